import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

describe('the fleet and its prices', () => {
  let app: App
  let member: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    member = await signedIn(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('lists the 15 vessels with every tour’s price, and only to someone signed in', async () => {
    expect((await call(app, undefined, 'GET', '/api/booking/vessels')).statusCode).toBe(401)
    const vessels = (await call(app, member, 'GET', '/api/booking/vessels')).json()
    expect(vessels).toHaveLength(15)
    expect(vessels[0]).toEqual({
      vessel_id: 'peace',
      name: 'Peace',
      length_feet: 63,
      guests: 12,
      locations: ['Sarasota'],
      prices: {
        'Half Day Morning': 399,
        'Half Day Afternoon': 399,
        Sunset: 399,
        'Full Day': 798,
        Overnight: 1197,
        'Multi-day': 798,
      },
    })
    expect(vessels.find((vessel: { vessel_id: string }) => vessel.vessel_id === 'kaifin').locations).toEqual([
      'Sarasota',
      'Anna Maria',
    ])
  })
})

describe('availability and quotes', () => {
  let app: App
  let member: SignedIn
  let other: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    member = await signedIn(app, { tier: 'Silver' })
    other = await signedIn(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  const stateOf = (
    answer: { days: Array<{ date: string; slots: Array<{ slot: string; state: string }> }> },
    date: string,
    slot: string,
  ) => answer.days.find((day) => day.date === date)?.slots.find((candidate) => candidate.slot === slot)?.state

  it('shows each slot as free, taken, yours or closed, from today for 14 days by default', async () => {
    expect((await book(app, other, { vessel_id: 'peace', tour_type: 'Full Day', date: '2026-12-10' })).statusCode).toBe(
      201,
    )
    expect((await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-11' })).statusCode).toBe(
      201,
    )
    const answer = (await call(app, member, 'GET', '/api/booking/availability?vessel_id=peace')).json()
    expect(answer.time_zone).toBe('America/New_York')
    expect(answer.days).toHaveLength(14)
    expect(answer.days[0].date).toBe('2026-12-07')
    expect(answer.days[0].sunset_at).toMatch(/^2026-12-07T17:\d\d:00-05:00$/)
    expect(stateOf(answer, '2026-12-07', 'morning')).toBe('closed')
    expect(stateOf(answer, '2026-12-07', 'afternoon')).toBe('free')
    expect(stateOf(answer, '2026-12-10', 'morning')).toBe('taken')
    expect(stateOf(answer, '2026-12-10', 'afternoon')).toBe('taken')
    expect(stateOf(answer, '2026-12-11', 'afternoon')).toBe('yours')
    expect(stateOf(answer, '2026-12-11', 'morning')).toBe('free')
    expect(answer.days[0].slots[1]).toMatchObject({ start_at: '2026-12-07T14:30:00-05:00' })
  })

  it('closes slots inside the two-hour cut-off and beyond the member’s booking window', async () => {
    clock.set(clubInstant('2026-12-07', 12, 45))
    try {
      const today = (await call(app, member, 'GET', '/api/booking/availability?vessel_id=kaifin&days=1')).json()
      expect(stateOf(today, '2026-12-07', 'afternoon')).toBe('closed')
    } finally {
      clock.set(clubInstant('2026-12-07', 9))
    }
    // Silver books 30 days ahead: 6 January is the last day open.
    const later = (
      await call(app, member, 'GET', '/api/booking/availability?vessel_id=kaifin&from=2027-01-06&days=2')
    ).json()
    expect(stateOf(later, '2027-01-06', 'morning')).toBe('free')
    expect(stateOf(later, '2027-01-07', 'morning')).toBe('closed')
    const gold = (
      await call(app, other, 'GET', '/api/booking/availability?vessel_id=kaifin&from=2027-01-07&days=1')
    ).json()
    expect(stateOf(gold, '2027-01-07', 'morning')).toBe('free')
  })

  it('covers the whole fleet unless asked for one vessel, and refuses bad questions with 400', async () => {
    const all = (await call(app, member, 'GET', '/api/booking/availability?days=1')).json()
    expect(all.days[0].slots).toHaveLength(30)
    for (const query of ['days=63', 'days=0', 'days=two', 'from=2026-02-30', 'from=tomorrow', 'vessel_id=titanic']) {
      const response = await call(app, member, 'GET', `/api/booking/availability?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().detail, query).toBeTruthy()
    }
  })

  it('quotes points, fees and every refusing rule, and writes nothing', async () => {
    const before = await app.db.select().from(bookings)
    const quote = (
      await call(app, member, 'POST', '/api/booking/quote', {
        vessel_id: 'kaifin',
        tour_type: 'Overnight',
        date: '2026-12-11',
      })
    ).json()
    expect(quote).toEqual({
      vessel_id: 'kaifin',
      tour_type: 'Overnight',
      start_at: '2026-12-11T14:30:00-05:00',
      end_at: '2026-12-12T13:30:00-05:00',
      points_cost: 600,
      booking_fee_cents: 8500,
      labor_surcharge_cents: 35000,
      last_minute: false,
      weekend: true,
      allowed: true,
      refusals: [],
    })
    const refused = (
      await call(app, member, 'POST', '/api/booking/quote', {
        vessel_id: 'peace',
        tour_type: 'Multi-day',
        date: '2027-02-01',
        days: 3,
      })
    ).json()
    expect(refused.allowed).toBe(false)
    expect(refused.refusals.map((refusal: { rule: string }) => refusal.rule)).toEqual(['booking_window', 'trips'])
    expect(refused.refusals[1].detail).toBe('A Silver membership includes overnight trips, not multi-day trips.')
    expect(await app.db.select().from(bookings)).toEqual(before)
  })

  it('refuses a malformed tour with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vessel_id: 'peace', tour_type: 'Multi-day', date: '2026-12-20' }, 'days: a multi-day trip needs'],
      [{ vessel_id: 'peace', tour_type: 'Multi-day', date: '2026-12-20', days: 8 }, 'days: must be from 2 to 7 days'],
      [{ vessel_id: 'peace', tour_type: 'Brunch', date: '2026-12-20' }, 'tour_type: must be one of'],
      [{ vessel_id: 'peace', tour_type: 'Sunset', date: '2026-13-01' }, 'date: must be a date written YYYY-MM-DD'],
      [{ vessel_id: 'peace\u0000', tour_type: 'Sunset', date: '2026-12-20' }, 'vessel_id: must be one of'],
    ]
    for (const [tour, detail] of cases) {
      const response = await call(app, member, 'POST', '/api/booking/quote', tour)
      expect(response.statusCode, detail).toBe(400)
      expect(response.json().detail).toContain(detail)
    }
  })
})

describe('booking', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('charges the points, takes the slots and answers 201 with the booking', async () => {
    const member = await signedIn(app, { points: 1000 })
    const response = await book(app, member, { vessel_id: 'memorymaker', tour_type: 'Full Day', date: '2026-12-15' })
    expect(response.statusCode).toBe(201)
    const answer = response.json()
    expect(answer).toEqual({
      booking_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^B-[2-9A-HJKMNP-Z]{5}$/),
      item: "50' Memory Maker",
      vessel_id: 'memorymaker',
      tour_type: 'Full Day',
      start_at: '2026-12-15T08:30:00-05:00',
      end_at: expect.stringMatching(/^2026-12-15T18:\d\d:00-05:00$/),
      status: 'booked',
      points_cost: 492,
      balance_after_booking: 508,
      current_points: 508,
      booking_fee_cents: 8500,
      labor_surcharge_cents: 0,
      last_minute: false,
      rebooked_to: null,
      rebooked_to_reference: null,
      guests: 1,
      guest_names: [],
    })
    const slots = await app.db.select().from(slotOccupancy).where(eq(slotOccupancy.bookingId, answer.booking_id))
    expect(slots.map((slot) => slot.slot).sort()).toEqual(['afternoon', 'morning'])
    expect(await pointsAudit(app.db, member.id)).toEqual({ balance: 508, ledgerSum: 508, consistent: true, rows: 2 })
  })

  it('refuses any slot already taken with 409, whichever tour or listing takes it, and charges nothing', async () => {
    const first = await signedIn(app)
    const second = await signedIn(app, { tier: 'Platinum' })
    expect(
      (await book(app, first, { vessel_id: 'kaifin', tour_type: 'Half Day Afternoon', date: '2026-12-16' })).statusCode,
    ).toBe(201)
    for (const tour of [
      { vessel_id: 'kaifin', tour_type: 'Half Day Afternoon', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Sunset', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Full Day', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Overnight', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Multi-day', date: '2026-12-14', days: 3 },
    ]) {
      const response = await book(app, second, tour)
      expect(response.statusCode, tour.tour_type).toBe(409)
      expect(response.json().detail).toBe(
        "45' Kai Fin is already booked for part of that time. Please choose another slot or vessel.",
      )
    }
    expect(await pointsAudit(app.db, second.id)).toMatchObject({ balance: 5000, ledgerSum: 5000 })
    expect(
      (await book(app, second, { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: '2026-12-16' })).statusCode,
    ).toBe(201)
  })

  it('refuses by rule with 422 and the rule: points, cut-off, window, open reservations, weekends and trips', async () => {
    const expectRule = async (who: SignedIn, tour: Record<string, unknown>, rule: string) => {
      const response = await book(app, who, tour)
      expect(response.statusCode, rule).toBe(422)
      expect(response.json().rule).toBe(rule)
      expect(response.json().detail).toBeTruthy()
    }
    const poor = await signedIn(app, { points: 398 })
    await expectRule(poor, { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-17' }, 'points')
    const silver = await signedIn(app, { tier: 'Silver' })
    await expectRule(silver, { vessel_id: 'giddyup', tour_type: 'Half Day Morning', date: '2026-12-07' }, 'cutoff')
    await expectRule(
      silver,
      { vessel_id: 'giddyup', tour_type: 'Half Day Morning', date: '2027-01-07' },
      'booking_window',
    )
    await expectRule(silver, { vessel_id: 'giddyup', tour_type: 'Multi-day', date: '2026-12-20', days: 2 }, 'trips')
    expect(
      (await book(app, silver, { vessel_id: 'giddyup', tour_type: 'Overnight', date: '2026-12-17' })).statusCode,
    ).toBe(201)
    await expectRule(silver, { vessel_id: 'wanderlust', tour_type: 'Overnight', date: '2026-12-21' }, 'trips')
    expect(
      (await book(app, silver, { vessel_id: 'giddyup', tour_type: 'Half Day Morning', date: '2026-12-22' })).statusCode,
    ).toBe(201)
    await expectRule(
      silver,
      { vessel_id: 'giddyup', tour_type: 'Half Day Morning', date: '2026-12-23' },
      'open_reservations',
    )
    // Last-minute outings never count against open reservations.
    expect(
      (await book(app, silver, { vessel_id: 'giddyup', tour_type: 'Half Day Morning', date: '2026-12-08' })).statusCode,
    ).toBe(201)

    const weekender = await signedIn(app, { tier: 'Silver', startedOn: '2026-01-01' })
    const saturdays = [
      '02-07',
      '02-14',
      '02-21',
      '02-28',
      '03-07',
      '03-14',
      '03-21',
      '03-28',
      '04-04',
      '04-11',
      '04-18',
      '04-25',
    ].map((day) => `2026-${day}`)
    await app.db.insert(bookings).values(
      saturdays.map((date) => ({
        memberId: weekender.id,
        vesselKey: 'thirsttrap',
        tourType: 'Half Day Morning',
        tourDate: date,
        days: 1,
        startAt: clubInstant(date, 8, 30),
        endAt: clubInstant(date, 13, 30),
        pointsCost: 0,
        bookingFeeCents: 8500,
        laborSurchargeCents: 0,
        lastMinute: false,
        weekend: true,
        bookedAt: clubInstant('2026-01-02', 9),
        bookedBy: weekender.id,
      })),
    )
    await expectRule(
      weekender,
      { vessel_id: 'thirsttrap', tour_type: 'Half Day Morning', date: '2026-12-19' },
      'weekend_outings',
    )
    expect(
      (await book(app, weekender, { vessel_id: 'thirsttrap', tour_type: 'Half Day Morning', date: '2026-12-18' }))
        .statusCode,
    ).toBe(201)
  })

  it('lets an admin book for a member, setting tier rules aside when asked, never points; members book only for themselves', async () => {
    const admin = await signedIn(app, { userType: 'admin' })
    const member = await signedIn(app, { tier: 'Silver', points: 500 })
    const other = await signedIn(app)
    const forMember = {
      vessel_id: 'topshelf',
      tour_type: 'Half Day Morning',
      date: '2027-02-01',
      username: member.username,
    }
    expect((await book(app, admin, forMember)).json().rule).toBe('booking_window')
    const overridden = await book(app, admin, { ...forMember, override_rules: true })
    expect(overridden.statusCode).toBe(201)
    expect(overridden.json().current_points).toBe(359)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, overridden.json().booking_id))
    expect(row).toMatchObject({ memberId: member.id, bookedBy: admin.id, rulesOverridden: true })
    const tooDear = await book(app, admin, {
      ...forMember,
      vessel_id: 'peace',
      date: '2027-02-02',
      override_rules: true,
    })
    expect(tooDear.json().rule).toBe('points')

    expect((await book(app, other, { ...forMember, date: '2026-12-18' })).statusCode).toBe(403)
    expect((await book(app, member, { ...forMember, date: '2026-12-18', override_rules: true })).statusCode).toBe(403)
    expect((await book(app, admin, { ...forMember, username: 'no-such-sailor' })).statusCode).toBe(404)

    await app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id))
    expect((await book(app, admin, { ...forMember, date: '2026-12-28' })).json().rule).toBe('inactive')
  })

  it('lists the caller’s own bookings, upcoming and past, latest start first', async () => {
    const member = await signedIn(app)
    const other = await signedIn(app)
    for (const date of ['2026-12-19', '2026-12-26']) {
      await book(app, member, { vessel_id: 'goldenticket', tour_type: 'Half Day Afternoon', date })
    }
    await book(app, other, { vessel_id: 'goldenticket', tour_type: 'Half Day Morning', date: '2026-12-19' })
    const upcoming = (await call(app, member, 'GET', '/api/booking/bookings?when=upcoming')).json()
    expect(upcoming.map((booking: { start_at: string }) => booking.start_at.slice(0, 10))).toEqual([
      '2026-12-26',
      '2026-12-19',
    ])
    expect((await call(app, member, 'GET', '/api/booking/bookings?when=past')).json()).toEqual([])
    clock.set(clubInstant('2026-12-20', 9))
    try {
      const past = (await call(app, member, 'GET', '/api/booking/bookings?when=past')).json()
      expect(past).toHaveLength(1)
      expect(past[0].status).toBe('completed')
    } finally {
      clock.set(clubInstant('2026-12-07', 9))
    }
  })

  it('offers each booking as a calendar file, to its member and admins only', async () => {
    const member = await signedIn(app)
    const other = await signedIn(app)
    const admin = await signedIn(app, { userType: 'admin' })
    const id = (await book(app, member, { vessel_id: 'happyhour', tour_type: 'Sunset', date: '2026-12-18' })).json()
      .booking_id
    const file = await call(app, member, 'GET', `/api/booking/bookings/${id}/calendar.ics`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(file.body).toContain('BEGIN:VEVENT')
    expect(file.body).toContain(`UID:${id}@bookings.marineryachtclub`)
    expect(file.body).toMatch(/DTSTART:20261218T\d{6}Z/)
    expect(file.body).toContain("SUMMARY:40' Happy Hour: Sunset")
    expect(file.body).toContain('LOCATION:Mariner Yacht Club\\, 1 Quay Commons\\, Sarasota\\, FL 34236')
    expect(file.body).toContain('STATUS:CONFIRMED')
    expect((await call(app, admin, 'GET', `/api/booking/bookings/${id}/calendar.ics`)).statusCode).toBe(200)
    expect((await call(app, other, 'GET', `/api/booking/bookings/${id}/calendar.ics`)).statusCode).toBe(404)
    expect((await call(app, member, 'GET', '/api/booking/bookings/not-a-booking/calendar.ics')).statusCode).toBe(404)
    await call(app, member, 'POST', `/api/booking/bookings/${id}/cancel`, {})
    expect((await call(app, member, 'GET', `/api/booking/bookings/${id}/calendar.ics`)).body).toContain(
      'STATUS:CANCELLED',
    )
  })
})
