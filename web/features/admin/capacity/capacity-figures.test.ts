import { describe, expect, it } from 'vitest'
import type { SeasonCapacity } from './capacity-client.ts'
import {
  newMemberWarning,
  pastTarget,
  percentLabel,
  seasonChoices,
  seasonName,
  seasonSpan,
  tierShares,
  weeklyRows,
} from './capacity-figures.ts'

const capacity = (possible: number, outings: number): SeasonCapacity => ({
  season_start: '2026-11-01',
  season_end: '2027-04-30',
  outings_available: outings,
  possible_reservations: possible,
  ratio: outings === 0 ? null : possible / outings,
  target: 0.8,
  by_tier: [
    { tier: 'Silver', members: possible / 2, open_reservations_each: 2, possible_reservations: possible },
    { tier: 'Gold', members: 0, open_reservations_each: 4, possible_reservations: 0 },
    { tier: 'Platinum', members: 0, open_reservations_each: 6, possible_reservations: 0 },
    { tier: 'Diamond', members: 0, open_reservations_each: 8, possible_reservations: 0 },
  ],
  crew_limited_outings: 0,
  weekly: [
    { week_start: '2026-10-26', outings_available: 60, booked: 1 },
    { week_start: '2026-11-02', outings_available: 70, booked: 0 },
  ],
})

describe('the capacity’s words', () => {
  it('give the ratio as a percentage, and the season by its years and days', () => {
    expect(percentLabel(0.7241)).toBe('72.4%')
    expect(percentLabel(2.5)).toBe('250%')
    expect(percentLabel(null)).toBe('no outing available')
    expect(seasonName(2026)).toBe('2026–27')
    expect(seasonName(2099)).toBe('2099–00')
    expect(seasonSpan(2026)).toBe('November 1, 2026 to April 30, 2027')
    expect(seasonChoices(2026, 2026)).toEqual([2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034])
    expect(seasonChoices(2026, 2040).at(-1)).toBe(2040)
  })

  it('share the ratio among the tiers in percent, and label each week by its Monday', () => {
    expect(tierShares(capacity(80, 100))).toEqual({ name: '2026–27', Silver: 80, Gold: 0, Platinum: 0, Diamond: 0 })
    expect(tierShares(capacity(4, 0)).Silver).toBe(0)
    expect(weeklyRows(capacity(80, 100)).map((week) => week.label)).toEqual(['Oct 26', 'Nov 2'])
  })
})

describe('the target', () => {
  it('is passed past 80%, not at it, and by any reservation when no outing is left', () => {
    expect(pastTarget(capacity(80, 100))).toBe(false)
    expect(pastTarget(capacity(82, 100))).toBe(true)
    expect(pastTarget(capacity(2, 0))).toBe(true)
  })

  it('is warned of on Add Member when the chosen tier’s reservations would pass it', () => {
    // 76 of 100: a Silver member (2 more) reaches 78%, a Diamond member (8 more) 84%.
    expect(newMemberWarning(capacity(76, 100), 'Silver')).toBeUndefined()
    expect(newMemberWarning(capacity(76, 100), 'Diamond')).toBe(
      'Adding this Diamond member takes the 2026–27 season to 84% of its outings in possible reservations, past the 80% target. You may still add them.',
    )
    expect(newMemberWarning(capacity(78, 100), 'Silver')).toBeUndefined()
    expect(newMemberWarning(capacity(78, 100), 'Gold')).toMatch(/to 82% .* past the 80% target/)
  })
})
