import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/booking/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock } from './test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const recordsOf = (app: App, who: SignedIn | undefined, username: string) =>
  call(app, who, 'GET', `/api/booking/admin/?username=${encodeURIComponent(username)}`)

describe('the back office’s bookings of a member', () => {
  let app: App
  let admin: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const auditOf = (memberId: number) =>
    app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, memberId)).orderBy(auditLog.id)

  it('need an admin session, a username and a member who exists', async () => {
    const member = await signedIn(app)
    expect((await recordsOf(app, undefined, member.username)).statusCode).toBe(401)
    expect((await recordsOf(app, member, member.username)).statusCode).toBe(403)
    const empty = await call(app, admin, 'GET', '/api/booking/admin/?username=')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toContain('Please select a user')
    const unknown = await recordsOf(app, admin, 'nobody-at-all')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'User not found!' })
    expect((await recordsOf(app, admin, member.username)).json()).toEqual([])
  })

  it('are flat records of every booking, oldest first, with who booked each and where to open it', async () => {
    const member = await signedIn(app, { points: 5000 })
    const later = (await book(app, member, { vessel_id: 'giddyup', tour_type: 'Sunset', date: '2026-12-19' })).json()
    const sooner = (
      await book(app, admin, {
        vessel_id: 'congetta',
        tour_type: 'Half Day Morning',
        date: '2026-12-12',
        username: member.username,
      })
    ).json()
    const records = (await recordsOf(app, admin, member.username.toUpperCase())).json()
    expect(records.map((record: { booking_id: string }) => record.booking_id)).toEqual([
      sooner.booking_id,
      later.booking_id,
    ])
    expect(records[0]).toEqual({
      booking_id: sooner.booking_id,
      member_id: expect.stringMatching(/^MYC-\d{5}$/),
      username: member.username,
      item: sooner.item,
      vessel_id: 'congetta',
      tour_type: 'Half Day Morning',
      start_at: '2026-12-12T08:30:00-05:00',
      end_at: '2026-12-12T13:30:00-05:00',
      status: 'booked',
      points_cost: sooner.points_cost,
      balance_after_booking: sooner.balance_after_booking,
      booking_fee_cents: 8500,
      labor_surcharge_cents: 0,
      last_minute: false,
      weekend: true,
      booked_at: '2026-12-07T09:00:00-05:00',
      booked_by: admin.username,
      rules_overridden: false,
      cancelled_at: null,
      refunded_points: null,
      rebooked_from: null,
      rebooked_to: null,
      dashboard_url: `/admin?tab=bookings&username=${member.username}&booking=${sooner.booking_id}`,
    })
    expect(records[1]).toMatchObject({ booked_by: member.username, tour_type: 'Sunset' })
    const [made] = await auditOf(member.id)
    expect(made).toMatchObject({
      actorId: expect.any(Number),
      action: 'booking.create',
      details: expect.objectContaining({ booking_id: sooner.booking_id, rules_overridden: false }),
    })
  })

  it('let staff cancel with the rule waived and rebook for the member, each audited in its transaction', async () => {
    const member = await signedIn(app, { points: 2000 })
    const late = (
      await book(app, member, { vessel_id: 'congetta', tour_type: 'Half Day Afternoon', date: '2026-12-08' })
    ).json()
    const cancelled = await call(app, admin, 'POST', `/api/booking/bookings/${late.booking_id}/cancel`, { waive: true })
    expect(cancelled.json()).toMatchObject({ refunded_points: late.points_cost, current_points: 2000 })

    const moving = (await book(app, member, { vessel_id: 'giddyup', tour_type: 'Sunset', date: '2026-12-08' })).json()
    const moved = await call(app, admin, 'POST', `/api/booking/bookings/${moving.booking_id}/rebook`, {
      vessel_id: 'giddyup',
      tour_type: 'Half Day Morning',
      date: '2026-12-09',
    })
    expect(moved.statusCode).toBe(201)
    const records = (await recordsOf(app, admin, member.username)).json()
    expect(records.map((record: { status: string }) => record.status)).toEqual(['cancelled', 'rebooked', 'booked'])
    expect(records[0]).toMatchObject({ refunded_points: late.points_cost, cancelled_at: '2026-12-07T09:00:00-05:00' })
    expect(records[1]).toMatchObject({ rebooked_to: moved.json().booking_id })
    expect(records[2]).toMatchObject({ rebooked_from: moving.booking_id, booked_by: admin.username })

    const entries = await auditOf(member.id)
    expect(entries.map((entry) => entry.action)).toEqual(['booking.cancel', 'booking.rebook'])
    expect(entries[0]!.details).toMatchObject({
      booking_id: late.booking_id,
      waived: true,
      refunded_points: late.points_cost,
    })
    expect(entries[1]!.details).toMatchObject({ booking_id: moving.booking_id, rebooked_to: moved.json().booking_id })
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ consistent: true })
  })

  it('leave no audit entry for a member’s own changes', async () => {
    const member = await signedIn(app, { points: 2000 })
    const own = (await book(app, member, { vessel_id: 'congetta', tour_type: 'Full Day', date: '2026-12-15' })).json()
    await call(app, member, 'POST', `/api/booking/bookings/${own.booking_id}/cancel`, {})
    expect(await auditOf(member.id)).toEqual([])
  })
})
