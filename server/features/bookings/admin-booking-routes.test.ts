import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock, staffApp } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const recordsOf = (app: App, who: SignedIn | undefined, username: string) =>
  call(app, who, 'GET', `/api/booking/admin/?username=${encodeURIComponent(username)}`)

describe('the back office’s bookings of a member', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
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

  it('are records made for reading, oldest first, with who booked each and where to open it', async () => {
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
    const trip = (
      await book(app, admin, {
        vessel_id: 'congetta',
        tour_type: 'Multi-day',
        date: '2026-12-21',
        days: 3,
        username: member.username,
        override_rules: true,
      })
    ).json()
    const records = (await recordsOf(app, admin, member.username.toUpperCase())).json()
    expect(records.map((record: { reference: string }) => record.reference)).toEqual([
      sooner.reference,
      later.reference,
      trip.reference,
    ])
    const nameOf = async (id: number) => {
      const [row] = await app.db.select().from(members).where(eq(members.id, id))
      return `${row!.firstName} ${row!.lastName}`
    }
    expect(records[0]).toEqual({
      reference: expect.stringMatching(/^B-[2-9A-HJKMNP-Z]{5}$/),
      vessel: 'Congetta',
      tour: 'Half Day Morning',
      start: 'Sat, Dec 12, 2026, 8:30 AM',
      end: 'Sat, Dec 12, 2026, 1:30 PM',
      status: 'Booked',
      points: sooner.points_cost,
      fees: '$85.00',
      booked_by: await nameOf(admin.id),
      dashboard_url: `/admin?tab=bookings&username=${member.username}&booking=${sooner.reference}`,
    })
    expect(records[1]).toMatchObject({ booked_by: await nameOf(member.id), tour: 'Sunset' })
    expect(records[2]).toMatchObject({ tour: 'Multi-day, 3 days', fees: '$785.00' })
    // Nothing a person cannot read: no uuid, no cents, no raw field.
    expect(JSON.stringify(records)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|_cents|_id"/)
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
    expect(records.map((record: { status: string }) => record.status)).toEqual(['Cancelled', 'Rebooked', 'Booked'])
    // The rest of each booking opens by its reference: the cancelled one with its refund, the moved one naming the new.
    const opened = async (reference: string) =>
      (await call(app, admin, 'GET', `/api/booking/bookings/${reference}`)).json()
    expect(await opened(records[0].reference)).toMatchObject({
      booking_id: late.booking_id,
      status: 'cancelled',
      refunded_points: late.points_cost,
      cancelled_at: '2026-12-07T09:00:00-05:00',
    })
    expect(await opened(records[1].reference)).toMatchObject({
      rebooked_to: moved.json().booking_id,
      rebooked_to_reference: moved.json().reference,
    })
    expect(await opened(records[2].reference)).toMatchObject({
      rebooked_from: moving.booking_id,
      rebooked_from_reference: moving.reference,
      booked_by: expect.stringMatching(/^Pat Sailor/),
    })

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
