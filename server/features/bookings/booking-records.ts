import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { BookingRecord, BookingSummary } from '../../../common/booking/booking-api.ts'
import { asBookingReference } from '../../../common/booking/booking-reference.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statements.ts'
import { members } from '../accounts/members-table.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'
import { bookings, vessels } from './booking-tables.ts'
import { itemName } from './vessel-catalogue.ts'

export type BookingRow = typeof bookings.$inferSelect

/** What answers call a booking's state: a booking whose outing has begun is `completed`. */
export function statusOf(booking: Pick<BookingRow, 'status' | 'startAt'>, now: Date): BookingSummary['status'] {
  return booking.status === 'booked' && booking.startAt <= now ? 'completed' : booking.status
}

export interface BookingView {
  booking: BookingRow
  vessel: { name: string; lengthFeet: number }
  /** The balance the member had after this booking was charged. */
  balanceAfter: number
  /** The reference of the booking this one was moved to, if it was. */
  rebookedToReference?: string | null
}

export function bookingSummary(
  { booking, vessel, balanceAfter, rebookedToReference }: BookingView,
  now: Date,
): BookingSummary {
  return {
    booking_id: booking.id,
    reference: booking.reference,
    item: itemName(vessel),
    vessel_id: booking.vesselKey,
    tour_type: booking.tourType as TourType,
    start_at: clubIsoTime(booking.startAt),
    end_at: clubIsoTime(booking.endAt),
    status: statusOf(booking, now),
    points_cost: booking.pointsCost,
    balance_after_booking: balanceAfter,
    booking_fee_cents: booking.bookingFeeCents,
    labor_surcharge_cents: booking.laborSurchargeCents,
    last_minute: booking.lastMinute,
    rebooked_to: booking.rebookedTo,
    rebooked_to_reference: rebookedToReference ?? null,
    guests: booking.guests,
    guest_names: booking.guestNames,
  }
}

const replacements = alias(bookings, 'replacements')

/** Bookings with their vessel and the balance after their charge, latest start first. */
export async function bookingViews(db: Db, where: ReturnType<typeof and>): Promise<BookingView[]> {
  return db
    .select({
      booking: bookings,
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
      balanceAfter: sql<number>`coalesce(${pointsLedger.balanceAfter}, 0)`.mapWith(Number),
      rebookedToReference: replacements.reference,
    })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .leftJoin(replacements, eq(replacements.id, bookings.rebookedTo))
    .leftJoin(pointsLedger, and(eq(pointsLedger.bookingId, bookings.id), eq(pointsLedger.kind, 'booking')))
    .where(where)
    .orderBy(desc(bookings.startAt))
}

const bookingById = preparedStatement((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('booking_by_id'),
)

const bookingByReference = preparedStatement((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, sql.placeholder('reference')))
    .prepare('booking_by_reference'),
)

export async function findBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await bookingById(db).execute({ id: bookingId })
  return row
}

/**
 * The booking a path names, by its id or by its reference (`B-7K3Q9`, any case): what people type is accepted wherever
 * the opaque id is (decisions §6). Anything else names no booking.
 */
export async function findBookingByKey(db: Db, key: string): Promise<BookingRow | undefined> {
  if (z.uuid().safeParse(key).success) return findBooking(db, key)
  const reference = asBookingReference(key)
  if (!reference) return undefined
  const [row] = await bookingByReference(db).execute({ reference })
  return row
}

const bookers = alias(members, 'bookers')
const predecessors = alias(bookings, 'predecessors')

/** One booking in full, as the member's portal and the back office open it. */
export async function bookingRecord(db: Db, booking: BookingRow, now: Date): Promise<BookingRecord | undefined> {
  const [found] = await db
    .select({
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
      member: { username: members.username, firstName: members.firstName, lastName: members.lastName },
      booker: { firstName: bookers.firstName, lastName: bookers.lastName },
      balanceAfter: sql<number>`coalesce(${pointsLedger.balanceAfter}, 0)`.mapWith(Number),
      rebookedToReference: replacements.reference,
      rebookedFromReference: predecessors.reference,
    })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(bookers, eq(bookers.id, bookings.bookedBy))
    .leftJoin(pointsLedger, and(eq(pointsLedger.bookingId, bookings.id), eq(pointsLedger.kind, 'booking')))
    .leftJoin(replacements, eq(replacements.id, bookings.rebookedTo))
    .leftJoin(predecessors, eq(predecessors.id, bookings.rebookedFrom))
    .where(eq(bookings.id, booking.id))
  if (!found) return undefined
  return {
    ...bookingSummary({ booking, ...found }, now),
    username: found.member.username,
    member_name: `${found.member.firstName} ${found.member.lastName}`,
    weekend: booking.weekend,
    booked_at: clubIsoTime(booking.bookedAt),
    booked_by: `${found.booker.firstName} ${found.booker.lastName}`,
    rules_overridden: booking.rulesOverridden,
    cancelled_at: booking.cancelledAt && clubIsoTime(booking.cancelledAt),
    refunded_points: booking.refundedPoints,
    rebooked_from: booking.rebookedFrom,
    rebooked_from_reference: found.rebookedFromReference,
    revision: booking.revision,
  }
}
