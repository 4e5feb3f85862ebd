import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { placeholderRow, preparedStatement, preparedStatements } from '../../db/prepared-statements.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { captainAssignments } from '../captains/captain-tables.ts'
import { scheduledWork } from '../scheduled-work/scheduled-work-table.ts'
import { offersWork, takeHeldSlots, takenSlotProblem } from '../waitlist/waitlist-holds.ts'
import type { BookingRow } from './booking-records.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'
import type { Assessment } from './tour-assessment.ts'
import { itemName } from './vessel-catalogue.ts'

/*
 * The two statements that change a booking, each built once per connection and prepared (a booking is the busiest
 * write there is): writing a booking with its slots, and releasing one.
 */

/** What a booking row holds besides its tour, its price and who booked it when. */
export interface BookingExtras {
  guests: number
  guestNames: string[]
  rulesOverridden?: boolean
  rebookedFrom?: string
}

export async function writeBooking(
  tx: Db,
  member: MemberRow,
  caller: Caller,
  assessment: Assessment,
  extras: BookingExtras,
  /** False when the read under the member's lock found no place in line or offer the slots touch (`readTourFacts`). */
  waitlistTouched = true,
) {
  const { plan, vessel } = assessment
  const item = itemName(vessel)
  if (waitlistTouched) {
    await takeHeldSlots(tx, { memberId: member.id, vesselKey: vessel.key, item, slots: plan.slots, now: caller.now })
  }
  const row: Record<BookingColumn, unknown> = {
    id: randomUUID(),
    memberId: member.id,
    vesselKey: vessel.key,
    tourType: plan.tourType,
    tourDate: plan.date,
    days: plan.days,
    startAt: plan.startAt,
    endAt: plan.endAt,
    pointsCost: assessment.pointsCost,
    bookingFeeCents: assessment.bookingFeeCents,
    laborSurchargeCents: assessment.laborSurchargeCents,
    lastMinute: assessment.lastMinute,
    weekend: assessment.weekend,
    bookedAt: caller.now,
    bookedBy: caller.account.id,
    rulesOverridden: extras.rulesOverridden ?? false,
    guests: extras.guests,
    guestNames: extras.guestNames,
    rebookedFrom: extras.rebookedFrom ?? null,
  }
  const slots = Object.fromEntries(
    plan.slots.flatMap((slot, index) => [
      [`slotDate${index}`, slot.date],
      [`slot${index}`, slot.slot],
    ]),
  )
  const [booking] = await writeBookingStatement(tx, plan.slots.length).execute({ ...row, ...slots })
  if (!booking) throw await takenSlotProblem(tx, vessel.key, item, plan.slots)
  return booking
}

const bookingColumns = [
  'id',
  'memberId',
  'vesselKey',
  'tourType',
  'tourDate',
  'days',
  'startAt',
  'endAt',
  'pointsCost',
  'bookingFeeCents',
  'laborSurchargeCents',
  'lastMinute',
  'weekend',
  'bookedAt',
  'bookedBy',
  'rulesOverridden',
  'guests',
  'guestNames',
  'rebookedFrom',
] as const
type BookingColumn = (typeof bookingColumns)[number]

/**
 * The booking and its slots in one statement, so its id is made here. The primary key of slot_occupancy keeps out a
 * slot another booking, block or hold has: then no row comes back, and the refusal rolls back all.
 */
const writeBookingStatement = preparedStatements((tx, slotCount) => {
  const inserted = tx
    .$with('inserted_booking')
    .as(tx.insert(bookings).values(placeholderRow<typeof bookings>(bookingColumns)).returning())
  const slotRows = Array.from({ length: slotCount }, (_, index) => ({
    vesselKey: sql.placeholder('vesselKey'),
    slotDate: sql.placeholder(`slotDate${index}`),
    slot: sql.placeholder(`slot${index}`),
    bookingId: sql.placeholder('id'),
  }))
  const taken = tx.$with('taken_slots').as(
    tx
      .insert(slotOccupancy)
      .values(slotRows as PgInsertValue<typeof slotOccupancy>[])
      .onConflictDoNothing()
      .returning({ slot: slotOccupancy.slot }),
  )
  return tx
    .with(inserted, taken)
    .select()
    .from(inserted)
    .where(sql`(select count(*) from ${taken}) = ${slotCount}`)
    .prepare(`write_booking_${slotCount}`)
})

/**
 * Frees the booking's slots, for the waitlist to offer, and changes its state; the revision grows, so its calendar file
 * replaces the last one.
 */
export async function release(
  tx: Db,
  booking: BookingRow,
  status: 'cancelled' | 'rebooked',
  cancellation: { cancelledAt: Date; refundedPoints: number } | null,
  now: Date,
) {
  const offers = offersWork(booking.vesselKey, booking.id, now)
  await releaseStatement(tx).execute({
    id: booking.id,
    status,
    cancelledAt: cancellation?.cancelledAt.toISOString() ?? null,
    refundedPoints: cancellation?.refundedPoints ?? null,
    workKind: offers.kind,
    workKey: offers.key,
    workDueAt: offers.dueAt,
    workPayload: offers.payload,
  })
}

/** One statement: the slots freed, the waitlist's look at them scheduled, the captain stood down, the state changed. */
const releaseStatement = preparedStatement((tx) => {
  const id = sql.placeholder('id')
  const freed = tx
    .$with('freed_slots')
    .as(tx.delete(slotOccupancy).where(eq(slotOccupancy.bookingId, id)).returning({ slot: slotOccupancy.slot }))
  const work = {
    kind: sql.placeholder('workKind'),
    key: sql.placeholder('workKey'),
    dueAt: sql.placeholder('workDueAt'),
    payload: sql.placeholder('workPayload'),
  }
  const offers = tx.$with('scheduled_offers').as(
    tx
      .insert(scheduledWork)
      .values(work as PgInsertValue<typeof scheduledWork>)
      .onConflictDoNothing({ target: scheduledWork.key })
      .returning({ id: scheduledWork.id }),
  )
  const uncrewed = tx
    .$with('stood_down_captains')
    .as(
      tx
        .delete(captainAssignments)
        .where(eq(captainAssignments.bookingId, id))
        .returning({ bookingId: captainAssignments.bookingId }),
    )
  return tx
    .with(freed, offers, uncrewed)
    .update(bookings)
    .set({
      status: sql`${sql.placeholder('status')}::text`,
      cancelledAt: sql`${sql.placeholder('cancelledAt')}::timestamptz`,
      refundedPoints: sql`${sql.placeholder('refundedPoints')}::integer`,
      revision: sql`${bookings.revision} + 1`,
    })
    .where(eq(bookings.id, id))
    .prepare('release_booking')
})
