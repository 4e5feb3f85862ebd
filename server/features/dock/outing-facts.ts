import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { itemName } from '../bookings/vessel-catalogue.ts'
import { captains } from '../captains/captain-tables.ts'
import type { OutingFacts } from './dock-emails.ts'
import { outings } from './dock-tables.ts'

/** What staff's e-mails say of an outing that has checked out. */
export async function outingFacts(db: Db, bookingId: string): Promise<OutingFacts & { vesselKey: string }> {
  const [row] = await db
    .select({ booking: bookings, vessel: vessels, member: members, outing: outings, captain: captains.name })
    .from(outings)
    .innerJoin(bookings, eq(bookings.id, outings.bookingId))
    .innerJoin(vessels, eq(vessels.key, outings.vesselKey))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(captains, eq(captains.id, outings.captainId))
    .where(eq(outings.bookingId, bookingId))
  if (!row) throw new Error(`Outing ${bookingId} has not checked out`)
  return {
    reference: row.booking.reference,
    vessel: itemName(row.vessel),
    vesselKey: row.vessel.key,
    member: { name: `${row.member.firstName} ${row.member.lastName}`, phoneNumber: row.member.phoneNumber },
    captain: row.captain,
    expectedReturnAt: row.outing.expectedReturnAt,
  }
}
