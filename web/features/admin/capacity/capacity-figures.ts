import { clubDateLabel, clubDayLabel } from '../../../../common/club-time.ts'
import { CAPACITY_TARGET, passesTarget, seasonOf, withNewMember } from '../../../../common/fleet-operations/capacity.ts'
import type { TierName } from '../../../../common/membership-tiers.ts'
import type { SeasonCapacity } from './capacity-client.ts'

/** `72.4%`; a ratio with no outing to divide by is said as such. */
export function percentLabel(ratio: number | null): string {
  if (ratio === null) return 'no outing available'
  return `${(ratio * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
}

export const TARGET_PERCENT = CAPACITY_TARGET * 100

/** `2026–27`: the season from November 2026 to April 2027. */
export const seasonName = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, '0')}`

export function seasonSpan(year: number): string {
  const { start, end } = seasonOf(year)
  return `${clubDateLabel(start)} to ${clubDateLabel(end)}`
}

/** The seasons offered: a few either side of the current one, and the one asked for wherever it is. */
export function seasonChoices(current: number, chosen: number): number[] {
  const first = Math.min(current - 3, chosen)
  const last = Math.max(current + 8, chosen)
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}

/** Each tier's share of the ratio, in percent of the outings available, for the stacked bar against the target. */
export function tierShares(capacity: SeasonCapacity): Record<TierName, number> & { name: string } {
  const shares = Object.fromEntries(
    capacity.by_tier.map((tier) => [
      tier.tier,
      capacity.outings_available === 0 ? 0 : (tier.possible_reservations / capacity.outings_available) * 100,
    ]),
  ) as Record<TierName, number>
  return { name: seasonName(Number(capacity.season_start.slice(0, 4))), ...shares }
}

export function weeklyRows(capacity: SeasonCapacity) {
  return capacity.weekly.map((week) => ({ ...week, label: clubDayLabel(week.week_start).replace(/^\w+, /, '') }))
}

export const pastTarget = (capacity: SeasonCapacity) =>
  passesTarget(capacity.possible_reservations, capacity.outings_available)

/** What Add Member warns of when one more member of `tier` would take the season past the target; else nothing. */
export function newMemberWarning(capacity: SeasonCapacity, tier: TierName): string | undefined {
  const after = withNewMember(capacity, tier)
  if (!after.passesTarget) return undefined
  return `Adding this ${tier} member takes the ${seasonName(Number(capacity.season_start.slice(0, 4)))} season to ${percentLabel(after.ratio)} of its outings in possible reservations, past the ${TARGET_PERCENT}% target. You may still add them.`
}
