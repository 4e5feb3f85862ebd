import type { Availability } from '../../../common/booking/booking-api.ts'
import { slotState } from '../../../common/booking/slot-state.ts'
import { bookingRulesFor, type Refusal, tierTourTypes } from '../../../common/booking/booking-rules.ts'
import { addClubDays, type ClubDate, CLUB_TIME_ZONE, clubDateOf, clubIsoTime } from '../../../common/club-time.ts'
import { slotKey, slotNames, slotTimes, sunsetAt } from '../../../common/booking/slots.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import { closureReason } from '../../../common/fleet-operations/block-slots.ts'
import type { Db } from '../../db/database.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { readAvailabilityFacts } from './booking-context.ts'
import { bookingContextOf } from './tour-assessment.ts'

const vesselNames = new Map(fleet.map((vessel) => [vessel.key, `${formatLength(vessel.lengthFeet)} ${vessel.name}`]))

export interface AvailabilityRequest {
  from?: ClubDate
  days: number
  vesselKey?: string
  /** Whose view: each closed slot and refused tour says the rule a booking of theirs meets, as a booking weighs it. */
  member: MemberRow
  now: Date
  cutoffMinutes: number
}

/** The holder of a slot another member's booking has: no member's id (they count from 1). */
const SOMEONE_ELSE = 0

/** Each slot of each vessel over the days asked for, as this member sees it (member-api §2), with the reasons. */
export async function availability(db: Db, request: AvailabilityRequest): Promise<Availability> {
  const { member, now } = request
  const today = clubDateOf(now)
  const from = request.from ?? today
  const until = addClubDays(from, request.days - 1)
  const vesselKeys = request.vesselKey ? [request.vesselKey] : fleet.map((vessel) => vessel.key)

  // The member's facts and the slots held over the days, in one statement.
  const { held, ...facts } = await readAvailabilityFacts(db, {
    memberId: member.id,
    now,
    today,
    from,
    until,
    vesselKey: request.vesselKey,
  })
  const context = bookingContextOf(member, facts, { now, cutoffMinutes: request.cutoffMinutes })
  const rules = bookingRulesFor(context)
  const offered = tierTourTypes(context.tier)
  const holder = new Map<string, number>()
  const blocked = new Map<string, Refusal>()
  for (const row of held) {
    const key = `${row.vesselKey}|${slotKey(row)}`
    if (row.booked) holder.set(key, row.mine ? member.id : SOMEONE_ELSE)
    // A waitlist offer's slots are free to the member it is for (to book them) and taken to everyone else, until it ends.
    if (row.hold && row.hold.memberId !== member.id && row.hold.expiresAt > context.now) {
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
      const refusal = rules.slotRefusal({ date, slot })
      return { slot, key: slotKey({ date, slot }), refusal, start_at: clubIsoTime(startAt), end_at: clubIsoTime(endAt) }
    })
    const slots = vesselKeys.flatMap((vesselKey) =>
      times.map(({ slot, key, refusal, start_at, end_at }) => {
        const held = `${vesselKey}|${key}`
        const closedBy = blocked.get(held) ?? refusal
        const state = slotState({ memberId: member.id, holderId: holder.get(held), refusal: closedBy })
        const reason = state === 'closed' && closedBy ? closedBy : null
        return { vessel_id: vesselKey, slot, start_at, end_at, state, reason }
      }),
    )
    const tours = offered.map((tourType) => ({
      tour_type: tourType,
      refusal: rules.tourRefusal(tourType, date) ?? null,
    }))
    return { date, sunset_at: clubIsoTime(sunsetAt(date)), slots, tours }
  })
  return { time_zone: CLUB_TIME_ZONE, days }
}
