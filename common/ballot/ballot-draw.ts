import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { ClubDate } from '../club-time.ts'
import { type SlotRef, slotKey } from '../booking/slots.ts'
import { planTour, type TourType } from '../booking/tours.ts'

/**
 * The ballot for a peak date (member-api §8, decision 24), as a pure function of its inputs and a seed: the same
 * inputs and seed give the same draw, step for step, so a recorded draw can be replayed and checked.
 */

/** The largest seed: seeds are non-negative 32-bit integers, stored with the draw. */
export const MAX_BALLOT_SEED = 0x7fff_ffff
/** Requests a member may enter per peak date, ranked 1 (most wanted) to this. */
export const MAX_BALLOT_RANK = 3

export interface BallotRequest {
  id: string
  memberId: number
  rank: number
  vesselId: string
  tourType: TourType
  date: ClubDate
}

/** A vessel's half-day slot. */
export interface VesselSlot extends SlotRef {
  vesselId: string
}

export interface BallotInputs {
  requests: readonly BallotRequest[]
  /** Peak dates each member has won this membership year, by member id; a member not listed has won none. */
  history: Readonly<Record<number, number>>
  seed: number
  /** The slots no booking or block holds as the draw begins; a request is placed only if every slot it takes is here. */
  slotsFree: readonly VesselSlot[]
  /** Why the member's own rules (points, allowances) refuse a request, or null when they allow it. */
  canAfford?: (request: BallotRequest) => string | null
}

export type StepOutcome = 'allocated' | 'taken' | 'refused'

export interface DrawStep {
  /** The member's place in the draw, from 1. */
  position: number
  memberId: number
  wins: number
  requestId: string
  rank: number
  outcome: StepOutcome
  /** Why a request was refused by the member's rules. */
  reason: string | null
}

export interface DrawResult {
  /** Members in the order drawn. */
  order: { memberId: number; wins: number }[]
  steps: DrawStep[]
  /** The requests placed, one per member at most, in the order drawn. */
  allocations: { memberId: number; requestId: string }[]
  /** Requests of members placed nowhere whose slots were taken: they go to the waitlist. */
  unplaced: { memberId: number; requestId: string }[]
}

function vesselSlotKey(vesselId: string, slot: SlotRef): string {
  return `${vesselId}|${slotKey(slot)}`
}

/** The slots a request takes, as the booking engine plans the tour. */
export function requestSlots(request: Pick<BallotRequest, 'vesselId' | 'tourType' | 'date'>): VesselSlot[] {
  return planTour(request.tourType, request.date).slots.map((slot) => ({ vesselId: request.vesselId, ...slot }))
}

/**
 * The order members are drawn in: fewer wins this year first, and among equal wins by a key drawn from the seed. The
 * keys are drawn for members in id order whatever their wins, so fewer wins only ever moves a member forward (never
 * reshuffles the others): a member with fewer wins is never worse off than the same member with more.
 */
export function drawOrder(memberIds: readonly number[], history: BallotInputs['history'], seed: number) {
  const rng = xoroshiro128plus(seed)
  const members = [...new Set(memberIds)].sort((a, b) => a - b)
  const keyed = members.map((memberId) => ({
    memberId,
    wins: history[memberId] ?? 0,
    key: uniformInt(rng, 0, MAX_BALLOT_SEED),
  }))
  keyed.sort((a, b) => a.wins - b.wins || a.key - b.key || a.memberId - b.memberId)
  return keyed.map(({ memberId, wins }) => ({ memberId, wins }))
}

/**
 * Draws the ballot: members in `drawOrder`, each given their best-ranked request whose slots are all still free and
 * that their rules allow (one per member), its slots then taken from the rest. A member's refused request is skipped
 * and their next rank tried; a member placed nowhere leaves the requests others' wins took to the waitlist.
 */
export function drawBallot({ requests, history, seed, slotsFree, canAfford }: BallotInputs): DrawResult {
  const free = new Set(slotsFree.map((slot) => vesselSlotKey(slot.vesselId, slot)))
  const order = drawOrder(
    requests.map((request) => request.memberId),
    history,
    seed,
  )
  const steps: DrawStep[] = []
  const allocations: DrawResult['allocations'] = []
  const unplaced: DrawResult['unplaced'] = []
  order.forEach(({ memberId, wins }, index) => {
    const own = requests
      .filter((request) => request.memberId === memberId)
      .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
    const taken: string[] = []
    for (const request of own) {
      const keys = requestSlots(request).map((slot) => vesselSlotKey(slot.vesselId, slot))
      const step = { position: index + 1, memberId, wins, requestId: request.id, rank: request.rank }
      if (!keys.every((key) => free.has(key))) {
        steps.push({ ...step, outcome: 'taken', reason: null })
        taken.push(request.id)
        continue
      }
      const refusal = canAfford?.(request) ?? null
      if (refusal !== null) {
        steps.push({ ...step, outcome: 'refused', reason: refusal })
        continue
      }
      steps.push({ ...step, outcome: 'allocated', reason: null })
      for (const key of keys) free.delete(key)
      allocations.push({ memberId, requestId: request.id })
      return
    }
    unplaced.push(...taken.map((requestId) => ({ memberId, requestId })))
  })
  return { order, steps, allocations, unplaced }
}
