import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { enterBallot, namePeakDates } from '../../test/test-ballot.ts'
import { book, call, type SignedIn, signedIn, staffApp, testClock } from '../../test/test-bookings.ts'

const clock = testClock(clubInstant('2026-12-01', 10))
const PEAK = '2026-12-31'
const tour = { vessel_id: 'peace', tour_type: 'Full Day', date: PEAK }

describe('naming peak dates', () => {
  const staff = staffApp(clock)
  const times = (opens: string, draws: string) => ({
    opens_at: clubIsoTime(clubInstant(opens, 9)),
    draws_at: clubIsoTime(clubInstant(draws, 9)),
  })

  it('is for staff only', async () => {
    const member = await signedIn(staff.app)
    const body = { dates: ['2026-12-24'], ...times('2026-12-05', '2026-12-20') }
    expect((await call(staff.app, undefined, 'POST', '/api/admin/peak-dates', body)).statusCode).toBe(401)
    expect((await call(staff.app, member, 'POST', '/api/admin/peak-dates', body)).statusCode).toBe(403)
    expect((await call(staff.app, member, 'GET', '/api/admin/peak-dates')).statusCode).toBe(403)
  })

  it('opens before it draws, and draws in the future before the day begins', async () => {
    const post = (body: unknown) => call(staff.app, staff.admin, 'POST', '/api/admin/peak-dates', body)
    const refusals = [
      { dates: ['2026-12-24'], ...times('2026-12-20', '2026-12-05') },
      { dates: ['2026-12-24'], ...times('2026-11-20', '2026-11-30') },
      { dates: ['2026-12-24'], ...times('2026-12-05', '2026-12-24') },
    ]
    for (const body of refusals) {
      const response = await post(body)
      expect(response.statusCode, response.body).toBe(422)
      expect(response.json()).toMatchObject({ rule: 'peak_date' })
    }
    for (const body of [
      { dates: ['2026-12-32'], ...times('2026-12-05', '2026-12-20') },
      { dates: [], ...times('2026-12-05', '2026-12-20') },
      { dates: ['2026-12-24'], opens_at: 'tomorrow', draws_at: clubIsoTime(clubInstant('2026-12-20', 9)) },
      { dates: ['2026-12-24', '2026-12-24'], ...times('2026-12-05', '2026-12-20') },
    ]) {
      expect((await post(body)).statusCode).toBe(400)
    }
  })

  it('lists them with their state, refuses one named twice, and removes one only before it opens', async () => {
    const added = await namePeakDates(
      staff.app,
      staff.admin,
      ['2027-01-01', '2026-12-25'],
      ['2026-12-05', 9],
      ['2026-12-20', 9],
    )
    expect(added.map((peak) => [peak.date, peak.state])).toEqual([
      ['2026-12-25', 'upcoming'],
      ['2027-01-01', 'upcoming'],
    ])
    const again = await call(staff.app, staff.admin, 'POST', '/api/admin/peak-dates', {
      dates: ['2026-12-25'],
      ...times('2026-12-05', '2026-12-20'),
    })
    expect(again.statusCode).toBe(409)

    expect((await call(staff.app, staff.admin, 'DELETE', '/api/admin/peak-dates/2027-01-01')).statusCode).toBe(200)
    expect((await call(staff.app, staff.admin, 'DELETE', '/api/admin/peak-dates/2027-01-01')).statusCode).toBe(404)
    // Named again after its removal: its draw is scheduled afresh under the same key.
    await namePeakDates(staff.app, staff.admin, ['2027-01-01'], ['2026-12-01', 9], ['2026-12-20', 9])
    const open = await call(staff.app, staff.admin, 'DELETE', '/api/admin/peak-dates/2027-01-01')
    expect(open.statusCode).toBe(409)

    const list = (await call(staff.app, staff.admin, 'GET', '/api/admin/peak-dates')).json()
    expect(list).toEqual([
      expect.objectContaining({ date: '2026-12-25', state: 'upcoming', entries: 0 }),
      expect.objectContaining({ date: '2027-01-01', state: 'open', entries: 0 }),
    ])
    const audit = (await call(staff.app, staff.admin, 'GET', '/api/admin/audit?limit=10')).json<{ action: string }[]>()
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['peak_dates.add', 'peak_dates.remove']))
  })
})

describe('entering the ballot', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>
  let admin: SignedIn
  let member: SignedIn
  beforeAll(async () => {
    clock.set(clubInstant('2026-12-01', 10))
    app = await buildTestApp({ now: clock.now })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Gold', points: 5000 })
    await namePeakDates(app, admin, [PEAK], ['2026-12-05', 9], ['2026-12-20', 18])
    return () => app.close()
  })

  it('refuses a request before the ballot opens, and a normal booking of the day all along', async () => {
    const early = await enterBallot(app, member, { ...tour, rank: 1 })
    expect(early.statusCode).toBe(422)
    expect(early.json()).toMatchObject({ rule: 'ballot', detail: expect.stringContaining('opens') })
    const booking = await book(app, member, tour)
    expect(booking.statusCode).toBe(422)
    expect(booking.json()).toMatchObject({ rule: 'ballot', detail: expect.stringContaining('ballot') })
    // An overnight from the day before takes the peak date's morning: the ballot refuses it too.
    const overnight = await book(app, member, { ...tour, tour_type: 'Overnight', date: '2026-12-30' })
    expect(overnight.json()).toMatchObject({ rule: 'ballot' })
    const day = (await call(app, member, 'GET', `/api/booking/availability?from=${PEAK}&days=1&vessel_id=peace`)).json<{
      days: { slots: { state: string; reason: { rule: string } | null }[] }[]
    }>().days[0]!
    expect(day.slots.map((slot) => [slot.state, slot.reason?.rule])).toEqual([
      ['closed', 'ballot'],
      ['closed', 'ballot'],
    ])
    const notPeak = await enterBallot(app, member, { ...tour, date: '2026-12-30', rank: 1 })
    expect(notPeak.json()).toMatchObject({ rule: 'ballot', detail: expect.stringContaining('not a peak date') })
  })

  it('takes up to three ranked requests while it is open, each rank and tour once', async () => {
    clock.set(clubInstant('2026-12-06', 10))
    const first = await enterBallot(app, member, { ...tour, rank: 1 })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({ date: PEAK, item: "63' Peace", rank: 1, points_cost: 798, result: null })
    expect((await enterBallot(app, member, { ...tour, tour_type: 'Sunset', rank: 1 })).statusCode).toBe(409)
    expect((await enterBallot(app, member, { ...tour, rank: 2 })).statusCode).toBe(409)
    expect((await enterBallot(app, member, { ...tour, vessel_id: 'giddyup', rank: 2 })).statusCode).toBe(201)
    expect((await enterBallot(app, member, { ...tour, vessel_id: 'kaifin', rank: 3 })).statusCode).toBe(201)
    expect((await enterBallot(app, member, { ...tour, vessel_id: 'happyhour', rank: 4 })).statusCode).toBe(400)
    const multiDay = await enterBallot(app, member, { ...tour, tour_type: 'Multi-day', rank: 3 })
    expect(multiDay.statusCode).toBe(400)

    const mine = (await call(app, member, 'GET', '/api/booking/ballot')).json()
    expect(mine.peak_dates).toEqual([expect.objectContaining({ date: PEAK, state: 'open', drawn_at: null })])
    expect(mine.entries.map((entry: { vessel_id: string; rank: number }) => [entry.rank, entry.vessel_id])).toEqual([
      [1, 'peace'],
      [2, 'giddyup'],
      [3, 'kaifin'],
    ])
    const list = (await call(app, admin, 'GET', '/api/admin/peak-dates')).json()
    expect(list).toEqual([expect.objectContaining({ date: PEAK, state: 'open', entries: 3 })])
  })

  it('applies the member’s booking rules to a request', async () => {
    const poor = await signedIn(app, { tier: 'Gold', points: 100 })
    const refused = await enterBallot(app, poor, { ...tour, rank: 1 })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({ rule: 'points' })
  })

  it('lets a member withdraw their own request while it is open, and nobody else’s', async () => {
    const mine = (await call(app, member, 'GET', '/api/booking/ballot')).json<{ entries: { ballot_id: string }[] }>()
    const kaifin = mine.entries[2]!.ballot_id
    const other = await signedIn(app, { tier: 'Gold' })
    expect((await call(app, other, 'DELETE', `/api/booking/ballot/${kaifin}`)).statusCode).toBe(404)
    expect((await call(app, member, 'DELETE', `/api/booking/ballot/${kaifin}`)).json()).toEqual({
      ballot_id: kaifin,
      withdrawn: true,
    })
    const replaced = await enterBallot(app, member, { ...tour, vessel_id: 'happyhour', rank: 3 })
    expect(replaced.statusCode).toBe(201)
  })

  it('refuses requests and withdrawals once the ballot closes', async () => {
    clock.set(clubInstant('2026-12-20', 18, 1))
    const late = await enterBallot(app, member, { ...tour, tour_type: 'Sunset', rank: 1 })
    expect(late.statusCode).toBe(422)
    expect(late.json()).toMatchObject({ rule: 'ballot', detail: expect.stringContaining('closed') })
    const mine = (await call(app, member, 'GET', '/api/booking/ballot')).json<{ entries: { ballot_id: string }[] }>()
    const withdraw = await call(app, member, 'DELETE', `/api/booking/ballot/${mine.entries[0]!.ballot_id}`)
    expect(withdraw.statusCode).toBe(409)
  })
})
