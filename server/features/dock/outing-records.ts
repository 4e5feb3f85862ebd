import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { CrewOuting } from '../../../common/dock/dock-api.ts'
import { checkOutOpensAt, outingState } from '../../../common/dock/dock-rules.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { itemName } from '../bookings/vessel-catalogue.ts'
import { captainAssignments } from '../captains/captain-tables.ts'
import { outings } from './dock-tables.ts'

export interface DockSettings {
  checkOutOpensMinutes: number
  overdueGraceMinutes: number
  serviceIntervalHours: number
  staffAlertEmail: string
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`

/** Booked outings with what the dock needs of them, in time order; `where` narrows them. */
export async function outingsWhere(db: Db, where: SQL | undefined, now: Date, settings: DockSettings) {
  const rows = await db
    .select({ booking: bookings, vessel: vessels, member: members, outing: outings })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(captainAssignments, eq(captainAssignments.bookingId, bookings.id))
    .leftJoin(outings, eq(outings.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'booked'), where))
    .orderBy(asc(bookings.startAt), asc(vessels.name))
  return rows.map(({ booking, vessel, member, outing }): CrewOuting => {
    const times = {
      checkedOutAt: outing?.checkedOutAt ?? null,
      expectedReturnAt: outing?.expectedReturnAt ?? null,
      checkedInAt: outing?.checkedInAt ?? null,
    }
    const iso = (instant: Date | null) => (instant ? clubIsoTime(instant) : null)
    return {
      booking_id: booking.id,
      reference: booking.reference,
      vessel_id: vessel.key,
      vessel: itemName(vessel),
      tour_type: booking.tourType as TourType,
      start_at: clubIsoTime(booking.startAt),
      end_at: clubIsoTime(booking.endAt),
      guests: booking.guests,
      guest_names: booking.guestNames,
      member: {
        name: fullName(member),
        phone_number: member.phoneNumber,
        emergency_contact: {
          name: member.emergencyName,
          phone_number: member.emergencyPhone,
          relationship: member.emergencyRelationship,
        },
      },
      state: outingState(times, now, settings.overdueGraceMinutes),
      check_out_opens_at: clubIsoTime(checkOutOpensAt(booking.startAt, settings.checkOutOpensMinutes)),
      checked_out_at: iso(times.checkedOutAt),
      expected_return_at: iso(times.expectedReturnAt),
      checked_in_at: iso(times.checkedInAt),
    }
  })
}

/** The outings starting in `[from, to)`, of one captain or, without one, of everyone. */
export function crewOutings(
  db: Db,
  { captainId, from, to }: { captainId?: number; from: Date; to: Date },
  now: Date,
  settings: DockSettings,
) {
  return outingsWhere(
    db,
    and(
      gte(bookings.startAt, from),
      lt(bookings.startAt, to),
      captainId === undefined ? undefined : eq(captainAssignments.captainId, captainId),
    ),
    now,
    settings,
  )
}

/** The outing states of some bookings, for the fleet calendar's cells: one query whatever their number. */
export async function outingStatesOf(db: Db, bookingIds: readonly string[], now: Date, graceMinutes: number) {
  if (bookingIds.length === 0) return new Map<string, ReturnType<typeof outingState>>()
  const rows = await db
    .select()
    .from(outings)
    .where(inArray(outings.bookingId, [...bookingIds]))
  return new Map(rows.map((row) => [row.bookingId, outingState(row, now, graceMinutes)] as const))
}
