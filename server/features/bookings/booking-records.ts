import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { BookingSummary } from '../../../common/booking/booking-api.ts'
import type { StandingBooking } from '../../../common/booking/booking-rules.ts'
import { clubIsoTime } from '../../../common/booking/club-time.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'
import { bookings, vessels } from './booking-tables.ts'
import { itemName } from './vessel-catalogue.ts'

export type BookingRow = typeof bookings.$inferSelect

/** Long enough to hold the membership year of any booking a member can still make (at most 90 days ahead). */
const STANDING_LOOKBACK_DAYS = 400

/** The member's bookings that stand, for the tier rules; `except` leaves out the one a rebooking replaces. */
export async function standingBookings(
  tx: Db,
  memberId: number,
  now: Date,
  except?: string,
): Promise<StandingBooking[]> {
  const rows = await tx
    .select({
      id: bookings.id,
      tourType: bookings.tourType,
      startAt: bookings.startAt,
      bookedAt: bookings.bookedAt,
      weekend: bookings.weekend,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.memberId, memberId),
        eq(bookings.status, 'booked'),
        gte(bookings.startAt, new Date(now.getTime() - STANDING_LOOKBACK_DAYS * 86_400_000)),
      ),
    )
  return rows.filter((row) => row.id !== except).map((row) => ({ ...row, tourType: row.tourType as TourType }))
}

/** What answers call a booking's state: a booking whose outing has begun is `completed`. */
export function statusOf(booking: Pick<BookingRow, 'status' | 'startAt'>, now: Date): BookingSummary['status'] {
  return booking.status === 'booked' && booking.startAt <= now ? 'completed' : booking.status
}

export interface BookingView {
  booking: BookingRow
  vessel: { name: string; lengthFeet: number }
  /** The balance the member had after this booking was charged. */
  balanceAfter: number
}

export function bookingSummary({ booking, vessel, balanceAfter }: BookingView, now: Date): BookingSummary {
  return {
    booking_id: booking.id,
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
  }
}

/** Bookings with their vessel and the balance after their charge, latest start first. */
export async function bookingViews(db: Db, where: ReturnType<typeof and>): Promise<BookingView[]> {
  return db
    .select({
      booking: bookings,
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
      balanceAfter: sql<number>`coalesce(${pointsLedger.balanceAfter}, 0)`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .leftJoin(pointsLedger, and(eq(pointsLedger.bookingId, bookings.id), eq(pointsLedger.kind, 'booking')))
    .where(where)
    .orderBy(desc(bookings.startAt))
}

export async function findBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  return row
}
