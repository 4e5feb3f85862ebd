import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseOffers,
  ordinal,
  slotsOverlap,
  type WaitingEntry,
  waitlistOrder,
  waitlistPosition,
} from './waitlist-rules.ts'

const slotNames = ['d1:morning', 'd1:afternoon', 'd2:morning', 'd2:afternoon', 'd3:morning']

interface Candidate extends WaitingEntry {
  eligible: boolean
}

/** A run of consecutive slots, as every tour takes. */
const slotsArbitrary = fc
  .tuple(fc.integer({ min: 0, max: slotNames.length - 1 }), fc.integer({ min: 1, max: 3 }))
  .map(([start, length]) => slotNames.slice(start, start + length))

const lineArbitrary = fc
  .uniqueArray(
    fc.record({
      number: fc.integer({ min: 1, max: 1000 }),
      joinedAt: fc.integer({ min: 0, max: 20 }).map((minute) => new Date(Date.UTC(2026, 11, 1, 9, minute))),
      priority: fc.option(fc.boolean(), { nil: undefined }),
      slots: slotsArbitrary,
      eligible: fc.boolean(),
    }),
    { selector: (entry) => entry.number, maxLength: 12 },
  )
  .map((entries): Candidate[] => entries.map((entry) => ({ ...entry, id: `entry-${entry.number}` })))

const occupiedArbitrary = fc.subarray(slotNames).map((slots) => new Set(slots))
const isEligible = (entry: Candidate) => entry.eligible

describe('the waitlist order', () => {
  it('puts priority first, then who joined first, and is a total order', () => {
    fc.assert(
      fc.property(lineArbitrary, (line) => {
        const sorted = [...line].sort(waitlistOrder)
        for (const [index, entry] of sorted.entries()) {
          const next = sorted[index + 1]
          if (!next) continue
          expect(waitlistOrder(entry, next)).toBeLessThan(0)
          if (entry.priority === next.priority || (!entry.priority && !next.priority)) {
            expect(entry.joinedAt.getTime()).toBeLessThanOrEqual(next.joinedAt.getTime())
          } else {
            expect(entry.priority).toBe(true)
          }
        }
      }),
    )
  })

  it('gives each place once among entries for the same slots, counting only those ahead for an overlapping slot', () => {
    fc.assert(
      fc.property(lineArbitrary, (line) => {
        const sameTour = line.map((entry) => ({ ...entry, slots: ['d1:morning'] }))
        const places = sameTour.map((entry) => waitlistPosition(entry, sameTour)).sort((a, b) => a - b)
        expect(places).toEqual(sameTour.map((_, index) => index + 1))
        for (const entry of line) {
          const ahead = line.filter(
            (other) =>
              other.id !== entry.id && slotsOverlap(other.slots, entry.slots) && waitlistOrder(other, entry) < 0,
          )
          expect(waitlistPosition(entry, line)).toBe(ahead.length + 1)
        }
      }),
    )
  })
})

describe('choosing whom to offer freed slots', () => {
  it('never offers one slot twice, nor a slot still occupied', () => {
    fc.assert(
      fc.property(lineArbitrary, occupiedArbitrary, (line, occupied) => {
        const offers = chooseOffers(line, occupied, isEligible)
        const offered = offers.flatMap((entry) => entry.slots)
        expect(new Set(offered).size).toBe(offered.length)
        expect(offered.filter((slot) => occupied.has(slot))).toEqual([])
        expect(offers.every((entry) => entry.eligible)).toBe(true)
      }),
    )
  })

  it('offers the first eligible entry whose slots are free, and passes over those refused without taking their place', () => {
    fc.assert(
      fc.property(lineArbitrary, occupiedArbitrary, (line, occupied) => {
        const offers = chooseOffers(line, occupied, isEligible)
        const sorted = [...line].sort(waitlistOrder)
        const offeredIds = new Set(offers.map((entry) => entry.id))
        // Every eligible entry with free slots not offered is behind an offered one that wanted one of its slots.
        for (const entry of sorted) {
          if (offeredIds.has(entry.id) || !entry.eligible || entry.slots.some((slot) => occupied.has(slot))) continue
          const before = offers.filter(
            (offer) => waitlistOrder(offer, entry) < 0 && slotsOverlap(offer.slots, entry.slots),
          )
          expect(before.length).toBeGreaterThan(0)
        }
        // The refused keep their place: dropping them from the line changes nothing offered.
        const withoutRefused = chooseOffers(
          line.filter((entry) => entry.eligible),
          occupied,
          isEligible,
        )
        expect(withoutRefused.map((entry) => entry.id)).toEqual(offers.map((entry) => entry.id))
        // And they stay where they were in line for the next round.
        for (const entry of line.filter((candidate) => !candidate.eligible)) {
          expect(waitlistPosition(entry, line)).toBe(waitlistPosition(entry, [...line].reverse()))
        }
      }),
    )
  })

  it('offers the freed slot to the earliest eligible member, a priority member ahead of all', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute))
    const line: Candidate[] = [
      { id: 'a', number: 1, joinedAt: at(1), slots: ['d1:morning'], eligible: false },
      { id: 'b', number: 3, joinedAt: at(1), slots: ['d1:morning'], eligible: true },
      { id: 'c', number: 2, joinedAt: at(3), slots: ['d1:morning'], eligible: true },
    ]
    expect(chooseOffers(line, new Set(), isEligible).map((entry) => entry.id)).toEqual(['b'])
    const withPriority = [
      ...line,
      { id: 'd', number: 4, joinedAt: at(9), priority: true, slots: ['d1:morning'], eligible: true },
    ]
    expect(chooseOffers(withPriority, new Set(), isEligible).map((entry) => entry.id)).toEqual(['d'])
    expect(chooseOffers(line, new Set(['d1:morning']), isEligible)).toEqual([])
  })
})

describe('a place in line in words', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('%i is %s', (position, words) => {
    expect(ordinal(position)).toBe(words)
  })
})
