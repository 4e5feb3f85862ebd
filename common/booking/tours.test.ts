import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays, clubDateOf, clubInstant, clubIsoTime } from '../club-time.ts'
import { clubDates } from './test-dates.ts'
import { isInSeason, isWeekendSlot, slotTimes, sunsetAt } from './slots.ts'
import {
  isWeekendOuting,
  MULTI_DAY_MAX,
  MULTI_DAY_MIN,
  planTour,
  tourFees,
  tourDurationHours,
  tourPrice,
  tourUnitPrice,
  tourTypes,
  tripKind,
} from './tours.ts'

const HOUR_MS = 3_600_000
const minutesOfDay = (instant: Date) => {
  const [hours, minutes] = clubIsoTime(instant).slice(11, 16).split(':').map(Number) as [number, number]
  return hours * 60 + minutes
}

describe('sunset at Sarasota', () => {
  it('matches the almanac at the solstices, within a few minutes', () => {
    expect(Math.abs(minutesOfDay(sunsetAt('2026-06-21')) - (20 * 60 + 26))).toBeLessThanOrEqual(4)
    expect(Math.abs(minutesOfDay(sunsetAt('2026-12-21')) - (17 * 60 + 41))).toBeLessThanOrEqual(4)
  })

  it('falls on its own day, in the evening, and moves by minutes from one day to the next', () => {
    fc.assert(
      fc.property(clubDates, (date) => {
        const sunset = sunsetAt(date)
        expect(clubDateOf(sunset)).toBe(date)
        expect(minutesOfDay(sunset)).toBeGreaterThan(17 * 60 + 20)
        expect(minutesOfDay(sunset)).toBeLessThan(20 * 60 + 40)
        const nextDay = sunsetAt(addClubDays(date, 1)).getTime()
        expect(Math.abs(nextDay - sunset.getTime() - 24 * HOUR_MS)).toBeLessThan(3 * 60_000)
      }),
    )
  })
})

describe('slots', () => {
  it('run 8:30 to 1:30 in the morning and 2:30 to an hour after sunset in the afternoon, by the club’s clock', () => {
    fc.assert(
      fc.property(clubDates, (date) => {
        const morning = slotTimes({ date, slot: 'morning' })
        expect(clubIsoTime(morning.startAt).slice(0, 16)).toBe(`${date}T08:30`)
        expect(morning.endAt.getTime() - morning.startAt.getTime()).toBe(5 * HOUR_MS)
        const afternoon = slotTimes({ date, slot: 'afternoon' })
        expect(clubIsoTime(afternoon.startAt).slice(0, 16)).toBe(`${date}T14:30`)
        expect(afternoon.endAt.getTime() - sunsetAt(date).getTime()).toBe(HOUR_MS)
      }),
    )
  })

  it('are weekend slots from Friday afternoon to Sunday afternoon', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']
    const weekend = week.flatMap((date) =>
      (['morning', 'afternoon'] as const)
        .filter((slot) => isWeekendSlot({ date, slot }))
        .map((slot) => `${date} ${slot}`),
    )
    expect(weekend).toEqual([
      '2026-11-27 afternoon',
      '2026-11-28 morning',
      '2026-11-28 afternoon',
      '2026-11-29 morning',
      '2026-11-29 afternoon',
    ])
  })

  it('are in season from November 1 to April 30', () => {
    expect(['2026-11-01', '2026-12-31', '2027-01-01', '2027-04-30'].every(isInSeason)).toBe(true)
    expect(['2026-10-31', '2027-05-01', '2027-07-15'].some(isInSeason)).toBe(false)
  })
})

const tourTypeArbitrary = fc.constantFrom(...tourTypes)
const multiDays = fc.integer({ min: MULTI_DAY_MIN, max: MULTI_DAY_MAX })

describe('tours', () => {
  it('take the slots decisions §4 gives them', () => {
    const slots = (tourType: (typeof tourTypes)[number], days?: number) =>
      planTour(tourType, '2026-11-27', days).slots.map(({ date, slot }) => `${date} ${slot}`)
    expect(slots('Half Day Morning')).toEqual(['2026-11-27 morning'])
    expect(slots('Half Day Afternoon')).toEqual(['2026-11-27 afternoon'])
    expect(slots('Sunset')).toEqual(['2026-11-27 afternoon'])
    expect(slots('Full Day')).toEqual(['2026-11-27 morning', '2026-11-27 afternoon'])
    expect(slots('Overnight')).toEqual(['2026-11-27 afternoon', '2026-11-28 morning'])
    expect(slots('Multi-day', 3)).toEqual([
      '2026-11-27 morning',
      '2026-11-27 afternoon',
      '2026-11-28 morning',
      '2026-11-28 afternoon',
      '2026-11-29 morning',
      '2026-11-29 afternoon',
    ])
  })

  it('run from their first slot’s start to their last slot’s end; a sunset cruise is the three hours to an hour after sunset', () => {
    fc.assert(
      fc.property(clubDates, tourTypeArbitrary, multiDays, (date, tourType, days) => {
        const plan = planTour(tourType, date, days)
        const first = slotTimes(plan.slots[0]!)
        const last = slotTimes(plan.slots[plan.slots.length - 1]!)
        expect(plan.endAt).toEqual(last.endAt)
        if (tourType === 'Sunset') {
          expect(plan.endAt.getTime() - plan.startAt.getTime()).toBe(3 * HOUR_MS)
          expect(plan.startAt.getTime()).toBeGreaterThan(first.startAt.getTime())
        } else {
          expect(plan.startAt).toEqual(first.startAt)
        }
        const dates = new Set(plan.slots.map((slot) => slot.date))
        expect(plan.days).toBe(dates.size)
        expect(plan.nights).toBe(tripKind(tourType) ? plan.days - 1 : 0)
        expect(new Set(plan.slots.map((slot) => `${slot.date}${slot.slot}`)).size).toBe(plan.slots.length)
      }),
    )
  })

  it('keep a multi-day trip to 2–7 days', () => {
    expect(() => planTour('Multi-day', '2026-11-27', 1)).toThrow(RangeError)
    expect(() => planTour('Multi-day', '2026-11-27', 8)).toThrow(RangeError)
    expect(() => planTour('Multi-day', '2026-11-27', 2.5)).toThrow(RangeError)
  })

  it('cost the listing’s points times the tour’s multiple, per day for a multi-day trip, unless an admin set a price', () => {
    const cost = (tourType: (typeof tourTypes)[number], days?: number, override?: number) =>
      tourPrice(planTour(tourType, '2026-12-01', days), tourUnitPrice(tourType, 200, override))
    expect([cost('Half Day Morning'), cost('Half Day Afternoon'), cost('Sunset')]).toEqual([200, 200, 200])
    expect([cost('Full Day'), cost('Overnight'), cost('Multi-day', 4)]).toEqual([400, 600, 1600])
    expect([cost('Sunset', 1, 150), cost('Multi-day', 3, 350)]).toEqual([150, 1050])
  })

  it('bill an $85 booking fee and $350 for each night aboard', () => {
    expect(tourFees(planTour('Full Day', '2026-12-01'))).toEqual({ bookingFeeCents: 8500, laborSurchargeCents: 0 })
    expect(tourFees(planTour('Overnight', '2026-12-01'))).toEqual({ bookingFeeCents: 8500, laborSurchargeCents: 35000 })
    expect(tourFees(planTour('Multi-day', '2026-12-01', 5)).laborSurchargeCents).toBe(4 * 35000)
  })

  it('are weekend outings when any of their slots is', () => {
    fc.assert(
      fc.property(clubDates, tourTypeArbitrary, multiDays, (date, tourType, days) => {
        const plan = planTour(tourType, date, days)
        expect(isWeekendOuting(plan)).toBe(plan.slots.some(isWeekendSlot))
      }),
    )
    expect(isWeekendOuting(planTour('Half Day Morning', '2026-11-27'))).toBe(false)
    expect(isWeekendOuting(planTour('Overnight', '2026-11-26'))).toBe(false)
    expect(isWeekendOuting(planTour('Full Day', '2026-11-27'))).toBe(true)
    expect(isWeekendOuting(planTour('Overnight', '2026-11-29'))).toBe(true)
  })

  it('keep their wall-clock times across the days the clocks change', () => {
    const overnight = planTour('Overnight', '2026-03-07')
    expect(clubIsoTime(overnight.startAt)).toBe('2026-03-07T14:30:00-05:00')
    expect(clubIsoTime(overnight.endAt)).toBe('2026-03-08T13:30:00-04:00')
    const trip = planTour('Multi-day', '2026-10-31', 2)
    expect(clubIsoTime(trip.startAt)).toBe('2026-10-31T08:30:00-04:00')
    expect(clubIsoTime(trip.endAt).slice(0, 11)).toBe('2026-11-01T')
    expect(clubIsoTime(trip.endAt).endsWith('-05:00')).toBe(true)
    expect(clubInstant('2026-03-08', 8, 30).getTime() - clubInstant('2026-03-07', 8, 30).getTime()).toBe(23 * HOUR_MS)
  })
})

describe('tour durations on the ledger', () => {
  it('are whole hours from start to end, or 5 for a half day and 3 for a sunset without an end', () => {
    const start = clubInstant('2026-12-01', 14, 30)
    expect(tourDurationHours('Half Day Afternoon', start, new Date(start.getTime() + 4.9 * HOUR_MS))).toBe(4)
    expect(tourDurationHours('Overnight', start, clubInstant('2026-12-02', 13, 30))).toBe(23)
    expect(tourDurationHours('Half Day Morning', start, null)).toBe(5)
    expect(tourDurationHours('Sunset', start, null)).toBe(3)
    expect(tourDurationHours('Full Day', start, null)).toBeUndefined()
  })
})
