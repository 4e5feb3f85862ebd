import { and, desc, eq, gte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Ledger } from '../../../common/points-ledger.ts'
import { membershipYearOf } from '../../../common/membership-year.ts'
import { clubDateOf, clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { pointsLedger } from './points-ledger-table.ts'
import { statusOf } from '../bookings/booking-records.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { itemName } from '../bookings/vessel-catalogue.ts'

const SHORT_LEDGER_ROWS = 10
const replacements = alias(bookings, 'replacements')

/**
 * A member's points ledger, newest first (member-api §3): the latest ten rows, or every row since the membership year
 * began. Booking rows describe the booking; every other row is a point adjustment.
 */
export async function memberLedger(db: Db, member: MemberRow, full: boolean, now: Date): Promise<Ledger> {
  const yearBegan = clubInstant(membershipYearOf(member.membershipStartedOn, clubDateOf(now)).from, 0)
  const query = db
    .select({
      entry: pointsLedger,
      booking: bookings,
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
      rebookedToReference: replacements.reference,
    })
    .from(pointsLedger)
    .leftJoin(bookings, eq(bookings.id, pointsLedger.bookingId))
    .leftJoin(replacements, eq(replacements.id, bookings.rebookedTo))
    .leftJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .where(and(eq(pointsLedger.memberId, member.id), full ? gte(pointsLedger.createdAt, yearBegan) : undefined))
    .orderBy(desc(pointsLedger.id))
  const rows = full ? await query : await query.limit(SHORT_LEDGER_ROWS)

  const names = { first_name: member.firstName, last_name: member.lastName }
  const data = rows.map(({ entry, booking, vessel, rebookedToReference }): Ledger['data'][number] => {
    if (entry.kind === 'booking' && booking && vessel) {
      return {
        item: itemName(vessel),
        ...names,
        booking_id: booking.id,
        reference: booking.reference,
        start_at: clubIsoTime(booking.startAt),
        end_at: clubIsoTime(booking.endAt),
        status: statusOf(booking, now),
        points_cost: booking.pointsCost,
        balance_after_booking: entry.balanceAfter,
        tour_type: booking.tourType as TourType,
        rebooked_to: booking.rebookedTo,
        rebooked_to_reference: rebookedToReference,
      }
    }
    const namesBooking = entry.kind === 'cancel' || entry.kind === 'rebook'
    return {
      source: 'Point Adjustment',
      description: entry.description,
      type: entry.kind === 'booking' ? 'debit' : entry.kind,
      date: clubIsoTime(entry.createdAt),
      points: entry.points,
      balance: entry.balanceAfter,
      ...names,
      booking_id: namesBooking ? entry.bookingId : null,
      booking_reference: namesBooking ? (booking?.reference ?? null) : null,
    }
  })
  const oldest = rows[rows.length - 1]?.entry
  return {
    opening_balance: oldest ? oldest.balanceAfter - oldest.points : member.pointsBalance,
    usable_points: member.pointsBalance,
    data,
  }
}
