import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beyondEveryBookingWindow } from '../../../common/booking/booking-rules.ts'
import { addClubDays, clubInstant } from '../../../common/club-time.ts'
import { planTour, tourTypes } from '../../../common/booking/tours.ts'
import { tierNames } from '../../../common/membership-tiers.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

interface Slot {
  vessel_id: string
  slot: string
  state: string
  reason: { rule: string; detail: string } | null
}
interface Day {
  date: string
  slots: Slot[]
  tours: Array<{ tour_type: string; refusal: { rule: string; detail: string } | null }>
}

// Monday 2 February 2026, 9 am at the club.
const monday = '2026-02-02'
const clock = testClock(clubInstant(monday, 9))

async function daysOf(app: App, who: SignedIn, from: string, days: number, vessel = 'peace'): Promise<Day[]> {
  const response = await call(
    app,
    who,
    'GET',
    `/api/booking/availability?vessel_id=${vessel}&from=${from}&days=${days}`,
  )
  expect(response.statusCode).toBe(200)
  return response.json().days
}

describe('why a day or a tour cannot be booked', () => {
  let app: App
  let gold: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    gold = await signedIn(app, { tier: 'Gold', points: 1_000_000, startedOn: '2026-01-15' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('says the booking window in the words a booking is refused with, and leaves out tours the tier cannot book', async () => {
    const far = addClubDays(monday, 49)
    const [day] = await daysOf(app, gold, far, 1)
    const detail = 'Gold members can book up to 45 days ahead; this outing is 49 days away.'
    expect(day?.slots.map((slot) => [slot.state, slot.reason])).toEqual([
      ['closed', { rule: 'booking_window', detail }],
      ['closed', { rule: 'booking_window', detail }],
    ])
    expect(day?.tours.map((tour) => tour.tour_type)).toEqual(tourTypes.filter((type) => type !== 'Multi-day'))
    expect(day?.tours.every((tour) => tour.refusal?.detail === detail)).toBe(true)
    const refused = await book(app, gold, { vessel_id: 'peace', tour_type: 'Sunset', date: far })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ rule: 'booking_window', detail })

    const [open] = await daysOf(app, gold, addClubDays(monday, 3), 1)
    expect(open?.slots.map((slot) => [slot.state, slot.reason])).toEqual([
      ['free', null],
      ['free', null],
    ])
    const platinum = await signedIn(app, { tier: 'Platinum' })
    const [platinumDay] = await daysOf(app, platinum, addClubDays(monday, 3), 1)
    expect(platinumDay?.tours.map((tour) => tour.tour_type)).toEqual([...tourTypes])
  })

  it('says when the weekend outings of the membership year are used up', async () => {
    const silver = await signedIn(app, { tier: 'Silver', points: 100_000, startedOn: '2026-01-15' })
    try {
      for (let week = 0; week < 12; week++) {
        const weekStart = addClubDays(monday, week * 7)
        clock.set(clubInstant(weekStart, 9))
        const saturday = addClubDays(weekStart, 5)
        const booked = await book(app, silver, { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: saturday })
        expect(booked.statusCode, saturday).toBe(201)
      }
      const nextWeek = addClubDays(monday, 12 * 7)
      clock.set(clubInstant(nextWeek, 9))
      const detail = '12 of 12 weekend outings used this membership year, which ends January 14, 2027.'
      const [thursday, friday, saturday] = await daysOf(app, silver, addClubDays(nextWeek, 3), 3, 'kaifin')
      expect(thursday?.slots.map((slot) => slot.state)).toEqual(['free', 'free'])
      expect(friday?.slots.map((slot) => [slot.state, slot.reason?.detail ?? null])).toEqual([
        ['free', null],
        ['closed', detail],
      ])
      expect(saturday?.slots.map((slot) => slot.reason?.detail)).toEqual([detail, detail])
      const refused = await book(app, silver, {
        vessel_id: 'kaifin',
        tour_type: 'Sunset',
        date: addClubDays(nextWeek, 4),
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toEqual({ rule: 'weekend_outings', detail })
    } finally {
      clock.set(clubInstant(monday, 9))
    }
  })

  it('agrees with the booking for any tier, day, hour and tour: the reason given is the refusal met', async () => {
    const vessel = 'peace'
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...tierNames),
          fc.integer({ min: -1, max: 95 }),
          fc.integer({ min: 6, max: 21 }),
          fc.constantFrom(...tourTypes),
          fc.integer({ min: 2, max: 7 }),
          async (tier, offset, hour, tourType, days) => {
            clock.set(clubInstant(monday, hour))
            await app.db.update(members).set({ tier }).where(eq(members.id, gold.id))
            const date = addClubDays(monday, offset)
            const plan = planTour(tourType, date, days)
            const shown = await daysOf(app, gold, date, plan.days)
            const offered = shown[0]?.tours.find((tour) => tour.tour_type === tourType)
            const free = plan.slots.every(
              (slot) =>
                shown.find((day) => day.date === slot.date)?.slots.find((each) => each.slot === slot.slot)?.state ===
                'free',
            )
            const attempt = await book(app, gold, {
              vessel_id: vessel,
              tour_type: tourType,
              date,
              ...(tourType === 'Multi-day' ? { days } : {}),
            })
            if (attempt.statusCode === 201) {
              const cancelled = await call(
                app,
                gold,
                'POST',
                `/api/booking/bookings/${attempt.json().booking_id}/cancel`,
                {},
              )
              expect(cancelled.statusCode).toBe(200)
            }
            const tooFar = beyondEveryBookingWindow(date, clubInstant(monday, hour))
            if (tooFar) {
              // Past every tier's window the request itself is refused, before any rule of the member's is met; the
              // calendar has already closed the day for the member's own window.
              expect(attempt.statusCode).toBe(400)
              expect(attempt.json()).toEqual({ detail: tooFar })
              expect(shown[0]?.slots.every((slot) => slot.state === 'closed' && slot.reason !== null)).toBe(true)
            } else if (!offered) {
              // A tour type the tier never books: refused, and always for its trips whatever else refuses it.
              expect(attempt.statusCode).toBe(422)
              const quote = await call(app, gold, 'POST', '/api/booking/quote', {
                vessel_id: vessel,
                tour_type: tourType,
                date,
                days,
              })
              expect(quote.json().refusals.map((refusal: { rule: string }) => refusal.rule)).toContain('trips')
            } else if (offered.refusal && (tourType !== 'Multi-day' || days === 2)) {
              expect(attempt.statusCode).toBe(422)
              expect(attempt.json()).toEqual(offered.refusal)
            } else if (offered.refusal) {
              // A longer trip than the one the day was judged by can only meet more rules, never fewer.
              expect(attempt.statusCode).toBe(422)
            } else if (free) {
              expect(attempt.statusCode).toBe(201)
            } else {
              expect([201, 409]).toContain(attempt.statusCode)
            }
            // A closed slot always says why, and the half-day outing of that slot meets the same rule.
            const [first] = shown
            for (const slot of first?.slots ?? []) {
              expect(slot.state === 'closed').toBe(slot.reason !== null)
              const halfDay = slot.slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon'
              const judged = first?.tours.find((tour) => tour.tour_type === halfDay)?.refusal
              if (slot.reason) expect(judged).toEqual(slot.reason)
            }
          },
        ),
        { numRuns: 60 },
      )
    } finally {
      clock.set(clubInstant(monday, 9))
      await app.db.update(members).set({ tier: 'Gold' }).where(eq(members.id, gold.id))
    }
  })
})
