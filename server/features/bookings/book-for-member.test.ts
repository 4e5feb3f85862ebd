import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const availabilityFor = (app: App, who: SignedIn, query: string) =>
  call(app, who, 'GET', `/api/booking/availability?vessel_id=peace&${query}`)

describe('staff see and price a member’s bookings as the member would', () => {
  let app: App
  let admin: SignedIn
  let silver: SignedIn
  let other: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    admin = await signedIn(app, { userType: 'admin', tier: 'Diamond' })
    silver = await signedIn(app, { tier: 'Silver', points: 1000 })
    other = await signedIn(app, { tier: 'Gold' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('give an admin the named member’s availability: their window, their tours, their bookings as theirs', async () => {
    // Silver books 30 days ahead; 10 January 2027 is 34 days away.
    const far = (await availabilityFor(app, admin, `from=2027-01-10&days=1&username=${silver.username}`)).json()
    expect(far.days[0].slots[0]).toMatchObject({
      state: 'closed',
      reason: {
        rule: 'booking_window',
        detail: 'Silver members can book up to 30 days ahead; this outing is 34 days away.',
      },
    })
    expect(far.days[0].tours.map((tour: { tour_type: string }) => tour.tour_type)).not.toContain('Multi-day')
    // The admin's own (Diamond) view of the same day is open, with Multi-day.
    const own = (await availabilityFor(app, admin, 'from=2027-01-10&days=1')).json()
    expect(own.days[0].slots[0]).toMatchObject({ state: 'free', reason: null })
    expect(own.days[0].tours.map((tour: { tour_type: string }) => tour.tour_type)).toContain('Multi-day')

    const booked = await call(app, admin, 'POST', '/api/booking/bookings', {
      vessel_id: 'peace',
      tour_type: 'Half Day Morning',
      date: '2026-12-15',
      username: silver.username,
    })
    expect(booked.statusCode).toBe(201)
    const day = (await availabilityFor(app, admin, `from=2026-12-15&days=1&username=${silver.username}`)).json()
    expect(day.days[0].slots[0].state).toBe('yours')
  })

  it('price a tour for the named member: their rules set aside only when asked, their balance always', async () => {
    const tour = { vessel_id: 'peace', tour_type: 'Half Day Afternoon', date: '2027-01-10' }
    const quote = (await call(app, admin, 'POST', '/api/booking/quote', { ...tour, username: silver.username })).json()
    expect(quote.allowed).toBe(false)
    expect(quote.refusals.map((refusal: { rule: string }) => refusal.rule)).toEqual(['booking_window'])
    const aside = (
      await call(app, admin, 'POST', '/api/booking/quote', { ...tour, username: silver.username, override_rules: true })
    ).json()
    expect(aside).toMatchObject({ allowed: true, refusals: [] })
    const expensive = { vessel_id: 'peace', tour_type: 'Full Day', date: '2026-12-22', username: silver.username }
    const short = (await call(app, admin, 'POST', '/api/booking/quote', { ...expensive, override_rules: true })).json()
    expect(short.refusals).toEqual([{ rule: 'points', detail: 'This outing costs 798 Mariner Points; you have 601.' }])
  })

  it('refuse a member who names another member (403), and answer 404 for a username nobody has', async () => {
    for (const response of [
      await availabilityFor(app, other, `username=${silver.username}`),
      await call(app, other, 'POST', '/api/booking/quote', {
        vessel_id: 'peace',
        tour_type: 'Sunset',
        date: '2026-12-20',
        username: silver.username,
      }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: 'Only club administrators can act for another member.' })
    }
    expect((await availabilityFor(app, other, `username=${other.username}&days=1`)).statusCode).toBe(200)
    const member = await call(app, other, 'POST', '/api/booking/quote', {
      vessel_id: 'peace',
      tour_type: 'Sunset',
      date: '2027-01-30',
      override_rules: true,
    })
    expect(member.json().refusals.map((refusal: { rule: string }) => refusal.rule)).toEqual(['booking_window'])
    const nobody = await availabilityFor(app, admin, 'username=nobody-at-all')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().detail).toBe('No member has that username.')
    const empty = await availabilityFor(app, admin, 'username=')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toBeTruthy()
  })
})
