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

/**
 * Every rule of decisions §4 that refuses this tour for this member now, in the order the member should hear them.
 * Nothing here reads a clock or a database: the caller passes the facts, read under the member's lock.
 */
export function bookingRefusals(plan: TourPlan, pointsCost: number, context: BookingContext): Refusal[] {
  const { now, tier } = context
  const refusals: Refusal[] = []
  const refuse = (rule: BookingRule, detail: string) => refusals.push({ rule, detail })

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

  const daysAhead = clubDaysBetween(clubDateOf(now), plan.date)
  if (daysAhead > tier.bookingWindowDays + (context.priorityReachDays ?? 0)) {
    refuse(
      'booking_window',
      `${tier.name} members can book up to ${tier.bookingWindowDays} days ahead; this outing is ${daysAhead} days away.`,
    )
  }

  const peak = context.ballotDays?.find((day) => plan.slots.some((slot) => slot.date === day.date))
  if (peak) refuse('ballot', ballotRefusal(peak, now))

  const available = context.pointsBalance + (context.pointsCredit ?? 0)
  if (pointsCost > available) {
    refuse('points', `This outing costs ${pointsCost} Mariner Points; you have ${available}.`)
  }

  const lastMinute = isLastMinute(now, plan.startAt)
  const open = context.bookings.filter(
    (booking) => booking.startAt > now && !isLastMinute(booking.bookedAt, booking.startAt),
  ).length
  if (!lastMinute && open >= tier.openReservations) {
    refuse(
      'open_reservations',
      `You have ${plural(open, 'open reservation')}, the most a ${tier.name} membership allows. ` +
        `Outings booked less than ${LAST_MINUTE_HOURS} hours ahead do not count.`,
    )
  }

  const year = membershipYearOf(context.membershipStartedOn, plan.date)
  const thisYear = context.bookings.filter((booking) => inYear(year, clubDateOf(booking.startAt)))
  const weekendLimit = tier.weekendOutingsPerYear
  if (weekendLimit !== null && isWeekendOuting(plan)) {
    const used = thisYear.filter((booking) => booking.weekend).length
    if (used >= weekendLimit) {
      refuse(
        'weekend_outings',
        `${used} of ${plural(weekendLimit, 'weekend outing')} used this membership year, which ends ` +
          `${clubDateLabel(year.until)}.`,
      )
    }
  }

  const kind = tripKind(plan.tourType)
  if (kind) {
    const allowance = tier.trips
    const counted = thisYear.filter((booking) => {
      const bookingKind = tripKind(booking.tourType)
      return bookingKind !== null && (allowance.kind === 'multi-day' || bookingKind === 'overnight')
    }).length
    if (kind === 'multi-day' && allowance.kind === 'overnight') {
      refuse('trips', `A ${tier.name} membership includes overnight trips, not multi-day trips.`)
    } else if (counted >= allowance.count) {
      refuse(
        'trips',
        `${counted} of ${plural(allowance.count, `${allowance.kind} trip`)} used this membership year, which ends ` +
          `${clubDateLabel(year.until)}.`,
      )
    }
  }
  return refusals
}

/** The tour types a tier may book at all: a tier whose trips are overnight ones is never offered Multi-day. */
export function tierTourTypes(tier: MembershipTier): TourType[] {
  return tourTypes.filter((type) => type !== 'Multi-day' || tier.trips.kind === 'multi-day')
}

/**
 * Why this member cannot book a tour on a day, before they pick it: the first refusal a booking of its shortest form
 * would meet, points aside (the price depends on the vessel; the quote says it). The same rules as a booking's.
 */
export function tourRefusal(tourType: TourType, date: ClubDate, context: BookingContext): Refusal | undefined {
  const plan = planTour(tourType, date, tourType === 'Multi-day' ? MULTI_DAY_MIN : 1)
  return bookingRefusals(plan, 0, context)[0]
}

/** Why a slot is closed whatever the tour: the refusal of its half-day outing. */
export function slotRefusal(slot: SlotRef, context: BookingContext): Refusal | undefined {
  return tourRefusal(slot.slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon', slot.date, context)
}
