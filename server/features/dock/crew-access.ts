import { and, eq, isNull } from 'drizzle-orm'
import { isAdmin } from '../../../common/user-roles.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBookingByKey } from '../bookings/booking-records.ts'
import type { BookingRow } from '../bookings/booking-records.ts'
import { captainAssignments, captains } from '../captains/captain-tables.ts'

/** The roster's captain a caller's account signs in for, or undefined (an administrator, or a retired captain). */
export async function captainOfAccount(db: Db, accountId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: captains.id })
    .from(captains)
    .where(and(eq(captains.accountId, accountId), isNull(captains.retiredAt)))
  return row?.id
}

/**
 * The booking a dock call names, if the caller may act on it: any for an administrator; for a captain, only an
 * outing they crew (403 for another captain's, as member-api §9 says; 404 for one that does not exist).
 */
export async function outingBooking(db: Db, caller: Caller, bookingKey: string): Promise<BookingRow> {
  const booking = await findBookingByKey(db, bookingKey)
  if (!booking) throw noSuchBooking()
  if (isAdmin(caller.account.userType)) return booking
  const captainId = await captainOfAccount(db, caller.account.id)
  const [crewed] = captainId
    ? await db
        .select({ captainId: captainAssignments.captainId })
        .from(captainAssignments)
        .where(and(eq(captainAssignments.bookingId, booking.id), eq(captainAssignments.captainId, captainId)))
    : []
  if (!crewed) throw new Problem(403, { detail: 'This outing is crewed by another captain.' })
  return booking
}
