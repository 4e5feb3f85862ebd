import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays, addClubYears, type ClubDate, clubDaysBetween } from './club-time.ts'
import { clubDates } from './booking/test-dates.ts'
import { membershipYearOf, nextRenewalOn, renewalDescription, renewalDue, renewalGrant } from './membership-year.ts'

describe('which membership year a renewal grants', () => {
  it('grants nothing in the first year, the current year after an anniversary, and that year once', () => {
    const startedOn = '2025-11-24'
    expect(renewalDue({ startedOn, today: '2026-11-23', grantedYears: [] })).toEqual({
      due: false,
      reason: 'first-year',
      year: startedOn,
    })
    expect(renewalDue({ startedOn, today: '2026-11-24', grantedYears: [] })).toEqual({ due: true, year: '2026-11-24' })
    expect(renewalDue({ startedOn, today: '2027-03-01', grantedYears: ['2026-11-24'] })).toMatchObject({
      due: false,
      reason: 'granted',
    })
    // Years missed are not paid back: three years on, only the current year is due.
    expect(renewalDue({ startedOn, today: '2029-01-10', grantedYears: [] })).toEqual({ due: true, year: '2028-11-24' })
    // A start date before the member was added (today before it) is still the first year.
    expect(renewalDue({ startedOn, today: '2025-06-01', grantedYears: [] })).toMatchObject({ reason: 'first-year' })
  })

  it('is only ever the current year, never the first, and never due again once granted', () => {
    fc.assert(
      fc.property(clubDates, fc.integer({ min: -400, max: 4000 }), (startedOn, offset) => {
        const today = addClubDays(startedOn, offset)
        const due = renewalDue({ startedOn, today, grantedYears: [] })
        const current = membershipYearOf(startedOn, today)
        expect(due.year).toBe(current.from)
        expect(due.due).toBe(clubDaysBetween(addClubYears(startedOn, 1), today) >= 0)
        if (due.due) {
          expect(renewalDue({ startedOn, today, grantedYears: [due.year] }).due).toBe(false)
          expect(renewalDue({ startedOn, today: current.until, grantedYears: [due.year] }).due).toBe(false)
        }
      }),
    )
  })

  it('grants at most one year per membership year whatever days it runs on, only years it ran in', () => {
    fc.assert(
      fc.property(clubDates, fc.array(fc.integer({ min: 0, max: 2500 }), { maxLength: 30 }), (startedOn, offsets) => {
        const days = [...offsets].sort((a, b) => a - b).map((offset) => addClubDays(startedOn, offset))
        const granted: ClubDate[] = []
        for (const today of days) {
          const due = renewalDue({ startedOn, today, grantedYears: granted })
          if (due.due) granted.push(due.year)
        }
        expect(new Set(granted).size).toBe(granted.length)
        expect(granted).not.toContain(startedOn)
        const yearsRun = new Set(days.map((today) => membershipYearOf(startedOn, today).from))
        for (const year of granted) expect(yearsRun).toContain(year)
      }),
    )
  })

  it('does not pay a year twice when staff move the start date back or forward after a grant', () => {
    fc.assert(
      fc.property(
        clubDates,
        fc.integer({ min: 365, max: 2000 }),
        fc.integer({ min: -200, max: 200 }),
        (startedOn, offset, moved) => {
          const today = addClubDays(startedOn, offset)
          const first = renewalDue({ startedOn, today, grantedYears: [] })
          if (!first.due) return
          const newStart = addClubDays(startedOn, moved)
          const again = renewalDue({ startedOn: newStart, today, grantedYears: [first.year] })
          if (again.due) expect(clubDaysBetween(first.year, again.year)).toBeGreaterThan(0)
          // The only grant moves to a later year: never a second grant inside the year that holds the first.
          const year = membershipYearOf(newStart, today)
          const holdsFirst = clubDaysBetween(year.from, first.year) >= 0 && clubDaysBetween(first.year, year.until) >= 0
          expect(again.due && holdsFirst).toBe(false)
        },
      ),
    )
  })
})

describe('what a renewal grants', () => {
  it('without carry-over sets the balance to the annual points; the unused ones lapse', () => {
    expect(renewalGrant(3350, 120, false)).toEqual({ points: 3230, lapsed: 120, balanceAfter: 3350 })
    expect(renewalGrant(3350, 5000, false)).toEqual({ points: -1650, lapsed: 5000, balanceAfter: 3350 })
    expect(renewalGrant(3350, 120, true)).toEqual({ points: 3350, lapsed: 0, balanceAfter: 3470 })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (a, b, c) => {
          const grant = renewalGrant(a, b, c)
          expect(b + grant.points).toBe(grant.balanceAfter)
          expect(grant.balanceAfter).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('describes the year, the points and what lapsed', () => {
    expect(renewalDescription('2026-11-24', 3350, 120)).toBe(
      'Membership year from Nov 24, 2026: 3,350 annual points; 120 unused points lapsed',
    )
    expect(renewalDescription('2027-01-05', 1850, 1)).toBe(
      'Membership year from Jan 5, 2027: 1,850 annual points; 1 unused point lapsed',
    )
    expect(renewalDescription('2027-01-05', 7500, 0)).toBe('Membership year from Jan 5, 2027: 7,500 annual points')
  })
})

describe('when the next renewal falls due', () => {
  it('is the next anniversary of the start date', () => {
    expect(nextRenewalOn('2025-11-24', '2025-11-24')).toBe('2026-11-24')
    expect(nextRenewalOn('2025-11-24', '2026-11-23')).toBe('2026-11-24')
    expect(nextRenewalOn('2025-11-24', '2026-11-24')).toBe('2027-11-24')
    // A start date ahead of today: the first year begins then, and the first renewal a year later.
    expect(nextRenewalOn('2026-03-01', '2025-12-01')).toBe('2027-03-01')
    expect(nextRenewalOn('2024-02-29', '2025-03-01')).toBe('2026-02-28')
  })

  it('is an anniversary after today, within a year, on which a renewal is due', () => {
    fc.assert(
      fc.property(clubDates, fc.integer({ min: -400, max: 4000 }), (startedOn, offset) => {
        const today = addClubDays(startedOn, offset)
        const next = nextRenewalOn(startedOn, today)
        expect(clubDaysBetween(today, next)).toBeGreaterThan(0)
        expect(clubDaysBetween(today, next)).toBeLessThanOrEqual(Math.max(366, -offset + 366))
        const years = Number(next.slice(0, 4)) - Number(startedOn.slice(0, 4))
        expect(next).toBe(addClubYears(startedOn, years))
        expect(renewalDue({ startedOn, today: next, grantedYears: [] })).toEqual({ due: true, year: next })
      }),
    )
  })
})

describe('membership years', () => {
  it('run from an anniversary of the start date to the day before the next', () => {
    expect(membershipYearOf('2026-01-15', '2026-11-23')).toEqual({ from: '2026-01-15', until: '2027-01-14' })
    expect(membershipYearOf('2026-01-15', '2027-01-15')).toEqual({ from: '2027-01-15', until: '2028-01-14' })
    expect(membershipYearOf('2024-02-29', '2025-03-01')).toEqual({ from: '2025-02-28', until: '2026-02-27' })
    fc.assert(
      fc.property(clubDates, fc.integer({ min: 0, max: 3000 }), (startedOn, offset) => {
        const date = addClubDays(startedOn, offset)
        const year = membershipYearOf(startedOn, date)
        expect(clubDaysBetween(year.from, date)).toBeGreaterThanOrEqual(0)
        expect(clubDaysBetween(date, year.until)).toBeGreaterThanOrEqual(0)
        expect([364, 365]).toContain(clubDaysBetween(year.from, year.until))
        expect(membershipYearOf(startedOn, addClubDays(year.until, 1)).from).toBe(addClubDays(year.until, 1))
      }),
    )
  })
})
