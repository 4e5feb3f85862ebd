import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { book, call, staffApp, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { members } from '../accounts/members-table.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const block = (app: App, who: SignedIn | undefined, body: Record<string, unknown>) =>
  call(app, who, 'POST', '/api/admin/vessel-blocks', body)

const maintenance = (date: string, until = date) => ({
  vessel_id: 'peace',
  from: { date, slot: 'morning' },
  to: { date: until, slot: 'afternoon' },
  kind: 'maintenance',
  reason: 'Engine service.',
})

describe('vessel blocks', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  const slotsOn = async (who: SignedIn, date: string) =>
    (await call(app, who, 'GET', `/api/booking/availability?vessel_id=peace&from=${date}&days=1`)).json().days[0].slots

  it('are for admins only', async () => {
    const member = await signedIn(app)
    for (const [method, url] of [
      ['POST', '/api/admin/vessel-blocks'],
      ['GET', '/api/admin/vessel-blocks?from=2026-12-01&to=2026-12-31'],
      ['DELETE', '/api/admin/vessel-blocks/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(
        (await call(app, undefined, method, url, method === 'POST' ? maintenance('2026-12-20') : undefined)).statusCode,
      ).toBe(401)
      expect(
        (await call(app, member, method, url, method === 'POST' ? maintenance('2026-12-20') : undefined)).statusCode,
      ).toBe(403)
    }
  })

  it('refuse a range that ends first, begins in the past, or names no reason, and write nothing', async () => {
    const backwards = await block(app, admin, {
      ...maintenance('2026-12-20'),
      to: { date: '2026-12-19', slot: 'afternoon' },
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().detail).toBe('A block must end on or after the slot it starts with.')
    const past = await block(app, admin, maintenance('2026-12-07'))
    expect(past.statusCode).toBe(400)
    expect(past.json().detail).toBe('A block must begin with a slot that has not started yet.')
    const silent = await block(app, admin, { ...maintenance('2026-12-20'), reason: '  ' })
    expect(silent.statusCode).toBe(400)
    expect((await call(app, admin, 'GET', '/api/admin/vessel-blocks?from=2026-12-01&to=2026-12-31')).json()).toEqual([])
  })

  it('close the slots to members with the reason, refuse a booking of them, and open them again when lifted', async () => {
    const member = await signedIn(app)
    const placed = await block(app, admin, maintenance('2026-12-21', '2026-12-22'))
    expect(placed.statusCode).toBe(201)
    expect(placed.json()).toMatchObject({ vessel_id: 'peace', kind: 'maintenance', cancelled_bookings: [] })
    const reason = { rule: 'blocked', detail: "63' Peace is closed for maintenance: Engine service." }
    const slots = await slotsOn(member, '2026-12-22')
    expect(slots.map((slot: { state: string }) => slot.state)).toEqual(['closed', 'closed'])
    expect(slots[0].reason).toEqual(reason)

    const refused = await book(app, member, { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-21' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual(reason)
    const overrideCannot = await book(app, admin, {
      vessel_id: 'peace',
      tour_type: 'Half Day Morning',
      date: '2026-12-21',
      username: member.username,
      override_rules: true,
    })
    expect(overrideCannot.statusCode).toBe(409)

    const again = await block(app, admin, maintenance('2026-12-22'))
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Part of this range is already blocked; lift that block or choose other slots.')

    const lifted = await call(app, admin, 'DELETE', `/api/admin/vessel-blocks/${placed.json().block_id}`)
    expect(lifted.statusCode).toBe(200)
    expect((await slotsOn(member, '2026-12-22')).map((slot: { state: string }) => slot.state)).toEqual(['free', 'free'])
    expect((await call(app, admin, 'DELETE', `/api/admin/vessel-blocks/${placed.json().block_id}`)).statusCode).toBe(
      409,
    )
    expect(
      (await call(app, admin, 'DELETE', '/api/admin/vessel-blocks/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
    const audit = await app.db.select().from(auditLog).where(like(auditLog.action, 'vessel.%'))
    expect(audit.map((entry) => entry.action)).toEqual(['vessel.block', 'vessel.unblock'])
  })

  it('over a booking first list the clash and change nothing; forced, refund it once and give the allowance back', async () => {
    const member = await signedIn(app, { tier: 'Silver', points: 3000 })
    const trip = await book(app, member, { vessel_id: 'peace', tour_type: 'Overnight', date: '2026-12-15' })
    expect(trip.statusCode).toBe(201)
    const { booking_id: bookingId, points_cost: cost } = trip.json()
    // Silver includes one overnight trip a year: a second is refused while the first stands.
    const second = await book(app, member, { vessel_id: 'rallypoint', tour_type: 'Overnight', date: '2026-12-28' })
    expect(second.json().rule).toBe('trips')

    const request = maintenance('2026-12-16')
    const clash = await block(app, admin, request)
    expect(clash.statusCode).toBe(409)
    const [row] = await app.db.select().from(members).where(eq(members.id, member.id))
    expect(clash.json()).toEqual({
      detail: 'This block would cancel a booking. Place it again with force to cancel it with all points refunded.',
      clashes: [
        {
          booking_id: bookingId,
          member: { id: member.id, member_id: row!.memberId, name: `${row!.firstName} ${row!.lastName}` },
          tour_type: 'Overnight',
          start_at: trip.json().start_at,
        },
      ],
    })
    expect((await call(app, member, 'GET', `/api/booking/bookings/${bookingId}`)).json().status).toBe('booked')

    const forced = await block(app, admin, { ...request, force: true })
    expect(forced.statusCode).toBe(201)
    expect(forced.json().cancelled_bookings).toEqual([bookingId])
    const record = (await call(app, member, 'GET', `/api/booking/bookings/${bookingId}`)).json()
    expect(record).toMatchObject({ status: 'cancelled', refunded_points: cost })
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 3000, consistent: true })
    const mail = await app.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.recipients, `%${row!.email}%`))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.textBody).toContain('is closed for maintenance: Engine service.')
    expect(mail[0]!.textBody).toContain(`All ${cost.toLocaleString('en-US')} Mariner Points are back`)
    // The cancelled trip counts toward nothing now: another overnight books.
    expect(
      (await book(app, member, { vessel_id: 'rallypoint', tour_type: 'Overnight', date: '2026-12-28' })).statusCode,
    ).toBe(201)
  })
})
