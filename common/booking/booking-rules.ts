import { type MembershipTier, membershipTiers } from '../membership-tiers.ts'
import { membershipYearOf } from '../membership-year.ts'
import {
  type ClubDate,
  clubClockTime,
  clubDateLabel,
  clubDateOf,
  clubDateTimeLabel,
  clubDaysBetween,
} from '../club-time.ts'
import { REBOOKING_PRIORITY_REACH_DAYS } from '../weather/weather-rules.ts'
import type { SlotRef } from './slots.ts'
import { isWeekendOuting, MULTI_DAY_MIN, planTour, type TourPlan, type TourType, tourTypes, tripKind } from './tours.ts'

const HOUR_MS = 3_600_000

/** Booked less than this before the start: a last-minute outing, which never counts as an open reservation. */
export const LAST_MINUTE_HOURS = 24
/** Cancelled more than this before the start: all points back. */
export const FREE_CANCELLATION_HOURS = 48
export const DEFAULT_BOOKING_CUTOFF_MINUTES = 120

export const bookingRules = [
  'inactive',
  'cutoff',
  'booking_window',
  'points',
  'open_reservations',
  'weekend_outings',
  'trips',
  /** Staff closed the vessel over the slot (member-api §6): answered 409, like a slot another booking holds. */
  'blocked',
  /** A waitlist offer holds the slot for another member until it is booked, declined or expires (member-api §8): 409. */
  'held',
  /** More guests than the vessel carries. */
  'guests',
  /** A peak date not yet drawn: its outings go by ballot (member-api §8). */
  'ballot',
] as const
export type BookingRule = (typeof bookingRules)[number]

/** The rules an admin may set aside when booking for a member; points, timing and membership always hold. */
export const overridableRules: ReadonlySet<BookingRule> = new Set([
  'booking_window',
  'open_reservations',
  'weekend_outings',
  'trips',
])

export interface Refusal {
  rule: BookingRule
  detail: string
}

/** One of the member's bookings that stands (booked, whether or not it has started). */
export interface StandingBooking {
  tourType: TourType
  startAt: Date
  bookedAt: Date
  weekend: boolean
}

export interface BookingContext {
  now: Date
  tier: MembershipTier
  active: boolean
  pointsBalance: number
  /** The first day of the member's first membership year. */
  membershipStartedOn: ClubDate
  cutoffMinutes: number
  /** The member's standing bookings, without the one a rebooking replaces. */
  bookings: readonly StandingBooking[]
  /** Points given back before the new tour is charged: the old booking's cost, when rebooking. */
  pointsCredit?: number
  /** Days past the tier's window an unused rebooking priority reaches (weather, member-api §8). */
  priorityReachDays?: number
  /** Peak dates whose ballot is not yet drawn: no tour touching one is booked outside the ballot. */
  ballotDays?: readonly BallotDay[]
}

export interface BallotDay {
  date: ClubDate
  opensAt: Date
  drawsAt: Date
}

/** Why a tour touching a peak date goes by ballot, and when the member can enter it. */
function ballotRefusal(day: BallotDay, now: Date): string {
  const peak = `${clubDateLabel(day.date)} is one of the club’s busiest days, so its outings go by ballot`
  if (now < day.opensAt) return `${peak}. The ballot opens ${clubDateTimeLabel(day.opensAt)}.`
  if (now < day.drawsAt) return `${peak}: please enter the ballot by ${clubDateTimeLabel(day.drawsAt)}.`
  return `${peak}, which is being drawn now. Please look again in a few minutes.`
}

export function isLastMinute(bookedAt: Date, startAt: Date): boolean {
  return startAt.getTime() - bookedAt.getTime() < LAST_MINUTE_HOURS * HOUR_MS
}

/** Whether cancelling at `now` gives the points back (more than 48 hours before the start). */
export function cancelsFree(startAt: Date, now: Date): boolean {
  return startAt.getTime() - now.getTime() > FREE_CANCELLATION_HOURS * HOUR_MS
}

/**
 * No one books further ahead than this: the longest tier's window and the reach of a rebooking priority (member-api
 * §8); an admin setting the rules aside neither.
 */
export const LONGEST_BOOKING_WINDOW_DAYS =
  Math.max(...membershipTiers.map((tier) => tier.bookingWindowDays)) + REBOOKING_PRIORITY_REACH_DAYS

/**
 * Why no one may book `date` at `now` whatever their tier, or null: a date past every booking window is refused at
 * once (400), before any member is read or locked.
 */
export function beyondEveryBookingWindow(date: ClubDate, now: Date): string | null {
  const daysAhead = clubDaysBetween(clubDateOf(now), date)
  if (daysAhead <= LONGEST_BOOKING_WINDOW_DAYS) return null
  return (
    `Bookings open at most ${LONGEST_BOOKING_WINDOW_DAYS} days ahead; ` +
    `this date is ${daysAhead.toLocaleString('en-US')} days away.`
  )
}

function inYear(year: { from: ClubDate; until: ClubDate }, date: ClubDate): boolean {
  return clubDaysBetween(year.from, date) >= 0 && clubDaysBetween(date, year.until) >= 0
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** What a membership year's standing bookings have used of the tier's allowances. */
interface YearUse {
  year: { from: ClubDate; until: ClubDate }
  weekendOutings: number
  trips: number
}

/** The booking rules for one member at one moment, to weigh many tours: an availability answer weighs a hundred. */
export interface BookingRules {
  /** Every rule of decisions §4 that refuses this tour, in the order the member should hear them. */
  refusals(plan: TourPlan, pointsCost: number): Refusal[]
  /**
   * Why this member cannot book a tour on a day, before they pick it: the first refusal a booking of its shortest form
   * would meet, points aside (the price depends on the vessel; the quote says it).
   */
  tourRefusal(tourType: TourType, date: ClubDate): Refusal | undefined
  /** Why a slot is closed whatever the tour: the refusal of its half-day outing. */
  slotRefusal(slot: SlotRef): Refusal | undefined
}

/**
 * The rules with what they count of the member's bookings (open reservations, each membership year's weekend outings
 * and trips) worked out once, and each tour's first refusal once per day. Nothing here reads a clock or a database:
 * the caller passes the facts, read under the member's lock.
 */
export function bookingRulesFor(context: BookingContext): BookingRules {
  const { now, tier } = context
  const today = clubDateOf(now)
  const openReservations = context.bookings.filter(
    (booking) => booking.startAt > now && !isLastMinute(booking.bookedAt, booking.startAt),
  ).length
  const bookingDays = context.bookings.map((booking) => ({ booking, day: clubDateOf(booking.startAt) }))
  const available = context.pointsBalance + (context.pointsCredit ?? 0)

  const yearUses = new Map<ClubDate, YearUse>()
  const yearUseOf = (date: ClubDate): YearUse => {
    let use = yearUses.get(date)
    if (!use) {
      const year = membershipYearOf(context.membershipStartedOn, date)
      const thisYear = bookingDays.filter(({ day }) => inYear(year, day)).map(({ booking }) => booking)
      use = {
        year,
        weekendOutings: thisYear.filter((booking) => booking.weekend).length,
        trips: thisYear.filter((booking) => {
          const bookingKind = tripKind(booking.tourType)
          return bookingKind !== null && (tier.trips.kind === 'multi-day' || bookingKind === 'overnight')
        }).length,
      }
      yearUses.set(date, use)
    }
    return use
  }

  function refusals(plan: TourPlan, pointsCost: number): Refusal[] {
    const found: Refusal[] = []
    const refuse = (rule: BookingRule, detail: string) => found.push({ rule, detail })

    if (!context.active) refuse('inactive', 'This membership is no longer active. Please contact the club.')

    const minutesToStart = (plan.startAt.getTime() - now.getTime()) / 60_000
    if (minutesToStart < context.cutoffMinutes) {
      refuse(
        'cutoff',
        minutesToStart <= 0
          ? 'This outing has already started.'
          : `Bookings close ${plural(context.cutoffMinutes / 60, 'hour')} before the start; this outing starts at ${clubClockTime(plan.startAt)}.`,
      )
    }

    const daysAhead = clubDaysBetween(today, plan.date)
    if (daysAhead > tier.bookingWindowDays + (context.priorityReachDays ?? 0)) {
      refuse(
        'booking_window',
        `${tier.name} members can book up to ${tier.bookingWindowDays} days ahead; this outing is ${daysAhead} days away.`,
      )
    }

    const peak = context.ballotDays?.find((day) => plan.slots.some((slot) => slot.date === day.date))
    if (peak) refuse('ballot', ballotRefusal(peak, now))

    if (pointsCost > available) {
      refuse('points', `This outing costs ${pointsCost} Mariner Points; you have ${available}.`)
    }

    if (!isLastMinute(now, plan.startAt) && openReservations >= tier.openReservations) {
      refuse(
        'open_reservations',
        `You have ${plural(openReservations, 'open reservation')}, the most a ${tier.name} membership allows. ` +
          `Outings booked less than ${LAST_MINUTE_HOURS} hours ahead do not count.`,
      )
    }

    const weekendLimit = tier.weekendOutingsPerYear
    if (weekendLimit !== null && isWeekendOuting(plan)) {
      const { year, weekendOutings } = yearUseOf(plan.date)
      if (weekendOutings >= weekendLimit) {
        refuse(
          'weekend_outings',
          `${weekendOutings} of ${plural(weekendLimit, 'weekend outing')} used this membership year, which ends ` +
            `${clubDateLabel(year.until)}.`,
        )
      }
    }

    const kind = tripKind(plan.tourType)
    if (kind) {
      const allowance = tier.trips
      const { year, trips } = yearUseOf(plan.date)
      if (kind === 'multi-day' && allowance.kind === 'overnight') {
        refuse('trips', `A ${tier.name} membership includes overnight trips, not multi-day trips.`)
      } else if (trips >= allowance.count) {
        refuse(
          'trips',
          `${trips} of ${plural(allowance.count, `${allowance.kind} trip`)} used this membership year, which ends ` +
            `${clubDateLabel(year.until)}.`,
        )
      }
    }
    return found
  }

  const firstRefusals = new Map<string, Refusal | null>()
  function tourRefusal(tourType: TourType, date: ClubDate): Refusal | undefined {
    const key = `${date}|${tourType}`
    let first = firstRefusals.get(key)
    if (first === undefined) {
      const plan = planTour(tourType, date, tourType === 'Multi-day' ? MULTI_DAY_MIN : 1)
      first = refusals(plan, 0)[0] ?? null
      firstRefusals.set(key, first)
    }
    return first ?? undefined
  }

  return {
    refusals,
    tourRefusal,
    slotRefusal: (slot) => tourRefusal(slot.slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon', slot.date),
  }
}

/** Every rule of decisions §4 that refuses this tour for this member now, in the order the member should hear them. */
export function bookingRefusals(plan: TourPlan, pointsCost: number, context: BookingContext): Refusal[] {
  return bookingRulesFor(context).refusals(plan, pointsCost)
}

/** The tour types a tier may book at all: a tier whose trips are overnight ones is never offered Multi-day. */
export function tierTourTypes(tier: MembershipTier): TourType[] {
  return tourTypes.filter((type) => type !== 'Multi-day' || tier.trips.kind === 'multi-day')
}
