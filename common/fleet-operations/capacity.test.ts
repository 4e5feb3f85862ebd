import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays } from '../club-time.ts'
import { vessels } from '../fleet.ts'
import {
  capacityOf,
  type CapacityFacts,
  seasonDays,
  seasonOf,
  type VesselSlot,
  weekStartOf,
  withNewMember,
} from './capacity.ts'
import { type CrewFacts, crewableOutings } from './crew-capacity.ts'

const fleet = vessels.map((vessel) => vessel.key)
const season = seasonOf(2026)
const facts = (overrides: Partial<CapacityFacts> = {}): CapacityFacts => ({
  season,
  vesselKeys: fleet,
  blocked: [],
  booked: [],
  memberTiers: [],
  captains: [],
  ...overrides,
})
const anyCaptain = (vesselKeys = fleet): CrewFacts => ({ vesselKeys, licenceExpiresOn: '2030-01-01', timeOff: [] })

describe('the season’s capacity', () => {
  it('counts two outings per vessel per day of November 1 to April 30, less the blocked ones, by hand', () => {
    expect(season).toEqual({ start: '2026-11-01', end: '2027-04-30' })
    // 30 + 31 + 31 + 28 + 31 + 30 = 181 days; 15 vessels.
    expect(capacityOf(facts()).outings_available).toBe(2 * 15 * 181)
    const blocked: VesselSlot[] = [
      { vesselKey: fleet[0]!, date: '2026-11-01', slot: 'morning' },
      { vesselKey: fleet[0]!, date: '2026-11-01', slot: 'afternoon' },
      { vesselKey: fleet[1]!, date: '2027-04-30', slot: 'afternoon' },
      // Outside the season: not counted.
      { vesselKey: fleet[1]!, date: '2027-05-01', slot: 'morning' },
    ]
    expect(capacityOf(facts({ blocked })).outings_available).toBe(5430 - 3)
  })

  it('adds up the active members’ open reservations by tier, and the ratio against 80%', () => {
    const capacity = capacityOf(facts({ memberTiers: ['Silver', 'Silver', 'Silver', 'Gold', 'Gold', 'Diamond'] }))
    expect(capacity.by_tier).toEqual([
      { tier: 'Silver', members: 3, open_reservations_each: 2, possible_reservations: 6 },
      { tier: 'Gold', members: 2, open_reservations_each: 4, possible_reservations: 8 },
      { tier: 'Platinum', members: 0, open_reservations_each: 6, possible_reservations: 0 },
      { tier: 'Diamond', members: 1, open_reservations_each: 8, possible_reservations: 8 },
    ])
    expect(capacity.possible_reservations).toBe(22)
    expect(capacity.ratio).toBeCloseTo(22 / 5430)
    expect(capacity.target).toBe(0.8)
  })

  it('warns when one more member would pass the target', () => {
    // 10 outings: 8 possible reservations is exactly 80%, at the target and not past it.
    const small = { possible_reservations: 6, outings_available: 10 }
    expect(withNewMember(small, 'Silver')).toEqual({ ratio: 0.8, passesTarget: false })
    expect(withNewMember(small, 'Gold')).toEqual({ ratio: 1, passesTarget: true })
    expect(withNewMember({ possible_reservations: 0, outings_available: 0 }, 'Silver')).toEqual({
      ratio: null,
      passesTarget: true,
    })
  })

  it('splits the season into Monday weeks whose outings and bookings add up to the season’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2090 }),
        fc.array(
          fc.record({
            vesselKey: fc.constantFrom(...fleet),
            date: fc.integer({ min: -10, max: 190 }),
            slot: fc.constantFrom('morning' as const, 'afternoon' as const),
          }),
          { maxLength: 60 },
        ),
        fc.integer({ min: 0, max: 59 }),
        (year, slots, split) => {
          const range = seasonOf(year)
          const placed = slots.map((slot) => ({ ...slot, date: addClubDays(range.start, slot.date) }))
          const blocked = placed.slice(0, split)
          const booked = placed.slice(split)
          const capacity = capacityOf(facts({ season: range, blocked, booked }))
          const inSeason = (slot: VesselSlot) => slot.date >= range.start && slot.date <= range.end
          const distinctBlocked = new Set(blocked.filter(inSeason).map((slot) => JSON.stringify(slot))).size
          expect(capacity.weekly.reduce((sum, week) => sum + week.outings_available, 0)).toBe(
            capacity.outings_available,
          )
          expect(capacity.outings_available + distinctBlocked).toBe(2 * fleet.length * seasonDays(range).length)
          expect(capacity.weekly.reduce((sum, week) => sum + week.booked, 0)).toBe(booked.filter(inSeason).length)
          for (const week of capacity.weekly) expect(weekStartOf(week.week_start)).toBe(week.week_start)
        },
      ),
    )
  })
})

describe('the outings the captains can crew', () => {
  it('are one per available captain, up to the open vessels, when every captain may take every vessel', () => {
    const four = Array.from({ length: 4 }, () => anyCaptain())
    expect(crewableOutings(four, new Set(fleet), '2026-12-01')).toBe(4)
    expect(crewableOutings(four, new Set(fleet.slice(0, 3)), '2026-12-01')).toBe(3)
    const off = { ...anyCaptain(), timeOff: [{ from: '2026-11-30', to: '2026-12-02' }] }
    const expired = { ...anyCaptain(), licenceExpiresOn: '2026-11-30' }
    expect(crewableOutings([off, expired, anyCaptain()], new Set(fleet), '2026-12-01')).toBe(1)
    expect(crewableOutings([off, expired], new Set(fleet), '2026-11-30')).toBe(1)
  })

  it('match captains to the vessels they are qualified on as well as any assignment could', () => {
    const small = fleet.slice(0, 4)
    fc.assert(
      fc.property(fc.array(fc.subarray(small), { maxLength: 5 }), fc.subarray(small), (qualified, open) => {
        const captains = qualified.map((vesselKeys) => anyCaptain(vesselKeys))
        expect(crewableOutings(captains, new Set(open), '2026-12-01')).toBe(bestAssignment(qualified, open))
      }),
    )
  })
})

/** Every way of giving each captain one open vessel or none, the most outings any of them crews. */
function bestAssignment(qualified: string[][], open: string[], taken = new Set<string>()): number {
  const [first, ...rest] = qualified
  if (!first) return 0
  let best = bestAssignment(rest, open, taken)
  for (const vesselKey of first) {
    if (!open.includes(vesselKey) || taken.has(vesselKey)) continue
    best = Math.max(best, 1 + bestAssignment(rest, open, new Set([...taken, vesselKey])))
  }
  return best
}
