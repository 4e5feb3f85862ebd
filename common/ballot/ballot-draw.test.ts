import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays } from '../club-time.ts'
import { slotNames } from '../booking/slots.ts'
import {
  type BallotInputs,
  type BallotRequest,
  drawBallot,
  MAX_BALLOT_RANK,
  MAX_BALLOT_SEED,
  requestSlots,
  type VesselSlot,
} from './ballot-draw.ts'

const PEAK = '2026-12-31'
const vesselIds = ['peace', 'giddyup', 'kaifin'] as const
const ballotTours = ['Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight'] as const

/** Each member's up to 3 requests, ranked 1.. in the order given. */
const memberRequests = fc.array(
  fc.record({ vesselId: fc.constantFrom(...vesselIds), tourType: fc.constantFrom(...ballotTours) }),
  { minLength: 1, maxLength: MAX_BALLOT_RANK },
)

const everySlot: VesselSlot[] = vesselIds.flatMap((vesselId) =>
  [PEAK, addClubDays(PEAK, 1)].flatMap((date) => slotNames.map((slot) => ({ vesselId, date, slot }))),
)

const ballots = fc
  .record({
    members: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 40 }), wants: memberRequests }), {
      selector: (member) => member.id,
      maxLength: 12,
    }),
    wins: fc.dictionary(fc.integer({ min: 1, max: 40 }).map(String), fc.integer({ min: 0, max: 4 })),
    seed: fc.integer({ min: 0, max: MAX_BALLOT_SEED }),
    held: fc.subarray(everySlot),
    /** Members whose rules refuse their tours costing more than this many half days (as if short of points). */
    budgets: fc.dictionary(fc.integer({ min: 1, max: 40 }).map(String), fc.integer({ min: 0, max: 3 })),
  })
  .map(({ members, wins, seed, held, budgets }) => {
    const requests: BallotRequest[] = members.flatMap((member) =>
      member.wants.map((want, index) => ({
        id: `${member.id}-${index + 1}`,
        memberId: member.id,
        rank: index + 1,
        date: PEAK,
        ...want,
      })),
    )
    const heldKeys = new Set(held.map((slot) => JSON.stringify(slot)))
    const budget = (memberId: number) => budgets[memberId]
    const inputs: BallotInputs = {
      requests,
      history: Object.fromEntries(Object.entries(wins).map(([id, count]) => [Number(id), count])),
      seed,
      slotsFree: everySlot.filter((slot) => !heldKeys.has(JSON.stringify(slot))),
      canAfford: (request) => {
        const allowed = budget(request.memberId)
        const cost = requestSlots(request).length
        return allowed !== undefined && cost > allowed ? `costs ${cost}, has ${allowed}` : null
      },
    }
    return inputs
  })

const requestOf = (inputs: BallotInputs, id: string) => inputs.requests.find((request) => request.id === id)!

/** The rank a member was placed at, or Infinity when placed nowhere. */
function placedRank(inputs: BallotInputs, memberId: number): number {
  const won = drawBallot(inputs).allocations.find((allocation) => allocation.memberId === memberId)
  return won ? requestOf(inputs, won.requestId).rank : Infinity
}

describe('the ballot draw', () => {
  it('gives the same draw for the same inputs and seed', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        expect(drawBallot(inputs)).toEqual(drawBallot({ ...inputs, requests: [...inputs.requests].reverse() }))
      }),
    )
  })

  it('never gives a slot twice, nor one that was not free', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        const free = new Set(inputs.slotsFree.map((slot) => JSON.stringify(slot)))
        const given = drawBallot(inputs).allocations.flatMap(({ requestId }) =>
          requestSlots(requestOf(inputs, requestId)).map((slot) => JSON.stringify(slot)),
        )
        expect(new Set(given).size).toBe(given.length)
        for (const slot of given) expect(free.has(slot)).toBe(true)
      }),
    )
  })

  it('places a member once at most, and never where their own rules refuse', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        const { allocations } = drawBallot(inputs)
        const members = allocations.map((allocation) => allocation.memberId)
        expect(new Set(members).size).toBe(members.length)
        for (const { requestId } of allocations) expect(inputs.canAfford!(requestOf(inputs, requestId))).toBeNull()
      }),
    )
  })

  it('tries a member’s requests in rank order and stops at the first placed', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        const { steps } = drawBallot(inputs)
        for (const memberId of new Set(steps.map((step) => step.memberId))) {
          const own = steps.filter((step) => step.memberId === memberId)
          expect(own.map((step) => step.rank)).toEqual([...own.map((step) => step.rank)].sort((a, b) => a - b))
          const placed = own.findIndex((step) => step.outcome === 'allocated')
          if (placed !== -1) expect(placed).toBe(own.length - 1)
        }
      }),
    )
  })

  it('sends to the waitlist only the taken requests of members placed nowhere', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        const { steps, allocations, unplaced } = drawBallot(inputs)
        const winners = new Set(allocations.map((allocation) => allocation.memberId))
        const taken = steps.filter((step) => step.outcome === 'taken' && !winners.has(step.memberId))
        expect(unplaced).toEqual(taken.map((step) => ({ memberId: step.memberId, requestId: step.requestId })))
      }),
    )
  })

  it('never leaves a member with fewer wins worse off than the same member with more', () => {
    fc.assert(
      fc.property(ballots, fc.nat(), fc.integer({ min: 1, max: 5 }), (inputs, pick, more) => {
        const memberIds = [...new Set(inputs.requests.map((request) => request.memberId))]
        fc.pre(memberIds.length > 0)
        const memberId = memberIds[pick % memberIds.length]!
        const fewer = inputs.history[memberId] ?? 0
        const withMore = { ...inputs, history: { ...inputs.history, [memberId]: fewer + more } }
        expect(placedRank(inputs, memberId)).toBeLessThanOrEqual(placedRank(withMore, memberId))
      }),
    )
  })

  it('draws members with fewer wins first', () => {
    fc.assert(
      fc.property(ballots, (inputs) => {
        const wins = drawBallot(inputs).order.map((drawn) => drawn.wins)
        expect(wins).toEqual([...wins].sort((a, b) => a - b))
      }),
    )
  })
})
