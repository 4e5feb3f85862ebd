import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { crewedOuting } from '../../test/test-dock.ts'
import { auditLog } from '../audit/audit-log-table.ts'

const clock = testClock(clubInstant('2026-12-07', 9))
const MINUTE = 60_000

describe('a vessel’s log', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn
  const log = (vessel: string) => call(app, admin, 'GET', `/api/admin/vessels/${vessel}/log`)
  /** Takes `vessel` out and back on `date`, its meter going from `out` to `back` hours. */
  async function trip(
    vessel_id: string,
    date: string,
    out: number,
    back: number,
    damage: { description: string }[] = [],
  ) {
    clock.set(clubInstant('2026-12-07', 9))
    const outing = await crewedOuting(app, admin, member, { vessel_id, tour_type: 'Half Day Morning', date })
    clock.set(new Date(outing.startAt.getTime() - 10 * MINUTE))
    const reading = { fuel_percent: 90, guests_aboard: 2, notes: '' }
    expect(
      (
        await call(app, admin, 'POST', `/api/admin/bookings/${outing.bookingId}/check-out`, {
          ...reading,
          engine_hours: out,
        })
      ).statusCode,
    ).toBe(200)
    const back_ = await call(app, admin, 'POST', `/api/admin/bookings/${outing.bookingId}/check-in`, {
      engine_hours: back,
      fuel_percent: 40,
      damage,
    })
    expect(back_.statusCode).toBe(200)
    return outing.bookingId
  }

  beforeAll(async () => {
    app = await buildTestApp({
      now: clock.now,
      env: { SCHEDULED_WORK_POLL_MS: '60000', SERVICE_INTERVAL_HOURS: '100' },
    })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Diamond', points: 90_000 })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('starts empty, and knows only the club’s vessels', async () => {
    expect((await log('peace')).json()).toEqual({
      vessel_id: 'peace',
      engine_hours: 0,
      hours_since_service: 0,
      service_interval_hours: 100,
      service_due: false,
      trips: [],
      damage: [],
      services: [],
      suggested_block: null,
    })
    expect((await log('titanic')).statusCode).toBe(400)
  })

  it('keeps trips and hours, flags service past the interval with a block where the fleet is least booked', async () => {
    await trip('peace', '2026-12-08', 40, 98.5)
    expect((await log('peace')).json()).toMatchObject({ engine_hours: 98.5, service_due: false, suggested_block: null })
    // Another vessel is booked on the 10th, so the quieter 11th is where Peace's service costs the club least.
    clock.set(clubInstant('2026-12-07', 9))
    await crewedOuting(app, admin, member, {
      vessel_id: 'rallypoint',
      tour_type: 'Half Day Morning',
      date: '2026-12-10',
    })
    const damageBooking = await trip('peace', '2026-12-09', 98.5, 101.2, [{ description: 'Bent stanchion' }])
    const due = (await log('peace')).json()
    expect(due).toMatchObject({ engine_hours: 101.2, hours_since_service: 101.2, service_due: true })
    expect(due.trips).toHaveLength(2)
    expect(due.trips[0]).toMatchObject({ engine_hours_out: 98.5, engine_hours_in: 101.2, fuel_percent_in: 40 })
    expect(due.damage).toEqual([
      expect.objectContaining({
        booking_id: damageBooking,
        description: 'Bent stanchion',
        resolved_at: null,
        photos: [],
      }),
    ])
    // The clock stands on the 9th: the two weeks looked at start on the 10th.
    expect(due.suggested_block).toEqual({
      from: { date: '2026-12-11', slot: 'morning' },
      to: { date: '2026-12-11', slot: 'afternoon' },
    })

    const calendar = (await call(app, admin, 'GET', '/api/admin/fleet-calendar?from=2026-12-08&days=3')).json()
    const peace = calendar.vessels.find((vessel: { vessel_id: string }) => vessel.vessel_id === 'peace')
    const rallypoint = calendar.vessels.find((vessel: { vessel_id: string }) => vessel.vessel_id === 'rallypoint')
    expect(peace.service_due).toBe(true)
    expect(rallypoint.service_due).toBe(false)
    expect(peace.cells.find((cell: { date: string }) => cell.date === '2026-12-09').booking.state).toBe('back')
    expect(rallypoint.cells.find((cell: { date: string }) => cell.date === '2026-12-10').booking.state).toBe('upcoming')

    const block = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
      vessel_id: 'peace',
      ...due.suggested_block,
      kind: 'maintenance',
      reason: '100-hour service',
    })
    expect(block.statusCode).toBe(201)
    expect((await log('peace')).json().suggested_block.from.date).not.toBe('2026-12-11')
  })

  it('resets the hours since service when staff record one, whose hours only go forward', async () => {
    const backwards = await call(app, admin, 'POST', '/api/admin/vessels/peace/service', {
      engine_hours: 100,
      notes: '',
    })
    expect(backwards.json()).toMatchObject({ rule: 'engine_hours' })
    const serviced = await call(app, admin, 'POST', '/api/admin/vessels/peace/service', {
      engine_hours: 101.5,
      notes: 'Oil, filters and impeller',
    })
    expect(serviced.statusCode).toBe(201)
    expect(serviced.json()).toMatchObject({
      engine_hours: 101.5,
      hours_since_service: 0,
      service_due: false,
      suggested_block: null,
      services: [{ engine_hours: 101.5, notes: 'Oil, filters and impeller' }],
    })
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'vessel.service'))
    expect(audit).toHaveLength(1)
  })

  it('marks damage resolved once', async () => {
    const [damage] = (await log('peace')).json().damage as { damage_id: number }[]
    const resolved = await call(app, admin, 'POST', `/api/admin/damage/${damage!.damage_id}/resolve`)
    expect(resolved.statusCode).toBe(200)
    expect(resolved.json().resolved_at).not.toBeNull()
    expect((await call(app, admin, 'POST', `/api/admin/damage/${damage!.damage_id}/resolve`)).statusCode).toBe(409)
    expect((await call(app, admin, 'POST', '/api/admin/damage/999999/resolve')).statusCode).toBe(404)
  })
})
