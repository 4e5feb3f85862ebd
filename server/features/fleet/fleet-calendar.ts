import { and, between, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { slotKey, slotNames, slotTimes, sunsetAt } from '../../../common/booking/slots.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import { addClubDays, type ClubDate, CLUB_TIME_ZONE, clubIsoTime } from '../../../common/club-time.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import type { FleetCalendar } from '../../../common/fleet-operations/fleet-api.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { statusOf } from '../bookings/booking-records.ts'
import { captainAssignments, captains } from '../captains/captain-tables.ts'
import { outingState } from '../../../common/dock/dock-rules.ts'
import { outings } from '../dock/dock-tables.ts'
import { vesselsDueService } from '../dock/vessel-readings.ts'
import { alertOver } from '../../../common/weather/weather-rules.ts'
import { currentAlerts } from '../weather/weather-records.ts'
import { waitlistHolds } from '../waitlist/waitlist-tables.ts'
import { vesselBlocks } from './vessel-blocks-table.ts'

/** The member a waitlist offer holds a slot for, beside the member whose booking holds another. */
const holdMembers = alias(members, 'hold_members')

type Cell = FleetCalendar['vessels'][number]['cells'][number]

/** What the calendar shows of the dock (member-api §9): outings out, back or late, and vessels due service. */
export interface FleetDockSettings {
  overdueGraceMinutes: number
  serviceIntervalHours: number
}

/**
 * The whole fleet over `days` days from `from` (member-api §6): one query for every held slot, with its booking, member,
 * captain, block and outing joined in, however many cells the week has, two for the vessels due service and one for the
 * marine alerts; the free and past cells are worked out from the clock.
 */
export async function fleetCalendar(
  db: Db,
  from: ClubDate,
  days: number,
  now: Date,
  dock: FleetDockSettings,
): Promise<FleetCalendar> {
  const until = addClubDays(from, days - 1)
  const held = await db
    .select({
      vesselKey: slotOccupancy.vesselKey,
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        tourType: bookings.tourType,
        status: bookings.status,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        guests: bookings.guests,
      },
      member: { id: members.id, memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
      captain: { id: captains.id, name: captains.name },
      block: { id: vesselBlocks.id, kind: vesselBlocks.kind, reason: vesselBlocks.reason },
      hold: { expiresAt: waitlistHolds.expiresAt },
      holder: {
        id: holdMembers.id,
        memberId: holdMembers.memberId,
        firstName: holdMembers.firstName,
        lastName: holdMembers.lastName,
      },
      outing: {
        checkedOutAt: outings.checkedOutAt,
        expectedReturnAt: outings.expectedReturnAt,
        checkedInAt: outings.checkedInAt,
      },
    })
    .from(slotOccupancy)
    .leftJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .leftJoin(captainAssignments, eq(captainAssignments.bookingId, bookings.id))
    .leftJoin(captains, eq(captains.id, captainAssignments.captainId))
    .leftJoin(vesselBlocks, eq(vesselBlocks.id, slotOccupancy.blockId))
    .leftJoin(outings, eq(outings.bookingId, bookings.id))
    .leftJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .leftJoin(holdMembers, eq(holdMembers.id, waitlistHolds.memberId))
    .where(and(between(slotOccupancy.slotDate, from, until)))
  const dueService = await vesselsDueService(db, dock.serviceIntervalHours)
  const alerts = await currentAlerts(db, now)
  const notOut = { checkedOutAt: null, expectedReturnAt: null, checkedInAt: null }

  const holders = new Map<string, Omit<Cell, 'date' | 'slot'>>()
  for (const row of held) {
    const key = `${row.vesselKey}|${slotKey(row)}`
    if (row.block) {
      holders.set(key, {
        state: 'blocked',
        booking: null,
        block: { block_id: row.block.id, kind: row.block.kind, reason: row.block.reason },
      })
    } else if (row.hold && row.holder) {
      holders.set(key, {
        state: 'held',
        booking: null,
        block: null,
        hold: {
          member: {
            id: row.holder.id,
            member_id: row.holder.memberId,
            name: `${row.holder.firstName} ${row.holder.lastName}`,
          },
          expires_at: clubIsoTime(row.hold.expiresAt),
        },
      })
    } else if (row.booking && row.member) {
      holders.set(key, {
        state: 'booked',
        block: null,
        booking: {
          booking_id: row.booking.id,
          reference: row.booking.reference,
          member: {
            id: row.member.id,
            member_id: row.member.memberId,
            name: `${row.member.firstName} ${row.member.lastName}`,
          },
          tour_type: row.booking.tourType as TourType,
          status: statusOf(row.booking, now),
          start_at: clubIsoTime(row.booking.startAt),
          end_at: clubIsoTime(row.booking.endAt),
          guests: row.booking.guests,
          captain: row.captain ? { id: row.captain.id, name: row.captain.name } : null,
          state: outingState(row.outing ?? notOut, now, dock.overdueGraceMinutes),
          weather: alertOver(alerts, row.booking, now)?.event ?? null,
        },
      })
    }
  }

  const dates = Array.from({ length: days }, (_, index) => addClubDays(from, index))
  return {
    time_zone: CLUB_TIME_ZONE,
    days: dates.map((date) => ({ date, sunset_at: clubIsoTime(sunsetAt(date)) })),
    vessels: fleet.map((vessel) => ({
      vessel_id: vessel.key,
      name: `${formatLength(vessel.lengthFeet)} ${vessel.name}`,
      guests: vessel.guests,
      service_due: dueService.has(vessel.key),
      cells: dates.flatMap((date) =>
        slotNames.map((slot): Cell => {
          const holder = holders.get(`${vessel.key}|${slotKey({ date, slot })}`)
          if (holder) return { date, slot, ...holder }
          const past = slotTimes({ date, slot }).startAt <= now
          return { date, slot, state: past ? 'past' : 'free', booking: null, block: null }
        }),
      ),
    })),
  }
}
