import { and, between, eq } from 'drizzle-orm'
import type { Availability } from '../../../common/booking/booking-api.ts'
import { slotState } from '../../../common/booking/slot-state.ts'
import {
  type BookingContext,
  type Refusal,
  slotRefusal,
  tierTourTypes,
  tourRefusal,
} from '../../../common/booking/booking-rules.ts'
import { addClubDays, type ClubDate, CLUB_TIME_ZONE, clubDateOf, clubIsoTime } from '../../../common/club-time.ts'
import { slotKey, slotNames, slotTimes, sunsetAt } from '../../../common/booking/slots.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import { closureReason } from '../../../common/fleet-operations/block-slots.ts'
import type { Db } from '../../db/database.ts'
import { vesselBlocks } from '../fleet/vessel-blocks-table.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'
import { waitlistHolds } from '../waitlist/waitlist-tables.ts'

const vesselNames = new Map(fleet.map((vessel) => [vessel.key, `${formatLength(vessel.lengthFeet)} ${vessel.name}`]))

export interface AvailabilityRequest {
  from?: ClubDate
  days: number
  vesselKey?: string
  memberId: number
  /** The member's facts as a booking weighs them: each closed slot and refused tour says the rule a booking meets. */
  context: BookingContext
}

/** Each slot of each vessel over the days asked for, as this member sees it (member-api §2), with the reasons. */
export async function availability(db: Db, request: AvailabilityRequest): Promise<Availability> {
  const { context } = request
  const today = clubDateOf(context.now)
  const from = request.from ?? today
  const until = addClubDays(from, request.days - 1)
  const vesselKeys = request.vesselKey ? [request.vesselKey] : fleet.map((vessel) => vessel.key)
  const offered = tierTourTypes(context.tier)

  const held = await db
    .select({
      vesselKey: slotOccupancy.vesselKey,
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      memberId: bookings.memberId,
      block: { kind: vesselBlocks.kind, reason: vesselBlocks.reason },
      hold: { memberId: waitlistHolds.memberId, expiresAt: waitlistHolds.expiresAt },
    })
    .from(slotOccupancy)
    .leftJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
    .leftJoin(vesselBlocks, eq(vesselBlocks.id, slotOccupancy.blockId))
    .leftJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .where(
      and(
        between(slotOccupancy.slotDate, from, until),
        request.vesselKey ? eq(slotOccupancy.vesselKey, request.vesselKey) : undefined,
      ),
    )
  const holder = new Map<string, number>()
  const blocked = new Map<string, Refusal>()
  for (const row of held) {
    const key = `${row.vesselKey}|${slotKey(row)}`
    if (row.memberId !== null) holder.set(key, row.memberId)
    // A waitlist offer's slots are free to the member it is for (to book them) and taken to everyone else, until it ends.
    if (row.hold && row.hold.memberId !== request.memberId && row.hold.expiresAt > context.now) {
      holder.set(key, row.hold.memberId)
    }
    if (row.block) {
      const name = vesselNames.get(row.vesselKey) ?? 'The vessel'
      blocked.set(key, { rule: 'blocked', detail: `${closureReason(name, row.block.kind, row.block.reason)}.` })
    }
  }

  const days = Array.from({ length: request.days }, (_, index) => {
    const date = addClubDays(from, index)
    // Worked out once a day, not once per vessel: the times and the member's rules are the same for the whole fleet.
    const times = slotNames.map((slot) => {
      const { startAt, endAt } = slotTimes({ date, slot })
      const refusal = slotRefusal({ date, slot }, context)
      return { slot, key: slotKey({ date, slot }), refusal, start_at: clubIsoTime(startAt), end_at: clubIsoTime(endAt) }
    })
    const slots = vesselKeys.flatMap((vesselKey) =>
      times.map(({ slot, key, refusal, start_at, end_at }) => {
        const held = `${vesselKey}|${key}`
        const closedBy = blocked.get(held) ?? refusal
        const state = slotState({ memberId: request.memberId, holderId: holder.get(held), refusal: closedBy })
        const reason = state === 'closed' && closedBy ? closedBy : null
        return { vessel_id: vesselKey, slot, start_at, end_at, state, reason }
      }),
    )
    const tours = offered.map((tourType) => ({
      tour_type: tourType,
      refusal: tourRefusal(tourType, date, context) ?? null,
    }))
    return { date, sunset_at: clubIsoTime(sunsetAt(date)), slots, tours }
  })
  return { time_zone: CLUB_TIME_ZONE, days }
}
