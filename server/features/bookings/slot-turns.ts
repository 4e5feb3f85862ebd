/**
 * Bookings of the same slot on this instance, one transaction at a time. A request for a slot another request of this
 * instance is booking waits for that booking to end, holding no connection and no lock, and then reads whether the
 * slot is still to be had (`early`): two hundred members racing for one slot make one transaction and a cheap read each,
 * not two hundred transactions queued for the pool's connections and the slot's row. Nothing here decides who gets a
 * slot: the database's key on the slot does, whatever instance each request reaches.
 */
export class SlotTurns {
  readonly #turns = new Map<string, Promise<void>>()

  /**
   * Runs `work` with the turn for every one of `keys`. After waiting for another's turn, `early` runs first (outside
   * any turn, beside the other waiters) and its answer, if it has one, is the answer.
   */
  async take<T>(keys: readonly string[], work: () => Promise<T>, early: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      const busy = keys.flatMap((key) => this.#turns.get(key) ?? [])
      if (busy.length === 0) break
      await Promise.all(busy)
      const answer = await early()
      if (answer !== undefined) return answer
    }
    // Nothing awaits between finding every key free and taking them: no other request can take one meanwhile.
    let end = () => {}
    const turn = new Promise<void>((resolve) => (end = resolve))
    for (const key of keys) this.#turns.set(key, turn)
    try {
      return await work()
    } finally {
      for (const key of keys) if (this.#turns.get(key) === turn) this.#turns.delete(key)
      end()
    }
  }
}
