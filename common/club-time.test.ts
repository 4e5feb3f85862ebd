import { tzOffset } from '@date-fns/tz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addClubDays,
  addClubYears,
  CLUB_TIME_ZONE,
  clubDateLabel,
  clubDateOf,
  clubDaysBetween,
  clubInstant,
  clubIsoTime,
  clubLongDayLabel,
  clubWeekday,
  isClubDate,
} from './club-time.ts'
import { EARLIEST_CLUB_DATE, isClubDateInRange, LATEST_CLUB_DATE } from './club-date-schema.ts'
import { clubDates } from './booking/test-dates.ts'

/** Any day the club's calls accept, 1900-01-01 to 2200-12-31. */
const clubDatesInRange = fc
  .date({
    min: new Date(`${EARLIEST_CLUB_DATE}T12:00:00Z`),
    max: new Date(`${LATEST_CLUB_DATE}T12:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10))

describe('club dates', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(['2026-11-23', '2028-02-29'].every(isClubDate)).toBe(true)
    expect(['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-05', '26-11-23', ''].some(isClubDate)).toBe(false)
  })

  it('move by whole days, and count them back, across daylight-saving changes and year ends', () => {
    fc.assert(
      fc.property(clubDates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        const moved = addClubDays(date, days)
        expect(isClubDate(moved)).toBe(true)
        expect(clubDaysBetween(date, moved)).toBe(days)
        expect(addClubDays(moved, -days)).toBe(date)
      }),
    )
    expect(addClubDays('2026-03-07', 1)).toBe('2026-03-08')
    expect(addClubDays('2026-03-08', 1)).toBe('2026-03-09')
    expect(addClubDays('2026-10-31', 1)).toBe('2026-11-01')
    expect(addClubDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('round-trip through day arithmetic for any date the calls accept, and are written with four-digit years', () => {
    fc.assert(
      fc.property(clubDatesInRange, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
        const moved = addClubDays(date, days)
        expect(isClubDate(moved)).toBe(true)
        expect(clubDaysBetween(date, moved)).toBe(days)
        expect(addClubDays(moved, -days)).toBe(date)
        expect(addClubYears(date, 0)).toBe(date)
      }),
    )
    expect(addClubDays('2200-12-31', 1)).toBe('2201-01-01')
    expect(addClubDays('9999-12-31', 1)).toBe('10000-01-01')
    expect(addClubDays('1900-01-01', -1)).toBe('1899-12-31')
    expect(isClubDate('0001-01-01')).toBe(true)
    expect(['1899-12-31', '2201-01-01', '9999-12-31'].some(isClubDateInRange)).toBe(false)
    expect([EARLIEST_CLUB_DATE, LATEST_CLUB_DATE].every(isClubDateInRange)).toBe(true)
  })

  it('keep their day for every wall-clock time on it, including the days the clocks change', () => {
    fc.assert(
      fc.property(clubDates, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (date, hour, minute) => {
        expect(clubDateOf(clubInstant(date, hour, minute))).toBe(date)
      }),
    )
  })

  it('follow the week, Sunday 0 to Saturday 6', () => {
    expect(clubWeekday('2026-11-23')).toBe(1)
    expect(clubWeekday('2026-11-27')).toBe(5)
    expect(clubWeekday('2026-11-29')).toBe(0)
    fc.assert(
      fc.property(clubDates, (date) => {
        expect(clubWeekday(addClubDays(date, 7))).toBe(clubWeekday(date))
        expect(clubWeekday(addClubDays(date, 1))).toBe((clubWeekday(date) + 1) % 7)
      }),
    )
  })

  it('read in words, month first, the way an American writes them', () => {
    expect(clubDateLabel('2026-11-24')).toBe('November 24, 2026')
    expect(clubDateLabel('2027-03-14')).toBe('March 14, 2027')
    fc.assert(
      fc.property(clubDates, (date) => {
        expect(clubLongDayLabel(date)).toMatch(new RegExp(`^[A-Z][a-z]+day, ${clubDateLabel(date)}$`))
      }),
    )
  })

  it('step a year to the same day, February 29 to February 28', () => {
    expect(addClubYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(addClubYears('2026-11-23', 2)).toBe('2028-11-23')
  })
})

describe('club times', () => {
  it('carry the club’s offset: -05:00 in winter, -04:00 in summer', () => {
    expect(clubIsoTime(clubInstant('2026-11-23', 8, 30))).toBe('2026-11-23T08:30:00-05:00')
    expect(clubIsoTime(clubInstant('2026-07-04', 14, 30))).toBe('2026-07-04T14:30:00-04:00')
  })

  it('keep wall-clock hours on the days the clocks change, so such a day is 23 or 25 hours long', () => {
    const springForward = clubInstant('2026-03-08', 0).getTime()
    expect(clubInstant('2026-03-09', 0).getTime() - springForward).toBe(23 * 3_600_000)
    expect(clubIsoTime(clubInstant('2026-03-08', 8, 30))).toBe('2026-03-08T08:30:00-04:00')
    const fallBack = clubInstant('2026-11-01', 0).getTime()
    expect(clubInstant('2026-11-02', 0).getTime() - fallBack).toBe(25 * 3_600_000)
    expect(clubIsoTime(clubInstant('2026-11-01', 8, 30))).toBe('2026-11-01T08:30:00-05:00')
  })

  it('carry the offset the time zone database gives at every instant, a minute either side of each clock change', () => {
    const offsetOf = (instant: Date) => clubIsoTime(instant).slice(19)
    const expected = (instant: Date) => {
      const minutes = tzOffset(CLUB_TIME_ZONE, instant)
      const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')
      return `${minutes < 0 ? '-' : '+'}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`
    }
    // 2026-03-08 07:00 UTC (2 am EST) and 2026-11-01 06:00 UTC (2 am EDT), and 1883's change from local mean time.
    for (const change of ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '1883-11-18T17:00:00Z']) {
      for (let minute = -90; minute <= 90; minute++) {
        const instant = new Date(new Date(change).getTime() + minute * 60_000 + 59_999)
        expect(offsetOf(instant)).toBe(expected(instant))
      }
    }
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
        (instant) => {
          expect(offsetOf(instant)).toBe(expected(instant))
        },
      ),
    )
  })
})

describe('days as people read them', () => {
  it('name the club’s day with its year, whatever the instant’s UTC day', () => {
    expect(clubDateLabel('2026-11-24')).toBe('November 24, 2026')
    expect(clubDateLabel('2027-01-05')).toBe('January 5, 2027')
    // 11:30 pm at the club on New Year's Eve is already January 1 in UTC.
    expect(clubDateLabel(clubInstant('2026-12-31', 23, 30))).toBe('December 31, 2026')
  })
})
