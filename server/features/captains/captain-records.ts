import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Captain } from '../../../common/fleet-operations/fleet-api.ts'
import type { Db } from '../../db/database.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { captainAssignments, captains, captainTimeOff, captainVessels } from './captain-tables.ts'

export type CaptainRow = typeof captains.$inferSelect

/** Captains as the API answers them, with their vessels and time off; retired ones only when asked for. */
export async function captainsWithDetails(db: Db, options: { ids?: number[]; includeRetired?: boolean } = {}) {
  const rows = await db
    .select()
    .from(captains)
    .where(
      and(
        options.ids ? inArray(captains.id, options.ids.length > 0 ? options.ids : [-1]) : undefined,
        options.includeRetired ? undefined : isNull(captains.retiredAt),
      ),
    )
    .orderBy(asc(captains.name), asc(captains.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [qualified, offs] = await Promise.all([
    db.select().from(captainVessels).where(inArray(captainVessels.captainId, ids)),
    db
      .select()
      .from(captainTimeOff)
      .where(inArray(captainTimeOff.captainId, ids))
      .orderBy(asc(captainTimeOff.fromDate)),
  ])
  return rows.map((row): Captain => ({
    captain_id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    licence: { number: row.licenceNumber, expires_on: row.licenceExpiresOn },
    vessels: qualified.filter((entry) => entry.captainId === row.id).map((entry) => entry.vesselKey),
    retired: row.retiredAt !== null,
    time_off: offs
      .filter((off) => off.captainId === row.id)
      .map((off) => ({ time_off_id: off.id, from: off.fromDate, to: off.toDate, reason: off.reason })),
  }))
}

/** The outings a captain crews that overlap `[from, to)`. */
export async function assignedOutings(db: Db, captainId: number, from: Date, to: Date) {
  return db
    .select({ bookingId: bookings.id, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(captainAssignments)
    .innerJoin(bookings, eq(bookings.id, captainAssignments.bookingId))
    .where(
      and(
        eq(captainAssignments.captainId, captainId),
        sql`${captainAssignments.during} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
    )
}

/** `[start,end)` as PostgreSQL writes a time range. */
export function timeRange(startAt: Date, endAt: Date): string {
  return `[${startAt.toISOString()},${endAt.toISOString()})`
}
