import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubDays, clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock, staffApp } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const cancel = (app: App, who: SignedIn, id: string, body: object = {}, headers?: Record<string, string>) =>
  call(app, who, 'POST', `/api/booking/bookings/${id}/cancel`, body, headers)
const rebook = (app: App, who: SignedIn, id: string, tour: object) =>
  call(app, who, 'POST', `/api/booking/bookings/${id}/rebook`, tour)

describe('cancelling', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  it('more than 48 hours ahead gives every point back, exactly once, and frees the slots', async () => {
    const member = await signedIn(app, { points: 1000 })
    const id = (await book(app, member, { vessel_id: 'rallypoint', tour_type: 'Full Day', date: '2026-12-10' })).json()
      .booking_id
    const first = await cancel(app, member, id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      booking_id: id,
      reference: expect.stringMatching(/^B-/),
      status: 'cancelled',
      refunded_points: 570,
      current_points: 1000,
    })
    const again = await cancel(app, member, id)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('This booking is already cancelled.')
    expect(await pointsAudit(app.db, member.id)).toEqual({ balance: 1000, ledgerSum: 1000, consistent: true, rows: 3 })
    expect(await app.db.select().from(slotOccupancy).where(eq(slotOccupancy.bookingId, id))).toEqual([])
    expect(
      (await book(app, member, { vessel_id: 'rallypoint', tour_type: 'Half Day Morning', date: '2026-12-10' }))
        .statusCode,
    ).toBe(201)
  })

  it('within 48 hours keeps the points, unless an admin waives the rule; members cannot waive', async () => {
    const member = await signedIn(app, { points: 1000 })
    const late = (
      await book(app, member, { vessel_id: 'congetta', tour_type: 'Half Day Morning', date: '2026-12-09' })
    ).json().booking_id
    expect((await cancel(app, member, late, { waive: true })).statusCode).toBe(403)
    expect((await cancel(app, member, late)).json()).toMatchObject({ refunded_points: 0, current_points: 770 })

    const waived = (
      await book(app, member, { vessel_id: 'congetta', tour_type: 'Half Day Afternoon', date: '2026-12-09' })
    ).json().booking_id
    expect((await cancel(app, admin, waived, { waive: true })).json()).toMatchObject({
      refunded_points: 230,
      current_points: 770,
    })
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 770, ledgerSum: 770, consistent: true })
  })

  it('answers someone else’s booking as if it did not exist, and an outing under way with 409', async () => {
    const member = await signedIn(app)
    const stranger = await signedIn(app)
    const id = (
      await book(app, member, { vessel_id: 'fountainepajot', tour_type: 'Sunset', date: '2026-12-12' })
    ).json().booking_id
    expect((await cancel(app, stranger, id)).statusCode).toBe(404)
    expect((await cancel(app, member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await cancel(app, member, 'nonsense')).statusCode).toBe(404)
    clock.set(clubInstant('2026-12-12', 17))
    try {
      expect((await cancel(app, member, id)).json().detail).toBe('This outing has already started.')
    } finally {
      clock.set(clubInstant('2026-12-07', 9))
    }
  })
})

describe('rebooking', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('moves the booking and its slots in one go, and settles the points in one rebook row', async () => {
    const member = await signedIn(app, { points: 1000 })
    const old = (
      await book(app, member, { vessel_id: 'wanderlust', tour_type: 'Half Day Morning', date: '2026-12-14' })
    ).json()
    const response = await rebook(app, member, old.booking_id, {
      vessel_id: 'peace',
      tour_type: 'Half Day Afternoon',
      date: '2026-12-15',
    })
    expect(response.statusCode).toBe(201)
    const moved = response.json()
    expect(moved).toMatchObject({
      vessel_id: 'peace',
      status: 'booked',
      points_cost: 399,
      rebooked_from: old.booking_id,
      points_difference: 199,
      current_points: 601,
    })
    const [before] = await app.db.select().from(bookings).where(eq(bookings.id, old.booking_id))
    expect(before).toMatchObject({ status: 'rebooked', rebookedTo: moved.booking_id })
    expect(await app.db.select().from(slotOccupancy).where(eq(slotOccupancy.bookingId, old.booking_id))).toEqual([])
    const other = await signedIn(app)
    expect(
      (await book(app, other, { vessel_id: 'wanderlust', tour_type: 'Half Day Morning', date: '2026-12-14' }))
        .statusCode,
    ).toBe(201)
    expect((await book(app, other, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-15' })).statusCode).toBe(
      409,
    )

    const ledger = (await call(app, member, 'GET', `/api/booking/member/${member.id}`)).json()
    expect(ledger.data.slice(0, 2)).toEqual([
      expect.objectContaining({ booking_id: moved.booking_id, points_cost: 399, balance_after_booking: 601 }),
      expect.objectContaining({
        source: 'Point Adjustment',
        type: 'rebook',
        points: 200,
        balance: 1000,
        booking_id: old.booking_id,
      }),
    ])
    expect(ledger.data[2]).toMatchObject({
      booking_id: old.booking_id,
      status: 'rebooked',
      rebooked_to: moved.booking_id,
    })
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 601, ledgerSum: 601, consistent: true })
  })

  it('may move onto its own slots, and is refused later than 48 hours before, or when the new tour breaks a rule', async () => {
    const member = await signedIn(app, { tier: 'Silver', points: 1000 })
    const id = (
      await book(app, member, { vessel_id: 'oceanrode', tour_type: 'Half Day Afternoon', date: '2026-12-14' })
    ).json().booking_id
    const sunset = await rebook(app, member, id, { vessel_id: 'oceanrode', tour_type: 'Sunset', date: '2026-12-14' })
    expect(sunset.statusCode).toBe(201)
    const trip = await rebook(app, member, sunset.json().booking_id, {
      vessel_id: 'oceanrode',
      tour_type: 'Multi-day',
      date: '2026-12-20',
      days: 2,
    })
    expect(trip.json().rule).toBe('trips')
    clock.set(clubInstant('2026-12-13', 9))
    try {
      const late = await rebook(app, member, sunset.json().booking_id, {
        vessel_id: 'oceanrode',
        tour_type: 'Sunset',
        date: '2026-12-15',
      })
      expect(late.statusCode).toBe(422)
      expect(late.json().rule).toBe('cutoff')
      expect(late.json().detail).toBe(
        'A booking can be moved up to 48 hours before it starts; after that, please call the club at (941) 555-0187.',
      )
    } finally {
      clock.set(clubInstant('2026-12-07', 9))
    }
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 863, ledgerSum: 863, consistent: true })
  })
})

describe('an Idempotency-Key', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('gets the first answer again and changes nothing more, for bookings, refusals and cancellations', async () => {
    const member = await signedIn(app, { points: 1000 })
    const tour = { vessel_id: 'lilbitnauti', tour_type: 'Half Day Morning', date: '2026-12-17' }
    const key = { 'idempotency-key': 'book-lilbitnauti-17' }
    const first = await book(app, member, tour, key)
    const retry = await book(app, member, tour, key)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(await app.db.select().from(bookings).where(eq(bookings.memberId, member.id))).toHaveLength(1)

    const other = await book(app, member, { ...tour, date: '2026-12-18' }, key)
    expect(other.statusCode).toBe(409)
    expect(other.json().detail).toBe('This Idempotency-Key was already used for a different request.')

    const refusalKey = { 'idempotency-key': 'too-far' }
    const far = { ...tour, date: '2027-02-01' }
    expect((await book(app, member, far, refusalKey)).json().rule).toBe('booking_window')
    expect((await book(app, member, far, refusalKey)).json().rule).toBe('booking_window')

    const cancelKey = { 'idempotency-key': 'cancel-once' }
    const id = first.json().booking_id
    const cancelled = await cancel(app, member, id, {}, cancelKey)
    expect((await cancel(app, member, id, {}, cancelKey)).json()).toEqual(cancelled.json())
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 1000, ledgerSum: 1000, consistent: true })
    expect((await book(app, member, tour, { 'idempotency-key': 'bad key with spaces' })).statusCode).toBe(400)
  })

  it('belongs to one account: another member’s identical key books afresh', async () => {
    const first = await signedIn(app)
    const second = await signedIn(app)
    const key = { 'idempotency-key': 'shared-key' }
    expect(
      (await book(app, first, { vessel_id: 'topshelf', tour_type: 'Sunset', date: '2026-12-17' }, key)).statusCode,
    ).toBe(201)
    expect(
      (await book(app, second, { vessel_id: 'thirsttrap', tour_type: 'Sunset', date: '2026-12-17' }, key)).statusCode,
    ).toBe(201)
  })
})

describe('the ledgers', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('show the latest ten rows, or the membership year’s, newest first, each balance following from the one before', async () => {
    type Row = { points_cost?: number; balance_after_booking?: number; points?: number; balance?: number }
    const balanceOf = (row: Row) => row.balance_after_booking ?? row.balance ?? Number.NaN
    const pointsOf = (row: Row) => (row.points_cost === undefined ? (row.points ?? Number.NaN) : -row.points_cost)

    const member = await signedIn(app, { tier: 'Diamond', points: 5000, startedOn: '2026-03-01' })
    const ids: string[] = []
    for (let day = 0; day < 8; day++) {
      const date = addClubDays('2026-12-10', day)
      ids.push(
        (await book(app, member, { vessel_id: 'oceanrode', tour_type: 'Half Day Morning', date })).json().booking_id,
      )
    }
    for (const id of ids.slice(0, 3)) await cancel(app, member, id)

    const short = (await call(app, member, 'GET', `/api/booking/member/${member.id}`)).json()
    expect(short.data).toHaveLength(10)
    expect(short.usable_points).toBe(5000 - 5 * 137)
    expect(balanceOf(short.data[0])).toBe(short.usable_points)
    expect(short.opening_balance).toBe(balanceOf(short.data[9]) - pointsOf(short.data[9]))
    expect(short.data[0]).toMatchObject({ source: 'Point Adjustment', type: 'cancel', points: 137, booking_id: ids[2] })

    const printed = `MYC-${String(member.id).padStart(5, '0')}`
    const full = (await call(app, member, 'GET', `/api/booking/membership/${printed}`)).json()
    expect(full.data).toHaveLength(12)
    expect(full.opening_balance).toBe(0)
    expect(full.data[11]).toMatchObject({ source: 'Point Adjustment', type: 'credit', points: 5000, balance: 5000 })
    let balance = full.opening_balance
    for (const row of [...full.data].reverse()) {
      balance += pointsOf(row)
      expect(balanceOf(row)).toBe(balance)
    }
  })

  it('are the member’s own, or any member’s for an admin', async () => {
    const member = await signedIn(app)
    const stranger = await signedIn(app)
    const admin = await signedIn(app, { userType: 'admin' })
    expect((await call(app, undefined, 'GET', `/api/booking/member/${member.id}`)).statusCode).toBe(401)
    // Someone else's ledger and no one's answer alike to a member: nothing tells which ids are taken.
    for (const path of ['member', 'membership']) {
      const others = await call(app, stranger, 'GET', `/api/booking/${path}/${member.id}`)
      const missing = await call(app, stranger, 'GET', `/api/booking/${path}/999999`)
      expect([others.statusCode, missing.statusCode]).toEqual([404, 404])
      expect(others.json()).toEqual(missing.json())
      expect(others.json()).toEqual({ detail: 'No such member.' })
    }
    expect((await call(app, admin, 'GET', `/api/booking/membership/${member.id}`)).statusCode).toBe(200)
    expect((await call(app, admin, 'GET', '/api/booking/membership/MYC-999999')).statusCode).toBe(404)
    expect((await call(app, member, 'GET', '/api/booking/member/999999')).statusCode).toBe(404)
    expect((await call(app, member, 'GET', '/api/booking/member/drop-table')).statusCode).toBe(400)
  })
})

describe('any sequence of bookings, cancellations and rebookings', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  const step = fc.record({
    action: fc.constantFrom('book', 'cancel', 'rebook'),
    vessel: fc.constantFrom('peace', 'kaifin', 'topshelf'),
    tourType: fc.constantFrom('Half Day Morning', 'Sunset', 'Full Day', 'Overnight'),
    day: fc.integer({ min: 1, max: 12 }),
    pick: fc.nat(),
  })

  it('keeps every balance equal to its ledger, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const member = await signedIn(app, { tier: 'Diamond', points: 1500 })
        const mine: string[] = []
        for (const { action, vessel, tourType, day, pick } of steps) {
          const tour = { vessel_id: vessel, tour_type: tourType, date: addClubDays('2026-12-07', day) }
          const target = mine[pick % Math.max(1, mine.length)]
          const response =
            action === 'book' || !target
              ? await book(app, member, tour)
              : action === 'cancel'
                ? await cancel(app, member, target)
                : await rebook(app, member, target, tour)
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode === 201) mine.push(response.json().booking_id)
          const audit = await pointsAudit(app.db, member.id)
          expect(audit.balance).toBe(audit.ledgerSum)
          expect(audit.consistent).toBe(true)
        }
      }),
      { numRuns: 12 },
    )
  })
})
