import { and, between, eq } from 'drizzle-orm'
import type { Availability, SlotState } from '../../../common/booking/booking-api.ts'
import {
  addClubDays,
  type ClubDate,
  CLUB_TIME_ZONE,
  clubDateOf,
  clubDaysBetween,
  clubIsoTime,
} from '../../../common/booking/club-time.ts'
import { slotKey, slotNames, slotTimes, sunsetAt } from '../../../common/booking/slots.ts'
import { vessels as fleet } from '../../../common/fleet.ts'
import type { MembershipTier } from '../../../common/membership-tiers.ts'
import type { Db } from '../../db/database.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'

export interface AvailabilityRequest {
  from?: ClubDate
  days: number
  vesselKey?: string
  memberId: number
  tier: MembershipTier
  now: Date
  cutoffMinutes: number
}

/** Each slot of each vessel over the days asked for, as this member sees it (member-api §2). */
export async function availability(db: Db, request: AvailabilityRequest): Promise<Availability> {
  const today = clubDateOf(request.now)
  const from = request.from ?? today
  const until = addClubDays(from, request.days - 1)
  const vesselKeys = request.vesselKey ? [request.vesselKey] : fleet.map((vessel) => vessel.key)

  const held = await db
    .select({
      vesselKey: slotOccupancy.vesselKey,
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      memberId: bookings.memberId,
    })
    .from(slotOccupancy)
    .innerJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
    .where(
      and(
        between(slotOccupancy.slotDate, from, until),
        request.vesselKey ? eq(slotOccupancy.vesselKey, request.vesselKey) : undefined,
      ),
    )
  const holder = new Map(held.map((row) => [`${row.vesselKey}|${slotKey(row)}`, row.memberId]))
  const opensUntil = request.now.getTime() + request.cutoffMinutes * 60_000

  const days = Array.from({ length: request.days }, (_, index) => {
    const date = addClubDays(from, index)
    const beyondWindow = clubDaysBetween(today, date) > request.tier.bookingWindowDays
    // Worked out once a day, not once per vessel: the sunset and the times are the same for the whole fleet.
    const times = slotNames.map((slot) => {
      const { startAt, endAt } = slotTimes({ date, slot })
      const closed = beyondWindow || startAt.getTime() < opensUntil
      return { slot, key: slotKey({ date, slot }), closed, start_at: clubIsoTime(startAt), end_at: clubIsoTime(endAt) }
    })
    const slots = vesselKeys.flatMap((vesselKey) =>
      times.map(({ slot, key, closed, start_at, end_at }) => {
        const heldBy = holder.get(`${vesselKey}|${key}`)
        const state: SlotState =
          heldBy === request.memberId ? 'yours' : closed ? 'closed' : heldBy === undefined ? 'free' : 'taken'
        return { vessel_id: vesselKey, slot, start_at, end_at, state }
      }),
    )
    return { date, sunset_at: clubIsoTime(sunsetAt(date)), slots }
  })
  return { time_zone: CLUB_TIME_ZONE, days }
}
