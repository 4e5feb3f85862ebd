import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubDays, clubInstant } from '../../../common/club-time.ts'
import { LONGEST_BOOKING_WINDOW_DAYS } from '../../../common/booking/booking-rules.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { bookings } from './booking-tables.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const TODAY = '2026-12-07'
const clock = testClock(clubInstant(TODAY, 9))
const RANGE = 'date: must be a date from 1900-01-01 to 2200-12-31'

describe('dates outside the calendar the club keeps (issue 20 §10)', () => {
  let app: App
  let member: SignedIn
  let admin: SignedIn
  let booked: string

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    member = await signedIn(app, { tier: 'Diamond' })
    admin = await signedIn(app, { userType: 'admin' })
    const response = await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-20' })
    expect(response.statusCode).toBe(201)
    booked = response.json().booking_id
  })
  afterAll(async () => {
    await app?.close()
  })

  const nothingWritten = async () => {
    expect(await app.db.select().from(bookings).where(eq(bookings.memberId, member.id))).toHaveLength(1)
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ rows: 2, consistent: true })
  }
  const tour = (date: string) => ({ vessel_id: 'peace', tour_type: 'Sunset', date })
  const calls = [
    ['quote', (date: string) => call(app, member, 'POST', '/api/booking/quote', tour(date))],
    ['book', (date: string) => book(app, member, tour(date))],
    [
      'book for a member with the rules set aside',
      (date: string) => book(app, admin, { ...tour(date), username: member.username, override_rules: true }),
    ],
    ['rebook', (date: string) => call(app, member, 'POST', `/api/booking/bookings/${booked}/rebook`, tour(date))],
  ] as const

  it.each(calls)(
    '%s: a year past 9999, 2201 or before 1900 is a 400 naming the date, and nothing is written',
    async (_, send) => {
      for (const date of ['9999-12-31', '2201-01-01', '1899-12-31', '0001-01-01']) {
        const response = await send(date)
        expect(response.statusCode).toBe(400)
        expect(response.json().detail).toBe(RANGE)
      }
      await nothingWritten()
    },
  )

  it.each(calls)(
    '%s: a date past the longest booking window is a 400 saying so, before anything is read',
    async (_, send) => {
      const tooFar = addClubDays(TODAY, LONGEST_BOOKING_WINDOW_DAYS + 1)
      for (const date of [tooFar, '2200-12-31']) {
        const response = await send(date)
        expect(response.statusCode).toBe(400)
        expect(response.json().detail).toMatch(
          new RegExp(
            `^Bookings open at most ${LONGEST_BOOKING_WINDOW_DAYS} days ahead; this date is [\\d,]+ days away\\.$`,
          ),
        )
      }
      await nothingWritten()
    },
  )

  it('still quotes the last day of the longest window, refused only by the member’s own rules', async () => {
    const last = addClubDays(TODAY, LONGEST_BOOKING_WINDOW_DAYS)
    const response = await call(app, member, 'POST', '/api/booking/quote', tour(last))
    expect(response.statusCode).toBe(200)
  })

  it('answers availability up to the last day of 2200, and 400 for a start past it', async () => {
    const far = await call(app, member, 'GET', '/api/booking/availability?from=9999-12-01&days=62')
    expect(far.statusCode).toBe(400)
    expect(far.json().detail).toBe('from: must be a date from 1900-01-01 to 2200-12-31')
    expect((await call(app, member, 'GET', '/api/booking/availability?from=1899-12-31')).statusCode).toBe(400)

    const last = await call(app, member, 'GET', '/api/booking/availability?from=2200-12-01&days=62&vessel_id=peace')
    expect(last.statusCode).toBe(200)
    const days = last.json().days.map((day: { date: string }) => day.date)
    expect(days).toHaveLength(62)
    expect(days.at(-1)).toBe('2201-01-31')
  })
})
