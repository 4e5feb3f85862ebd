import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MembershipTier, membershipTiers, type TierName } from '../membership-tiers.ts'
import {
  type BookingContext,
  bookingRefusals,
  bookingRulesFor,
  cancelsFree,
  isLastMinute,
  type StandingBooking,
} from './booking-rules.ts'
import { addClubDays, type ClubDate, clubDateOf, clubInstant } from '../club-time.ts'
import { isWeekendOuting, MULTI_DAY_MAX, MULTI_DAY_MIN, planTour, type TourType, tourTypes } from './tours.ts'

const HOUR_MS = 3_600_000
const tier = (name: TierName) => membershipTiers.find((candidate) => candidate.name === name) as MembershipTier

function standing(tourType: TourType, date: ClubDate, bookedAt: Date, days?: number): StandingBooking {
  const plan = planTour(tourType, date, days)
  return { tourType, startAt: plan.startAt, bookedAt, weekend: isWeekendOuting(plan) }
}

const monday = '2026-11-23'
const now = clubInstant(monday, 9, 0)
const context = (overrides: Partial<BookingContext> = {}): BookingContext => ({
  now,
  tier: tier('Gold'),
  active: true,
  pointsBalance: 10_000,
  membershipStartedOn: '2026-01-15',
  cutoffMinutes: 120,
  bookings: [],
  ...overrides,
})
const rules = (
  tourType: TourType,
  date: ClubDate,
  overrides: Partial<BookingContext> = {},
  cost = 200,
  days?: number,
) => bookingRefusals(planTour(tourType, date, days), cost, context(overrides)).map((refusal) => refusal.rule)

describe('timing rules', () => {
  it('close bookings two hours before the start, and for anything already started', () => {
    expect(rules('Half Day Afternoon', monday, { now: clubInstant(monday, 12, 29) })).toEqual([])
    expect(rules('Half Day Afternoon', monday, { now: clubInstant(monday, 12, 31) })).toEqual(['cutoff'])
    const started = bookingRefusals(planTour('Half Day Morning', monday), 200, context())
    expect(started).toEqual([{ rule: 'cutoff', detail: 'This outing has already started.' }])
  })

  it('let each tier book only as far ahead as its window', () => {
    for (const { name, bookingWindowDays } of membershipTiers) {
      const edge = addClubDays(monday, bookingWindowDays)
      expect(rules('Half Day Morning', edge, { tier: tier(name) })).toEqual([])
      expect(rules('Half Day Morning', addClubDays(edge, 1), { tier: tier(name) })).toEqual(['booking_window'])
    }
  })

  it('treat an outing booked less than 24 hours before it starts as last-minute', () => {
    const start = clubInstant('2026-11-24', 8, 30)
    expect(isLastMinute(new Date(start.getTime() - 24 * HOUR_MS + 1), start)).toBe(true)
    expect(isLastMinute(new Date(start.getTime() - 24 * HOUR_MS), start)).toBe(false)
  })

  it('give the points back for a cancellation more than 48 hours before the start', () => {
    const start = clubInstant('2026-11-30', 8, 30)
    expect(cancelsFree(start, new Date(start.getTime() - 48 * HOUR_MS - 1))).toBe(true)
    expect(cancelsFree(start, new Date(start.getTime() - 48 * HOUR_MS))).toBe(false)
  })
})

describe('points', () => {
  it('refuse a tour that would take the balance below zero; a rebooking counts the points it gives back', () => {
    expect(rules('Full Day', '2026-11-30', { pointsBalance: 400 }, 400)).toEqual([])
    expect(rules('Full Day', '2026-11-30', { pointsBalance: 399 }, 400)).toEqual(['points'])
    expect(rules('Full Day', '2026-11-30', { pointsBalance: 150, pointsCredit: 250 }, 400)).toEqual([])
  })
})

describe('open reservations', () => {
  const upcoming = (count: number, bookedAt = new Date(now.getTime() - 10 * 24 * HOUR_MS)) =>
    Array.from({ length: count }, (_, index) => standing('Half Day Morning', addClubDays(monday, 2 + index), bookedAt))

  it('stop at each tier’s limit', () => {
    for (const { name, openReservations } of membershipTiers) {
      expect(
        rules('Half Day Morning', '2026-12-10', { tier: tier(name), bookings: upcoming(openReservations - 1) }),
      ).toEqual([])
      expect(
        rules('Half Day Morning', '2026-12-10', { tier: tier(name), bookings: upcoming(openReservations) }),
      ).toEqual(['open_reservations'])
    }
  })

  it('do not count outings already started or booked at the last minute, and never stop a last-minute booking', () => {
    const past = standing('Half Day Afternoon', addClubDays(monday, -3), new Date(now.getTime() - 30 * 24 * HOUR_MS))
    const lastMinute = standing('Half Day Morning', addClubDays(monday, 1), now)
    expect(rules('Half Day Morning', '2026-12-10', { bookings: [...upcoming(3), past, lastMinute] })).toEqual([])
    expect(rules('Half Day Morning', '2026-11-24', { bookings: upcoming(4) })).toEqual([])
  })
})

describe('weekend outings and trips', () => {
  const longAgo = new Date('2026-02-01T12:00:00Z')
  const saturdays = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      standing('Half Day Morning', addClubDays('2026-02-07', 7 * index), longAgo),
    )

  it('count weekend outings per membership year, up to each tier’s allowance', () => {
    expect(rules('Half Day Morning', '2026-11-28', { tier: tier('Silver'), bookings: saturdays(11) })).toEqual([])
    expect(rules('Half Day Morning', '2026-11-28', { tier: tier('Silver'), bookings: saturdays(12) })).toEqual([
      'weekend_outings',
    ])
    expect(rules('Half Day Morning', '2026-11-26', { tier: tier('Silver'), bookings: saturdays(12) })).toEqual([])
    expect(rules('Half Day Morning', '2026-11-28', { tier: tier('Platinum'), bookings: saturdays(40) })).toEqual([])
    // The booking falls in the next membership year, which starts afresh.
    const nextYear = { now: clubInstant('2027-01-05', 9), tier: tier('Silver'), bookings: saturdays(12) }
    expect(rules('Half Day Morning', '2027-01-16', nextYear)).toEqual([])
  })

  it('allow Silver one overnight and no multi-day trip, Gold two overnights', () => {
    const overnight = standing('Overnight', '2026-03-10', longAgo)
    expect(rules('Overnight', '2026-12-01', { tier: tier('Silver') })).toEqual([])
    expect(rules('Overnight', '2026-12-01', { tier: tier('Silver'), bookings: [overnight] })).toEqual(['trips'])
    expect(rules('Multi-day', '2026-12-01', { tier: tier('Silver') }, 800, 2)).toEqual(['trips'])
    expect(rules('Overnight', '2026-12-01', { tier: tier('Gold'), bookings: [overnight] })).toEqual([])
    expect(rules('Overnight', '2026-12-01', { tier: tier('Gold'), bookings: [overnight, overnight] })).toEqual([
      'trips',
    ])
  })

  it('start the trip allowance afresh at the anniversary of the start date', () => {
    const overnight = standing('Overnight', '2026-03-10', longAgo)
    const silver = { tier: tier('Silver'), bookings: [overnight] }
    expect(rules('Overnight', '2027-01-13', { ...silver, now: clubInstant('2027-01-05', 9) })).toEqual(['trips'])
    expect(rules('Overnight', '2027-01-15', { ...silver, now: clubInstant('2027-01-05', 9) })).toEqual([])
  })

  it('let a multi-day allowance cover overnights too: Platinum two trips of either kind, Diamond three', () => {
    const trip = standing('Multi-day', '2026-03-10', longAgo, 3)
    const overnight = standing('Overnight', '2026-04-10', longAgo)
    const platinum = { tier: tier('Platinum'), bookings: [trip] }
    expect(rules('Overnight', '2026-12-01', platinum)).toEqual([])
    expect(rules('Multi-day', '2026-12-01', { ...platinum, bookings: [trip, overnight] }, 800, 2)).toEqual(['trips'])
    expect(rules('Multi-day', '2026-12-01', { tier: tier('Diamond'), bookings: [trip, overnight] }, 800, 2)).toEqual([])
  })
})

describe('every refusal', () => {
  const arbitraryContext = fc.record({
    tierName: fc.constantFrom(...membershipTiers.map((candidate) => candidate.name)),
    active: fc.boolean(),
    pointsBalance: fc.integer({ min: 0, max: 3000 }),
    cost: fc.integer({ min: 0, max: 3000 }),
    tourType: fc.constantFrom(...tourTypes),
    days: fc.integer({ min: MULTI_DAY_MIN, max: MULTI_DAY_MAX }),
    startOffsetDays: fc.integer({ min: -2, max: 100 }),
    nowMinutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    existing: fc.array(
      fc.record({
        tourType: fc.constantFrom(...tourTypes),
        offsetDays: fc.integer({ min: -200, max: 100 }),
        bookedDaysBefore: fc.integer({ min: 0, max: 60 }),
      }),
      { maxLength: 12 },
    ),
  })

  it('keeps to its rule, and a further standing booking never lifts one', () => {
    fc.assert(
      fc.property(arbitraryContext, (input) => {
        const at = new Date(clubInstant(monday, 0).getTime() + input.nowMinutes * 60_000)
        const today = clubDateOf(at)
        const plan = planTour(input.tourType, addClubDays(today, input.startOffsetDays), input.days)
        const bookings = input.existing.map(({ tourType, offsetDays, bookedDaysBefore }) => {
          const start = planTour(tourType, addClubDays(today, offsetDays), 2).startAt
          return standing(
            tourType,
            addClubDays(today, offsetDays),
            new Date(start.getTime() - bookedDaysBefore * 24 * HOUR_MS),
            2,
          )
        })
        const base = context({
          now: at,
          tier: tier(input.tierName),
          active: input.active,
          pointsBalance: input.pointsBalance,
        })
        const found = bookingRefusals(plan, input.cost, { ...base, bookings }).map((refusal) => refusal.rule)

        expect(found.includes('inactive')).toBe(!input.active)
        expect(found.includes('points')).toBe(input.cost > input.pointsBalance)
        expect(found.includes('cutoff')).toBe(plan.startAt.getTime() - at.getTime() < 120 * 60_000)
        expect(found.includes('booking_window')).toBe(input.startOffsetDays > tier(input.tierName).bookingWindowDays)
        if (isLastMinute(at, plan.startAt)) expect(found).not.toContain('open_reservations')
        if (!isWeekendOuting(plan)) expect(found).not.toContain('weekend_outings')
        if (!['Overnight', 'Multi-day'].includes(input.tourType)) expect(found).not.toContain('trips')

        const extra = standing('Overnight', addClubDays(today, 5), new Date(at.getTime() - 30 * 24 * HOUR_MS))
        const more = bookingRefusals(plan, input.cost, { ...base, bookings: [...bookings, extra] }).map((r) => r.rule)
        for (const rule of found) expect(more).toContain(rule)
      }),
    )
  })

  it('are the same from one rule set asked for many tours, in any order and again, as from a fresh one each time', () => {
    const asked = fc.record({
      tourType: fc.constantFrom(...tourTypes),
      offsetDays: fc.integer({ min: -2, max: 400 }),
      days: fc.integer({ min: MULTI_DAY_MIN, max: MULTI_DAY_MAX }),
    })
    fc.assert(
      fc.property(arbitraryContext, fc.array(asked, { minLength: 1, maxLength: 30 }), (input, tours) => {
        const at = new Date(clubInstant(monday, 0).getTime() + input.nowMinutes * 60_000)
        const today = clubDateOf(at)
        const bookings = input.existing.map(({ tourType, offsetDays, bookedDaysBefore }) => {
          const start = planTour(tourType, addClubDays(today, offsetDays), 2).startAt
          return standing(
            tourType,
            addClubDays(today, offsetDays),
            new Date(start.getTime() - bookedDaysBefore * 86_400_000),
            2,
          )
        })
        const facts = context({
          now: at,
          tier: tier(input.tierName),
          active: input.active,
          pointsBalance: input.pointsBalance,
          // A start date a few years back puts the tours and bookings in several membership years.
          membershipStartedOn: addClubDays(today, -500),
          bookings,
        })
        const shared = bookingRulesFor(facts)
        for (const { tourType, offsetDays, days } of [...tours, ...tours.toReversed()]) {
          const date = addClubDays(today, offsetDays)
          const plan = planTour(tourType, date, days)
          expect(shared.refusals(plan, input.cost)).toEqual(bookingRulesFor(facts).refusals(plan, input.cost))
          expect(shared.tourRefusal(tourType, date)).toEqual(bookingRulesFor(facts).tourRefusal(tourType, date))
          const shortest = planTour(tourType, date, MULTI_DAY_MIN)
          expect(shared.tourRefusal(tourType, date)).toEqual(bookingRefusals(shortest, 0, facts)[0])
        }
      }),
    )
  })
})
