import {
  type ClubDate,
  clubClockTime,
  clubDateLabel,
  clubDateOf,
  clubDayLabel,
  clubDaysBetween,
} from '../../../../common/club-time.ts'
import { LICENCE_WARNING_DAYS } from '../../../../common/fleet-operations/fleet-api.ts'
import { vesselLabel } from '../vessel-label.ts'

export type LicenceState = { kind: 'valid' } | { kind: 'expiring'; days: number } | { kind: 'expired' }

/** Whether a licence has expired, expires within the warning period, or is good for longer (member-api §6). */
export function licenceState(expiresOn: ClubDate, today: ClubDate): LicenceState {
  const days = clubDaysBetween(today, expiresOn)
  if (days < 0) return { kind: 'expired' }
  if (days <= LICENCE_WARNING_DAYS) return { kind: 'expiring', days }
  return { kind: 'valid' }
}

/** The flag beside a licence's expiry, or nothing when it is good for more than the warning period. */
export function licenceFlag(state: LicenceState): string | undefined {
  if (state.kind === 'expired') return 'Expired'
  if (state.kind === 'valid') return undefined
  if (state.days === 0) return 'Expires today'
  return `Expires in ${state.days} ${state.days === 1 ? 'day' : 'days'}`
}

/** The vessels' names for their ids, in the fleet's order; an id the fleet no longer lists is shown as it is. */
export function vesselNames(
  ids: readonly string[],
  fleet: readonly { vessel_id: string; name: string; length_feet: number }[],
): string[] {
  const known = fleet.filter((vessel) => ids.includes(vessel.vessel_id)).map(vesselLabel)
  const unknown = ids.filter((id) => !fleet.some((vessel) => vessel.vessel_id === id))
  return [...known, ...unknown]
}

/** `December 18, 2026` for one day, `December 18, 2026 to December 20, 2026` for several. */
export function dayRangeLabel(from: ClubDate, to: ClubDate): string {
  return from === to ? clubDateLabel(from) : `${clubDateLabel(from)} to ${clubDateLabel(to)}`
}

/** `Fri, Dec 18, 8:30 AM – 1:30 PM` in the club's time; the end's day too when the outing runs past midnight. */
export function outingTimeLabel(startAt: string, endAt: string): string {
  const start = new Date(startAt)
  const end = new Date(endAt)
  const sameDay = clubDateOf(start) === clubDateOf(end)
  const ending = sameDay ? clubClockTime(end) : `${clubDayLabel(end)}, ${clubClockTime(end)}`
  return `${clubDayLabel(start)}, ${clubClockTime(start)} – ${ending}`
}
