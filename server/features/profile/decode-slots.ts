/**
 * At most `limit` tasks at a time; the others wait their turn, first come first served. Decoding a picture can take
 * hundreds of megabytes for a moment, so a burst of uploads takes turns instead of adding up (issue 20 §15c).
 */
export function decodeSlots(limit: number) {
  let active = 0
  const waiting: Array<() => void> = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else active += 1
    try {
      return await task()
    } finally {
      // The slot passes straight to the next task waiting, so a newcomer cannot take it in between.
      const next = waiting.shift()
      if (next) next()
      else active -= 1
    }
  }

  return {
    run,
    /** Tasks running now. */
    get active() {
      return active
    },
    /** Tasks waiting for a slot. */
    get waiting() {
      return waiting.length
    },
  }
}
