import { randomInt } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { DrawRecord } from '../../../common/ballot/ballot-api.ts'
import {
  type BallotRequest,
  drawBallot,
  MAX_BALLOT_SEED,
  requestSlots,
  type VesselSlot,
} from '../../../common/ballot/ballot-draw.ts'
import { bookingRefusals } from '../../../common/booking/booking-rules.ts'
import { slotKey } from '../../../common/booking/slots.ts'
import { planTour, type TourType, tourPrice, tourUnitPrice } from '../../../common/booking/tours.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { type BookingSettings, bookTour } from '../bookings/booking-operations.ts'
import { isSlotTaken } from '../bookings/booking-problem.ts'
import { slotOccupancy } from '../bookings/booking-tables.ts'
import { memberBookingContext } from '../bookings/tour-assessment.ts'
import { itemName, type PricedVessel, pricedVessels } from '../bookings/vessel-catalogue.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { lockMember } from '../points/points-ledger.ts'
import { joinWaitlist } from '../waitlist/waitlist-operations.ts'
import type { WorkHandler } from '../scheduled-work/scheduled-work.ts'
import { ballotResultEmail, type MissedRequest } from './ballot-emails.ts'
import { ballotDraws, ballotEntries, peakDates } from './ballot-tables.ts'
import { peakWins } from './peak-date-records.ts'

export interface BallotDrawSettings extends BookingSettings {
  portalUrl: string
}

type EntryRow = typeof ballotEntries.$inferSelect
type Booked = DrawRecord['bookings'][string]

/** The slots the requests need that no booking or block holds now. */
async function freeSlots(tx: Db, requests: readonly BallotRequest[]): Promise<VesselSlot[]> {
  const needed = new Map(
    requests.flatMap(requestSlots).map((slot) => [`${slot.vesselId}|${slotKey(slot)}`, slot] as const),
  )
  const wanted = [...needed.values()]
  if (wanted.length === 0) return []
  const held = await tx
    .select({ vesselId: slotOccupancy.vesselKey, date: slotOccupancy.slotDate, slot: slotOccupancy.slot })
    .from(slotOccupancy)
    .where(
      and(
        inArray(slotOccupancy.vesselKey, [...new Set(wanted.map((slot) => slot.vesselId))]),
        inArray(slotOccupancy.slotDate, [...new Set(wanted.map((slot) => slot.date))]),
      ),
    )
  for (const slot of held) needed.delete(`${slot.vesselId}|${slotKey(slot)}`)
  return [...needed.values()]
}

/** Why each member's own rules refuse each request, read under their locks: the draw skips those. */
async function refusalsOf(
  tx: Db,
  requests: readonly BallotRequest[],
  members: ReadonlyMap<number, MemberRow>,
  fleet: ReadonlyMap<string, PricedVessel>,
  settings: BallotDrawSettings,
  now: Date,
) {
  const refusals: Record<string, string> = {}
  for (const [memberId, member] of members) {
    const context = await memberBookingContext(tx, member, { now, cutoffMinutes: settings.cutoffMinutes })
    for (const request of requests.filter((candidate) => candidate.memberId === memberId)) {
      const vessel = fleet.get(request.vesselId)!
      const plan = planTour(request.tourType, request.date)
      const cost = tourPrice(plan, tourUnitPrice(plan.tourType, vessel.basePoints, vessel.overrides[plan.tourType]))
      const [refusal] = bookingRefusals(plan, cost, context)
      if (refusal) refusals[request.id] = refusal.detail
    }
  }
  return refusals
}

/**
 * Books a winner through the booking engine, as the member would, in a savepoint: a refusal, or the slot's key
 * refusing a racing block, undoes that booking only, and is recorded instead.
 */
async function bookWinner(tx: Db, settings: BookingSettings, member: MemberRow, request: BallotRequest, now: Date) {
  const caller: Caller = { account: member, now }
  try {
    const answer = await tx.transaction((attempt) =>
      bookTour(attempt, settings, caller, member.id, {
        vessel_id: request.vesselId,
        tour_type: request.tourType,
        date: request.date,
      }),
    )
    return { booking_id: answer.booking_id, reference: answer.reference, answer }
  } catch (error) {
    if (error instanceof Problem) return { refused: error.body.detail }
    if (isSlotTaken(error)) return { refused: 'The vessel was closed or booked as the draw ran.' }
    throw error
  }
}

/**
 * Puts each unplaced request on the waitlist for its tour, as the member would join it, in a savepoint: a request the
 * waitlist refuses (already in line for it, say) stays unplaced and nothing else is undone. Answers the requests placed
 * in line.
 */
async function placeOnWaitlist(
  tx: Db,
  settings: BookingSettings,
  members: ReadonlyMap<number, MemberRow>,
  requests: readonly BallotRequest[],
  unplaced: DrawRecord['result']['unplaced'],
  now: Date,
): Promise<Set<string>> {
  const inLine = new Set<string>()
  for (const { memberId, requestId } of unplaced) {
    const member = members.get(memberId)
    const request = requests.find((candidate) => candidate.id === requestId)
    if (!member || !request) continue
    const caller: Caller = { account: member, now }
    const tour = { vessel_id: request.vesselId, tour_type: request.tourType, date: request.date }
    try {
      await tx.transaction((attempt) => joinWaitlist(attempt, settings, caller, tour))
      inLine.add(requestId)
    } catch (error) {
      if (!(error instanceof Problem)) throw error
    }
  }
  return inLine
}

const TAKEN_EARLIER = 'Taken by a member drawn earlier.'

function entryResult(
  entry: EntryRow,
  drawn: DrawRecord,
  winners: ReadonlySet<number>,
  waitlisted: ReadonlySet<string>,
) {
  const step = drawn.result.steps.find((candidate) => candidate.requestId === entry.id)
  const booked = drawn.bookings[entry.id]
  if (booked && 'booking_id' in booked) return { result: 'won' as const, bookingId: booked.booking_id }
  if (booked) return { result: 'refused' as const, resultDetail: booked.refused }
  if (step?.outcome === 'refused') return { result: 'refused' as const, resultDetail: step.reason }
  if (step?.outcome === 'taken') {
    return winners.has(entry.memberId)
      ? { result: 'taken' as const, resultDetail: TAKEN_EARLIER }
      : {
          result: 'not_placed' as const,
          resultDetail: waitlisted.has(entry.id)
            ? 'Taken by a member drawn earlier; you are on the waitlist for it.'
            : TAKEN_EARLIER,
        }
  }
  return { result: 'not_needed' as const, resultDetail: 'Another of your requests was drawn first.' }
}

/**
 * The draw of a peak date at its `draws_at` (member-api §8, decision 24), in the transaction that claimed the work:
 * marks the date drawn (so its ballot no longer refuses bookings), locks every entrant, draws with a fresh seed, books
 * each winner through the booking engine, records the draw, and tells every entrant once, by e-mail and live event.
 */
export function ballotDraw(settings: BallotDrawSettings): WorkHandler {
  return async (tx, { payload, now }) => {
    const date = String(payload.date)
    const [peak] = await tx.select().from(peakDates).where(eq(peakDates.peakDate, date)).for('update')
    if (!peak || peak.drawnAt) return
    await tx.update(peakDates).set({ drawnAt: now }).where(eq(peakDates.peakDate, date))
    const entries = await tx.select().from(ballotEntries).where(eq(ballotEntries.peakDate, date))
    const requests: BallotRequest[] = entries.map((entry) => ({
      id: entry.id,
      memberId: entry.memberId,
      rank: entry.rank,
      vesselId: entry.vesselKey,
      tourType: entry.tourType as TourType,
      date,
    }))
    // In id order, as every change that locks several members does, so two never wait on each other in a circle.
    const members = new Map<number, MemberRow>()
    for (const memberId of [...new Set(requests.map((request) => request.memberId))].sort((a, b) => a - b)) {
      const member = await lockMember(tx, memberId)
      if (member) members.set(memberId, member)
    }
    const fleet = new Map((await pricedVessels(tx)).map((vessel) => [vessel.key, vessel]))
    const inputs: DrawRecord['inputs'] = {
      requests,
      history: await peakWins(tx, [...members.keys()], date),
      slotsFree: await freeSlots(tx, requests),
      refusals: await refusalsOf(tx, requests, members, fleet, settings, now),
    }
    const seed = randomInt(0, MAX_BALLOT_SEED + 1)
    const result = drawBallot({ ...inputs, seed, canAfford: (request) => inputs.refusals[request.id] ?? null })

    const bookings: Record<string, Booked> = {}
    const won = new Map<number, { request: BallotRequest; booked: Awaited<ReturnType<typeof bookWinner>> }>()
    for (const allocation of result.allocations) {
      const request = requests.find((candidate) => candidate.id === allocation.requestId)!
      const booked = await bookWinner(tx, settings, members.get(allocation.memberId)!, request, now)
      bookings[request.id] =
        'refused' in booked ? booked : { booking_id: booked.booking_id, reference: booked.reference }
      if (!('refused' in booked)) won.set(allocation.memberId, { request, booked })
    }
    const record: DrawRecord = { inputs, result, bookings }
    await tx.insert(ballotDraws).values({ peakDate: date, seed, drawnAt: now, record })
    const winners = new Set(won.keys())
    const waitlisted = await placeOnWaitlist(tx, settings, members, requests, result.unplaced, now)
    for (const entry of entries) {
      await tx
        .update(ballotEntries)
        .set({ resultDetail: null, ...entryResult(entry, record, winners, waitlisted) })
        .where(eq(ballotEntries.id, entry.id))
    }

    for (const [memberId, member] of members) {
      const win = won.get(memberId)
      if (win && !('refused' in win.booked)) {
        const { answer } = win.booked
        const outing = {
          item: answer.item,
          tourType: answer.tour_type,
          startAt: new Date(answer.start_at),
          reference: answer.reference,
          pointsCost: answer.points_cost,
          balance: answer.current_points,
        }
        await enqueueEmail(tx, ballotResultEmail(member, date, { won: outing }, settings.portalUrl))
      } else {
        const missed: MissedRequest[] = entries
          .filter((entry) => entry.memberId === memberId)
          .sort((a, b) => a.rank - b.rank)
          .map((entry) => {
            const outcome = entryResult(entry, record, winners, waitlisted)
            return {
              item: itemName(fleet.get(entry.vesselKey)!),
              tourType: entry.tourType,
              why: outcome.resultDetail ?? '',
            }
          })
        await enqueueEmail(tx, ballotResultEmail(member, date, { missed }, settings.portalUrl))
      }
      await settings.publish(tx, memberId, {
        event: 'ballot_result',
        date,
        won: win !== undefined,
        booking_id: win && !('refused' in win.booked) ? win.booked.booking_id : null,
      })
    }
  }
}
