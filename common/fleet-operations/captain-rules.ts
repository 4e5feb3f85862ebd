import { addClubDays, type ClubDate, clubDateLabel, clubDateOf, clubDaysBetween } from '../club-time.ts'
import { type CrewFacts, isOff } from './crew-capacity.ts'

export const captainRules = ['captain_busy', 'captain_off', 'captain_unqualified', 'licence_expired'] as const
export type CaptainRule = (typeof captainRules)[number]

export interface CaptainRefusal {
  rule: CaptainRule
  detail: string
}

export interface Outing {
  bookingId: string
  vesselKey: string
  /** `63' Peace`. */
  vesselName: string
  startAt: Date
  endAt: Date
}

export interface CaptainForAssignment extends CrewFacts {
  name: string
  /** The outings they already crew, this one among them or not. */
  outings: readonly Pick<Outing, 'bookingId' | 'startAt' | 'endAt'>[]
}

/** Two outings overlap when each starts before the other ends (a return at 12:30 and a start at 12:30 do not). */
export function overlaps(a: { startAt: Date; endAt: Date }, b: { startAt: Date; endAt: Date }): boolean {
  return a.startAt < b.endAt && b.startAt < a.endAt
}

function outingDays(outing: Pick<Outing, 'startAt' | 'endAt'>): ClubDate[] {
  const first = clubDateOf(outing.startAt)
  const last = clubDateOf(new Date(outing.endAt.getTime() - 1))
  const count = clubDaysBetween(first, last) + 1
  return Array.from({ length: count }, (_, index) => addClubDays(first, index))
}

/**
 * Why a captain may not crew an outing (member-api §6), the first of: not qualified on the vessel, a licence that
 * expires before the outing ends, time off on any of its days, another outing that overlaps it. Read under a lock by
 * the assignment, and as a hint by the screens; the database's own constraint has the last word on overlaps.
 */
export function captainRefusal(captain: CaptainForAssignment, outing: Outing): CaptainRefusal | undefined {
  if (!captain.vesselKeys.includes(outing.vesselKey)) {
    return { rule: 'captain_unqualified', detail: `${captain.name} is not qualified on ${outing.vesselName}.` }
  }
  const days = outingDays(outing)
  const lastDay = days[days.length - 1] ?? clubDateOf(outing.startAt)
  if (clubDaysBetween(lastDay, captain.licenceExpiresOn) < 0) {
    return {
      rule: 'licence_expired',
      detail: `${captain.name}’s licence expires ${clubDateLabel(captain.licenceExpiresOn)}, before this outing ends.`,
    }
  }
  const offDay = days.find((day) => isOff(captain, day))
  if (offDay) return { rule: 'captain_off', detail: `${captain.name} is off on ${clubDateLabel(offDay)}.` }
  const clash = captain.outings.find((other) => other.bookingId !== outing.bookingId && overlaps(other, outing))
  if (clash) {
    return { rule: 'captain_busy', detail: `${captain.name} already crews an outing at that time.` }
  }
  return undefined
}
