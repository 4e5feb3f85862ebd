import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { TourType } from '../../../common/booking/tours.ts'
import { addClubDays, type ClubDate, clubDateOf, clubDaysBetween, clubIsoTime } from '../../../common/club-time.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import { type Captain, type CaptainSchedule, LICENCE_WARNING_DAYS } from '../../../common/fleet-operations/fleet-api.ts'
import { members } from '../accounts/members-table.ts'
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
    has_sign_in: row.accountId !== null,
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

/**
 * Each captain's outings and time off from `from` to `to`, whether their licence runs out within the warning period,
 * and the outings still ahead with no captain: three reads however many captains and outings.
 */
export async function captainSchedule(db: Db, from: ClubDate, to: ClubDate, now: Date): Promise<CaptainSchedule> {
  const [roster, outings] = await Promise.all([
    captainsWithDetails(db),
    db
      .select({
        booking: bookings,
        member: {
          id: members.id,
          memberId: members.memberId,
          firstName: members.firstName,
          lastName: members.lastName,
        },
        captainId: captainAssignments.captainId,
      })
      .from(bookings)
      .innerJoin(members, eq(members.id, bookings.memberId))
      .leftJoin(captainAssignments, eq(captainAssignments.bookingId, bookings.id))
      .where(and(eq(bookings.status, 'booked'), between(bookings.tourDate, from, to)))
      .orderBy(asc(bookings.startAt)),
  ])
  const warnUntil = addClubDays(clubDateOf(now), LICENCE_WARNING_DAYS)
  const outingOf = ({ booking, member }: (typeof outings)[number]) => {
    const vessel = fleet.find((candidate) => candidate.key === booking.vesselKey)
    return {
      booking_id: booking.id,
      reference: booking.reference,
      vessel_id: booking.vesselKey,
      vessel: vessel ? `${formatLength(vessel.lengthFeet)} ${vessel.name}` : booking.vesselKey,
      tour_type: booking.tourType as TourType,
      start_at: clubIsoTime(booking.startAt),
      end_at: clubIsoTime(booking.endAt),
      guests: booking.guests,
      member: { id: member.id, member_id: member.memberId, name: `${member.firstName} ${member.lastName}` },
    }
  }
  return {
    from,
    to,
    captains: roster.map((captain) => ({
      captain,
      outings: outings.filter((row) => row.captainId === captain.captain_id).map(outingOf),
      licence_expiring: clubDaysBetween(captain.licence.expires_on, warnUntil) >= 0,
    })),
    unassigned: outings.filter((row) => row.captainId === null && row.booking.startAt > now).map(outingOf),
  }
}
