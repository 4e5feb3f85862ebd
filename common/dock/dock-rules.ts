import type { ClubDate } from '../club-time.ts'
import type { OutingState } from './dock-api.ts'

const MINUTE_MS = 60_000

/** How often staff hear again of an outing still not back (member-api §9). */
export const OVERDUE_REMINDER_MINUTES = 30

/** Hour-meter readings are kept in tenths of an hour, so comparisons and sums are exact. */
export function engineTenths(hours: number): number {
  return Math.round(hours * 10)
}

export function engineHours(tenths: number): number {
  return tenths / 10
}

/** When check-out opens: `opensMinutes` before the outing starts. */
export function checkOutOpensAt(startAt: Date, opensMinutes: number): Date {
  return new Date(startAt.getTime() - opensMinutes * MINUTE_MS)
}

/** When an outing not checked in becomes overdue: its expected return plus the grace. */
export function overdueAt(expectedReturnAt: Date, graceMinutes: number): Date {
  return new Date(expectedReturnAt.getTime() + graceMinutes * MINUTE_MS)
}

export interface OutingTimes {
  checkedOutAt: Date | null
  expectedReturnAt: Date | null
  checkedInAt: Date | null
}

/** Where an outing stands: not yet out, out, back, or out past its expected return and the grace. */
export function outingState(outing: OutingTimes, now: Date, graceMinutes: number): OutingState {
  if (!outing.checkedOutAt || !outing.expectedReturnAt) return 'upcoming'
  if (outing.checkedInAt) return 'back'
  return now.getTime() >= overdueAt(outing.expectedReturnAt, graceMinutes).getTime() ? 'overdue' : 'out'
}

/**
 * The reminder after the alert numbered `number`, due at `dueAt`: every 30 minutes, skipping any whose time has
 * already passed (an instance that was down sends one late reminder, not a burst of them).
 */
export function nextReminder(dueAt: Date, number: number, now: Date): { at: Date; number: number } {
  const step = OVERDUE_REMINDER_MINUTES * MINUTE_MS
  const missed = Math.max(0, Math.floor((now.getTime() - dueAt.getTime()) / step))
  return { at: new Date(dueAt.getTime() + (missed + 1) * step), number: number + missed + 1 }
}

/** Hours run since the last service (or since the first reading, for a vessel never serviced). */
export function hoursSinceService(engineTenthsNow: number, serviceTenths: number | null): number {
  return engineHours(Math.max(0, engineTenthsNow - (serviceTenths ?? 0)))
}

export function serviceDue(hoursSince: number, intervalHours: number): boolean {
  return hoursSince >= intervalHours
}

export type HalfDay = 'morning' | 'afternoon'

/** A slot of the coming two weeks: whether this vessel is free in it, and how many of the fleet's vessels are booked. */
export interface SlotLoad {
  date: ClubDate
  slot: HalfDay
  free: boolean
  fleetBooked: number
}

export interface SuggestedBlock {
  from: { date: ClubDate; slot: HalfDay }
  to: { date: ClubDate; slot: HalfDay }
}

/**
 * Where to take a vessel out for service: a whole day on which it is free both halves and the rest of the fleet is
 * least booked (the club loses the fewest outings there), the earliest of equals; failing any free day, its free
 * half-day that is least booked. Null when it has no free slot at all. `slots` are in time order.
 */
export function suggestMaintenanceBlock(slots: readonly SlotLoad[]): SuggestedBlock | null {
  let bestDay: { date: ClubDate; load: number } | undefined
  const byDate = new Map<ClubDate, SlotLoad[]>()
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot])
  for (const [date, halves] of byDate) {
    if (halves.length !== 2 || !halves.every((half) => half.free)) continue
    const load = halves.reduce((sum, half) => sum + half.fleetBooked, 0)
    if (!bestDay || load < bestDay.load) bestDay = { date, load }
  }
  if (bestDay) {
    return { from: { date: bestDay.date, slot: 'morning' }, to: { date: bestDay.date, slot: 'afternoon' } }
  }
  let bestSlot: SlotLoad | undefined
  for (const slot of slots) {
    if (slot.free && (!bestSlot || slot.fleetBooked < bestSlot.fleetBooked)) bestSlot = slot
  }
  if (!bestSlot) return null
  const at = { date: bestSlot.date, slot: bestSlot.slot }
  return { from: at, to: at }
}
