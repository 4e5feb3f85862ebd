import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubDays, clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import { nwsDocument, type NwsStandIn, startNwsStandIn } from '../../test/nws-stand-in.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { openSocket } from '../../test/websocket-client.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'

/** A Wednesday: the Small Craft Advisory runs from its noon to 6 am Thursday, the Gale Warning from Thursday noon. */
const DAY0 = '2026-12-09'
const DAY1 = '2026-12-10'
const HOUR = 3_600_000

async function booked(app: FastifyInstance, who: SignedIn, tour: Record<string, unknown>) {
  const answer = await book(app, who, tour)
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json() as { booking_id: string; reference: string; points_cost: number; start_at: string }
}

describe('weather-aware cancellation', () => {
  const clock = testClock(clubInstant(addClubDays(DAY0, -3), 9))
  let nws: NwsStandIn
  let app: FastifyInstance
  let admin: SignedIn
  beforeAll(async () => {
    nws = await startNwsStandIn()
    app = await buildTestApp({
      now: clock.now,
      env: { SCHEDULED_WORK_POLL_MS: '60000', WEATHER_ALERTS_URL: nws.url },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
    await nws?.close()
  })

  async function readAlerts(fixtures: Parameters<typeof nwsDocument>[0]) {
    nws.serve(nwsDocument(fixtures, DAY0))
    expect((await call(app, admin, 'POST', '/api/admin/weather/refresh')).statusCode).toBe(200)
  }

  const cancelForWeather = (bookingIds: string[], headers?: Record<string, string>) =>
    call(
      app,
      admin,
      'POST',
      '/api/admin/weather/cancellations',
      { booking_ids: bookingIds, reason: 'Small Craft Advisory' },
      headers,
    )

  it('lists the outings under an alert, and cancels them with every point and the trip allowance back, once', async () => {
    const silver = await signedIn(app, { tier: 'Silver', points: 5000 })
    const gold = await signedIn(app, { tier: 'Gold', points: 5000 })
    const overnight = await booked(app, silver, { vessel_id: 'peace', tour_type: 'Overnight', date: DAY0 })
    const afternoon = await booked(app, gold, { vessel_id: 'rallypoint', tour_type: 'Half Day Afternoon', date: DAY0 })
    await booked(app, gold, { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: addClubDays(DAY0, 3) })
    // Silver's one overnight trip of the year is taken.
    const second = { vessel_id: 'kaifin', tour_type: 'Overnight', date: addClubDays(DAY0, 6) }
    expect((await book(app, silver, second)).json().rule).toBe('trips')

    clock.set(clubInstant(DAY0, 6, 31))
    await readAlerts(['small-craft-advisory', 'gale-warning'])
    const view = (await call(app, admin, 'GET', '/api/admin/weather')).json()
    const advisory = view.alerts.find((alert: { event: string }) => alert.event === 'Small Craft Advisory')
    // Both start at 14:30; the same start is listed by vessel.
    expect(view.outings_at_risk).toEqual([
      expect.objectContaining({ booking_id: overnight.booking_id, vessel_id: 'peace', alert_id: advisory.id }),
      expect.objectContaining({
        booking_id: afternoon.booking_id,
        reference: afternoon.reference,
        vessel_id: 'rallypoint',
        alert_id: advisory.id,
        started: false,
      }),
    ])
    expect(view.outings_at_risk[0]).toMatchObject({
      item: expect.stringContaining('Peace'),
      member_name: expect.any(String),
    })

    const calendar = (await call(app, admin, 'GET', `/api/admin/fleet-calendar?from=${DAY0}&days=1`)).json()
    const marks = calendar.vessels.flatMap(
      (vessel: { vessel_id: string; cells: { booking: { weather: string } | null }[] }) =>
        vessel.cells.flatMap((cell) => (cell.booking ? [[vessel.vessel_id, cell.booking.weather]] : [])),
    )
    expect(marks).toEqual([
      ['peace', 'Small Craft Advisory'],
      ['rallypoint', 'Small Craft Advisory'],
    ])

    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const socket = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${silver.id}`, {
      cookie: silver.cookie,
      origin,
    })
    const cancelled = await cancelForWeather([overnight.reference, afternoon.booking_id, 'B-22222'])
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const priorityUntil = clubIsoTime(new Date(clock.now().getTime() + 7 * 24 * HOUR))
    expect(cancelled.json()).toEqual({
      cancelled: 2,
      results: [
        {
          booking_id: overnight.reference,
          reference: overnight.reference,
          outcome: 'cancelled',
          refunded_points: overnight.points_cost,
          priority_until: priorityUntil,
        },
        {
          booking_id: afternoon.booking_id,
          reference: afternoon.reference,
          outcome: 'cancelled',
          refunded_points: afternoon.points_cost,
          priority_until: priorityUntil,
        },
        { booking_id: 'B-22222', reference: null, outcome: 'not_found', refunded_points: 0, priority_until: null },
      ],
    })
    expect(await socket.nextMessage()).toEqual({
      event: 'booking_cancelled',
      booking_id: overnight.booking_id,
      refunded_points: overnight.points_cost,
      current_points: 5000,
      reason: 'Small Craft Advisory',
    })
    socket.socket.close()
    expect(await pointsAudit(app.db, silver.id)).toMatchObject({ balance: 5000, ledgerSum: 5000, consistent: true })
    const [letter] = await app.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.recipients, `%${silver.username}@example.com%`))
    expect(letter?.subject).toMatch(/is cancelled for weather$/)
    expect(letter?.textBody).toContain('rebooking priority')

    const again = await cancelForWeather([overnight.booking_id])
    expect(again.json().results[0]).toMatchObject({ outcome: 'already_cancelled', refunded_points: 0 })
    expect(await pointsAudit(app.db, silver.id)).toMatchObject({ balance: 5000, ledgerSum: 5000 })
    expect((await call(app, admin, 'GET', '/api/admin/weather')).json().outings_at_risk).toEqual([])
    // The cancelled overnight no longer counts toward Silver's one trip.
    expect((await book(app, silver, second)).statusCode).toBe(201)
  })

  it('refunds once when two staff cancel the same outings at the same moment', async () => {
    const members = await Promise.all([1, 2].map(() => signedIn(app, { tier: 'Gold', points: 5000 })))
    const outings = [
      await booked(app, members[0]!, { vessel_id: 'congetta', tour_type: 'Half Day Morning', date: DAY1 }),
      await booked(app, members[1]!, { vessel_id: 'giddyup', tour_type: 'Half Day Afternoon', date: DAY1 }),
    ]
    const ids = outings.map((outing) => outing.booking_id)
    const [one, two] = await Promise.all([cancelForWeather(ids), cancelForWeather([...ids].reverse())])
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200])
    expect(one!.json().cancelled + two!.json().cancelled).toBe(2)
    for (const [index, member] of members.entries()) {
      expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 5000, ledgerSum: 5000, consistent: true })
      const refunds = await app.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.bookingId, ids[index]!), eq(pointsLedger.kind, 'cancel')))
      expect(refunds).toHaveLength(1)
    }
  })

  it('lets a member cancel an outing under a warning inside 48 hours without losing points', async () => {
    const gold = await signedIn(app, { tier: 'Gold', points: 5000 })
    const warned = await booked(app, gold, { vessel_id: 'wanderlust', tour_type: 'Half Day Afternoon', date: DAY1 })
    const clear = await booked(app, gold, { vessel_id: 'goldenticket', tour_type: 'Half Day Afternoon', date: DAY1 })
    await readAlerts(['small-craft-advisory'])
    const unwarned = await call(app, gold, 'POST', `/api/booking/bookings/${clear.booking_id}/cancel`, {})
    expect(unwarned.json()).toMatchObject({ refunded_points: 0 })

    await readAlerts(['small-craft-advisory', 'gale-warning'])
    const upcoming = (await call(app, gold, 'GET', '/api/booking/bookings?when=upcoming')).json()
    expect(upcoming.find((one: { booking_id: string }) => one.booking_id === warned.booking_id).weather).toEqual({
      event: 'Gale Warning',
      headline: expect.stringContaining('Gale Warning issued'),
      ends: clubIsoTime(clubInstant(addClubDays(DAY0, 2), 12)),
    })
    const cancelled = await call(app, gold, 'POST', `/api/booking/bookings/${warned.booking_id}/cancel`, {})
    expect(cancelled.json()).toMatchObject({ refunded_points: warned.points_cost })
    const [row] = await app.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.bookingId, warned.booking_id), eq(pointsLedger.kind, 'cancel')))
    expect(row?.description).toBe('Cancellation under a Gale Warning')
    expect(await pointsAudit(app.db, gold.id)).toMatchObject({ balance: 5000 - clear.points_cost, consistent: true })
  })

  it('gives a rebooking priority: one booking up to 30 days past the window, for 7 days', async () => {
    const gold = await signedIn(app, { tier: 'Gold', points: 5000 })
    const other = await signedIn(app, { tier: 'Gold', points: 5000 })
    const pastWindow = (days: number, vessel_id = 'happyhour') => ({
      vessel_id,
      tour_type: 'Half Day Morning',
      date: addClubDays(DAY0, days),
    })
    expect(await call(app, gold, 'GET', '/api/booking/rebooking-priority').then((answer) => answer.json())).toEqual({
      priority_until: null,
      used: false,
      active: false,
      books_until: null,
    })
    const outing = await booked(app, gold, { vessel_id: 'thirsttrap', tour_type: 'Full Day', date: DAY1 })
    expect((await cancelForWeather([outing.booking_id])).json().cancelled).toBe(1)
    const priority = (await call(app, gold, 'GET', '/api/booking/rebooking-priority')).json()
    expect(priority).toEqual({
      priority_until: clubIsoTime(new Date(clock.now().getTime() + 7 * 24 * HOUR)),
      used: false,
      active: true,
      books_until: addClubDays(DAY0, 45 + 30),
    })

    // A booking inside the tier's own window leaves the priority as it is.
    await booked(app, gold, pastWindow(20))
    expect((await book(app, other, pastWindow(50))).json().rule).toBe('booking_window')
    expect((await book(app, gold, pastWindow(76))).json().rule).toBe('booking_window')
    await booked(app, gold, pastWindow(75))
    expect((await call(app, gold, 'GET', '/api/booking/rebooking-priority')).json()).toMatchObject({
      used: true,
      active: false,
      books_until: null,
    })
    expect((await book(app, gold, pastWindow(50, 'topshelf'))).json().rule).toBe('booking_window')

    const later = await signedIn(app, { tier: 'Gold', points: 5000 })
    const theirs = await booked(app, later, { vessel_id: 'oceanrode', tour_type: 'Half Day Afternoon', date: DAY1 })
    expect((await cancelForWeather([theirs.booking_id])).json().cancelled).toBe(1)
    clock.set(new Date(clock.now().getTime() + 7 * 24 * HOUR + 60_000))
    expect((await book(app, later, pastWindow(57, 'memorymaker'))).json().rule).toBe('booking_window')
    expect((await call(app, later, 'GET', '/api/booking/rebooking-priority')).json()).toMatchObject({ active: false })
  })
})
