import { and, asc, eq, gte, inArray, or } from 'drizzle-orm'
import type { BallotEntry, BallotEntryRequest, MyBallot } from '../../../common/ballot/ballot-api.ts'
import { planTour, tourPrice, tourUnitPrice } from '../../../common/booking/tours.ts'
import { clubDateLabel, clubDateOf, clubDateTimeLabel, clubIsoTime } from '../../../common/club-time.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { refusedBy } from '../bookings/booking-problem.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { assessTour } from '../bookings/tour-assessment.ts'
import { itemName, type PricedVessel, pricedVessels } from '../bookings/vessel-catalogue.ts'
import { lockMember } from '../points/points-ledger.ts'
import { ballotEntries, peakDates } from './ballot-tables.ts'
import { peakDateAnswer, type PeakDateRow } from './peak-date-records.ts'

type EntryRow = typeof ballotEntries.$inferSelect

const ballotRefusal = (detail: string) => new Problem(422, { rule: 'ballot', detail })

/**
 * The peak date, locked against its draw for the rest of the transaction (the draw locks it for update): a request
 * or a withdrawal either comes before the draw and counts, or after it and is refused.
 */
async function openBallot(tx: Db, date: string, now: Date): Promise<PeakDateRow> {
  const [peak] = await tx.select().from(peakDates).where(eq(peakDates.peakDate, date)).for('share')
  if (!peak) throw ballotRefusal(`${clubDateLabel(date)} is not a peak date: book it in the calendar instead.`)
  if (now < peak.opensAt) {
    throw ballotRefusal(`The ballot for ${clubDateLabel(date)} opens ${clubDateTimeLabel(peak.opensAt)}.`)
  }
  if (peak.drawnAt || now >= peak.drawsAt) {
    throw ballotRefusal(`The ballot for ${clubDateLabel(date)} closed ${clubDateTimeLabel(peak.drawsAt)}.`)
  }
  return peak
}

function entryAnswer(entry: EntryRow, vessel: PricedVessel, reference: string | null): BallotEntry {
  const plan = planTour(entry.tourType as BallotEntry['tour_type'], entry.peakDate)
  return {
    ballot_id: entry.id,
    date: entry.peakDate,
    vessel_id: entry.vesselKey,
    item: itemName(vessel),
    tour_type: plan.tourType as BallotEntry['tour_type'],
    rank: entry.rank,
    start_at: clubIsoTime(plan.startAt),
    end_at: clubIsoTime(plan.endAt),
    points_cost: tourPrice(plan, tourUnitPrice(plan.tourType, vessel.basePoints, vessel.overrides[plan.tourType])),
    result: entry.result,
    result_detail: entry.resultDetail,
    booking: entry.bookingId && reference ? { booking_id: entry.bookingId, reference } : null,
  }
}

/**
 * Enters a member's ranked request for a tour on a peak date while its ballot is open. The member's rules are those a
 * booking meets now (the peak date's own ballot aside); the draw weighs them again. Ranks 1–3 are each used once per
 * member and date, which the table's keys guarantee too.
 */
export async function enterBallot(tx: Db, cutoffMinutes: number, caller: Caller, request: BallotEntryRequest) {
  await openBallot(tx, request.date, caller.now)
  const member = await lockMember(tx, caller.account.id)
  if (!member) throw new Problem(404, { detail: 'No such member.' })
  const assessment = await assessTour(tx, member, request, { now: caller.now, cutoffMinutes, ballotDate: request.date })
  const [refusal] = assessment.refusals
  if (refusal) throw refusedBy(refusal)
  const own = await tx
    .select()
    .from(ballotEntries)
    .where(and(eq(ballotEntries.peakDate, request.date), eq(ballotEntries.memberId, member.id)))
  if (own.some((entry) => entry.rank === request.rank)) {
    throw new Problem(409, {
      detail: `You already have a request ranked ${request.rank} for ${clubDateLabel(request.date)}; withdraw it to replace it.`,
    })
  }
  if (own.some((entry) => entry.vesselKey === request.vessel_id && entry.tourType === request.tour_type)) {
    throw new Problem(409, { detail: `You have already asked for this tour on ${clubDateLabel(request.date)}.` })
  }
  const [entry] = await tx
    .insert(ballotEntries)
    .values({
      peakDate: request.date,
      memberId: member.id,
      vesselKey: request.vessel_id,
      tourType: request.tour_type,
      rank: request.rank,
      enteredAt: caller.now,
    })
    .returning()
  if (!entry) throw new Error('The ballot entry was not stored')
  return entryAnswer(entry, assessment.vessel, null)
}

/** Withdraws one of the caller's requests while the ballot is open; someone else's is answered as if it did not exist. */
export async function withdrawEntry(tx: Db, caller: Caller, ballotId: string) {
  const [entry] = await tx.select().from(ballotEntries).where(eq(ballotEntries.id, ballotId))
  if (!entry || entry.memberId !== caller.account.id) throw new Problem(404, { detail: 'No such ballot entry.' })
  try {
    await openBallot(tx, entry.peakDate, caller.now)
  } catch (error) {
    if (!(error instanceof Problem) || error.statusCode !== 422) throw error
    throw new Problem(409, { detail: error.body.detail })
  }
  await tx.delete(ballotEntries).where(eq(ballotEntries.id, ballotId))
  return { ballot_id: ballotId, withdrawn: true as const }
}

/** The member's ballot: the peak dates from today on (and any other they entered), and their entries with results. */
export async function myBallot(db: Db, memberId: number, now: Date): Promise<MyBallot> {
  const rows = await db
    .select({ entry: ballotEntries, reference: bookings.reference })
    .from(ballotEntries)
    .leftJoin(bookings, eq(bookings.id, ballotEntries.bookingId))
    .where(eq(ballotEntries.memberId, memberId))
    .orderBy(asc(ballotEntries.peakDate), asc(ballotEntries.rank))
  const entered = [...new Set(rows.map((row) => row.entry.peakDate))]
  const peaks = await db
    .select()
    .from(peakDates)
    .where(
      or(
        gte(peakDates.peakDate, clubDateOf(now)),
        entered.length > 0 ? inArray(peakDates.peakDate, entered) : undefined,
      ),
    )
    .orderBy(asc(peakDates.peakDate))
  const fleet = new Map((await pricedVessels(db)).map((vessel) => [vessel.key, vessel]))
  return {
    peak_dates: peaks.map((peak) => peakDateAnswer(peak, now)),
    entries: rows.map(({ entry, reference }) => entryAnswer(entry, fleet.get(entry.vesselKey)!, reference)),
  }
}
