import type { BookingRequest, TourRequest } from '../../../common/booking/booking-api.ts'
import {
  type BookingContext,
  bookingRefusals,
  isLastMinute,
  overridableRules,
  type Refusal,
} from '../../../common/booking/booking-rules.ts'
import { type ClubDate, clubDateOf, clubIsoTime } from '../../../common/club-time.ts'
import {
  isWeekendOuting,
  planTour,
  type TourPlan,
  tourFees,
  tourPrice,
  tourUnitPrice,
} from '../../../common/booking/tours.ts'
import { membershipTiers } from '../../../common/membership-tiers.ts'
import type { Db } from '../../db/database.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { REBOOKING_PRIORITY_REACH_DAYS } from '../../../common/weather/weather-rules.ts'
import { slotKey } from '../../../common/booking/slots.ts'
import { closureReason } from '../../../common/fleet-operations/block-slots.ts'
import { heldRefusal } from '../waitlist/waitlist-holds.ts'
import { type MemberFacts, readMemberFacts, readTourFacts, type TourFacts } from './booking-context.ts'
import { itemName, type PricedVessel } from './vessel-catalogue.ts'

export interface Assessment {
  vessel: PricedVessel
  plan: TourPlan
  pointsCost: number
  bookingFeeCents: number
  laborSurchargeCents: number
  lastMinute: boolean
  weekend: boolean
  refusals: Refusal[]
}

export interface AssessmentOptions {
  now: Date
  cutoffMinutes: number
  /** A booking being replaced: left out of the counts, and its points given back first. */
  replacing?: { id: string; pointsCost: number }
  overrideRules?: boolean
  /** The peak date a ballot request is entered for: its ballot does not refuse the request. */
  ballotDate?: ClubDate
}

/** The facts the booking rules weigh for this member now, as a booking reads them. */
export async function memberBookingContext(
  db: Db,
  member: MemberRow,
  options: Pick<AssessmentOptions, 'now' | 'cutoffMinutes' | 'replacing' | 'ballotDate'>,
): Promise<BookingContext> {
  const facts = await readMemberFacts(db, member.id, options.now, clubDateOf(options.now))
  return bookingContextOf(member, facts, options)
}

/** The booking rules' facts from the member's row and what `readMemberFacts` (or `readTourFacts`) read. */
export function bookingContextOf(
  member: MemberRow,
  facts: MemberFacts,
  options: Pick<AssessmentOptions, 'now' | 'cutoffMinutes' | 'replacing' | 'ballotDate'>,
): BookingContext {
  const tier = membershipTiers.find((candidate) => candidate.name === member.tier)
  if (!tier) throw new Error(`Unknown tier ${member.tier}`)
  return {
    now: options.now,
    tier,
    active: member.isActive,
    pointsBalance: member.pointsBalance,
    membershipStartedOn: member.membershipStartedOn,
    cutoffMinutes: options.cutoffMinutes,
    bookings: facts.standing
      .filter((booking) => booking.id !== options.replacing?.id)
      .map(({ tourType, startAt, bookedAt, weekend }) => ({ tourType, startAt, bookedAt, weekend })),
    pointsCredit: options.replacing?.pointsCost,
    priorityReachDays: facts.hasPriority ? REBOOKING_PRIORITY_REACH_DAYS : 0,
    ballotDays: facts.ballotDays.filter((day) => day.date !== options.ballotDate),
  }
}

/**
 * Prices a tour for a member and lists every rule that refuses it. Called for quotes as it is, and for bookings under
 * the member's row lock, so that what it reads cannot change before the booking is written.
 */
export async function assessTour(
  db: Db,
  member: MemberRow,
  tour: TourRequest & Partial<Pick<BookingRequest, 'guests'>>,
  options: AssessmentOptions,
): Promise<Assessment> {
  return assessTourWith(await readTourFactsFor(db, member, tour, options.now), member, tour, options)
}

/** What `assessTour` reads, in one statement: the vessel and its prices, its held slots, the member's facts. */
export function readTourFactsFor(db: Db, member: MemberRow, tour: TourRequest, now: Date): Promise<TourFacts> {
  const plan = planTour(tour.tour_type, tour.date, tour.days)
  return readTourFacts(db, {
    memberId: member.id,
    now,
    today: clubDateOf(now),
    vesselKey: tour.vessel_id,
    slots: plan.slots,
  })
}

/** `assessTour` on facts already read (in the same transaction, under the member's lock, for a booking). */
export function assessTourWith(
  facts: TourFacts,
  member: MemberRow,
  tour: TourRequest & Partial<Pick<BookingRequest, 'guests'>>,
  options: AssessmentOptions,
): Assessment {
  const { vessel } = facts
  if (!vessel) throw new Error(`Vessel ${tour.vessel_id} is not in the catalogue`)
  const plan = planTour(tour.tour_type, tour.date, tour.days)
  const pointsCost = tourPrice(plan, tourUnitPrice(plan.tourType, vessel.basePoints, vessel.overrides[plan.tourType]))
  const name = itemName(vessel)
  const wanted = new Set(plan.slots.map(slotKey))
  const mine = facts.held.filter((row) => wanted.has(slotKey(row)))
  // As a staff block over a slot refuses it (rule `blocked`), and another member's open waitlist offer (rule `held`).
  const blocked = mine.flatMap((row): Refusal[] =>
    row.block ? [{ rule: 'blocked', detail: `${closureReason(name, row.block.kind, row.block.reason)}.` }] : [],
  )
  const held = mine.flatMap((row): Refusal[] =>
    row.hold && row.hold.memberId !== member.id && row.hold.expiresAt > options.now
      ? [heldRefusal(name, row.hold.expiresAt)]
      : [],
  )
  const rules = bookingRefusals(plan, pointsCost, bookingContextOf(member, facts, options)).filter(
    (refusal) => !(options.overrideRules && overridableRules.has(refusal.rule)),
  )
  const aboard = tour.guests ?? 1
  const overCapacity: Refusal[] =
    aboard > vessel.guests
      ? [
          {
            rule: 'guests',
            detail: `${itemName(vessel)} carries up to ${vessel.guests} guests; this booking has ${aboard}.`,
          },
        ]
      : []
  // A blocked or held slot comes first: no rule set aside can open it, and it answers 409 as a slot taken does.
  const refusals = [...blocked, ...held].slice(0, 1).concat(overCapacity, rules)
  return {
    vessel,
    plan,
    pointsCost,
    ...tourFees(plan),
    lastMinute: isLastMinute(options.now, plan.startAt),
    weekend: isWeekendOuting(plan),
    refusals,
  }
}

export function quoteAnswer(tour: TourRequest, assessment: Assessment) {
  return {
    vessel_id: tour.vessel_id,
    tour_type: tour.tour_type,
    start_at: clubIsoTime(assessment.plan.startAt),
    end_at: clubIsoTime(assessment.plan.endAt),
    points_cost: assessment.pointsCost,
    booking_fee_cents: assessment.bookingFeeCents,
    labor_surcharge_cents: assessment.laborSurchargeCents,
    last_minute: assessment.lastMinute,
    weekend: assessment.weekend,
    allowed: assessment.refusals.length === 0,
    refusals: assessment.refusals,
  }
}
