/**
 * The waitlist's choices (member-api §8), pure so the server and its property tests share them: who is ahead of whom,
 * a member's place in line, and which waiting members are offered slots that have come free.
 */

/** Hold minutes when WAITLIST_HOLD_MINUTES is not set, and its range. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 120
export const WAITLIST_HOLD_MINUTES_MIN = 1
export const WAITLIST_HOLD_MINUTES_MAX = 1440

export interface WaitingEntry {
  id: string
  joinedAt: Date
  /** Counts entries as they are made: breaks a tie of `joinedAt`, so the order is the order of joining. */
  number: number
  /**
   * Goes ahead of every entry without it (a member owed a rebooking by the club); the order among equals stays the
   * order of joining.
   */
  priority?: boolean
  /** The slot keys (`2026-12-10:morning`) of the tour waited for, all on one vessel. */
  slots: readonly string[]
}

/** The waitlist's order: priority first, then who joined first. */
export function waitlistOrder(a: WaitingEntry, b: WaitingEntry): number {
  const priority = Number(b.priority === true) - Number(a.priority === true)
  if (priority !== 0) return priority
  const joined = a.joinedAt.getTime() - b.joinedAt.getTime()
  return joined !== 0 ? joined : a.number - b.number
}

export function slotsOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.some((slot) => b.includes(slot))
}

/** 1 + the entries in line for any of the same slots that come before `entry` (`line` may include `entry` itself). */
export function waitlistPosition(entry: WaitingEntry, line: readonly WaitingEntry[]): number {
  return (
    1 +
    line.filter(
      (other) => other.id !== entry.id && slotsOverlap(other.slots, entry.slots) && waitlistOrder(other, entry) < 0,
    ).length
  )
}

/**
 * Which waiting entries to offer their tour now, in waitlist order: an entry is offered when every slot it needs is
 * free (not in `occupied`, nor promised to an entry ahead of it in this round) and its member's rules allow the tour.
 * An entry whose member's rules refuse it is passed over and keeps its place; it holds nothing back from those behind.
 */
export function chooseOffers<Entry extends WaitingEntry>(
  waiting: readonly Entry[],
  occupied: ReadonlySet<string>,
  eligible: (entry: Entry) => boolean,
): Entry[] {
  const promised = new Set<string>()
  const offers: Entry[] = []
  for (const entry of [...waiting].sort(waitlistOrder)) {
    if (entry.slots.some((slot) => occupied.has(slot) || promised.has(slot))) continue
    if (!eligible(entry)) continue
    for (const slot of entry.slots) promised.add(slot)
    offers.push(entry)
  }
  return offers
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd`: a place in line as people say it. */
export function ordinal(position: number): string {
  const tens = position % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th')
  return `${position}${suffix}`
}
