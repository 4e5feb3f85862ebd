import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../common/back-office.ts'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { auditLog } from './audit-log-table.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

describe('the audit log names people and bookings as people read them', () => {
  let app: App
  let admin: SignedIn

  const auditOf = async (username: string) =>
    (await call(app, admin, 'GET', `/api/admin/audit?member=${username}`)).json() as AuditEntry[]

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    admin = await signedIn(app, { userType: 'admin' })
    await app.db.update(members).set({ firstName: 'Harbour', lastName: 'Master' }).where(eq(members.id, admin.id))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('gives the bookings an entry names its reference, vessel, tour and start, and the member and admin by name', async () => {
    const member = await signedIn(app, { points: 5000 })
    await app.db.update(members).set({ firstName: 'Ann', lastName: 'Reef' }).where(eq(members.id, member.id))
    const booked = await book(app, admin, {
      vessel_id: 'peace',
      tour_type: 'Half Day Morning',
      date: '2026-12-12',
      username: member.username,
    })
    expect(booked.statusCode).toBe(201)
    const first = booked.json() as { booking_id: string }
    const moved = await call(app, admin, 'POST', `/api/booking/bookings/${first.booking_id}/rebook`, {
      vessel_id: 'kaifin',
      tour_type: 'Overnight',
      date: '2026-12-20',
    })
    expect(moved.statusCode).toBe(201)
    const second = moved.json() as { booking_id: string }
    const cancelled = await call(app, admin, 'POST', `/api/booking/bookings/${second.booking_id}/cancel`, {
      waive: true,
    })
    expect(cancelled.statusCode).toBe(200)

    const [cancel, rebook, create] = await auditOf(member.username)
    const references = await app.db.query.bookings.findMany({ columns: { id: true, reference: true } })
    const referenceOf = (id: string) => references.find((row) => row.id === id)?.reference
    const peace = {
      booking_id: first.booking_id,
      reference: referenceOf(first.booking_id),
      vessel: 'Peace',
      tour_type: 'Half Day Morning',
      start_at: '2026-12-12T08:30:00-05:00',
      days: 1,
    }
    const kaiFin = {
      booking_id: second.booking_id,
      reference: referenceOf(second.booking_id),
      vessel: 'Kai Fin',
      tour_type: 'Overnight',
      start_at: '2026-12-20T14:30:00-05:00',
      days: 2,
    }
    expect(peace.reference).toMatch(/^B-[A-Z0-9]{5}$/)
    const people = {
      actor: admin.username,
      actor_name: 'Harbour Master',
      target: member.username,
      target_name: 'Ann Reef',
      target_member_id: `MYC-${String(member.id).padStart(5, '0')}`,
    }
    expect(create).toMatchObject({ action: 'booking.create', ...people, bookings: [peace] })
    expect(rebook).toMatchObject({ action: 'booking.rebook', ...people, bookings: [peace, kaiFin] })
    expect(cancel).toMatchObject({ action: 'booking.cancel', ...people, bookings: [kaiFin] })
    expect(cancel?.details).toMatchObject({ waived: true })
  })

  it('names no booking for an entry about none, nor for one whose details name a booking that is not one', async () => {
    const member = await signedIn(app)
    await app.db.insert(auditLog).values([
      { actorId: admin.id, action: 'booking.cancel', targetMemberId: member.id, details: { booking_id: 'B-NOT00' } },
      {
        actorId: admin.id,
        action: 'booking.cancel',
        targetMemberId: member.id,
        details: { booking_id: '00000000-0000-4000-8000-000000000000' },
      },
    ])
    const entries = await auditOf(member.username)
    expect(entries.map((entry) => entry.bookings)).toEqual([[], []])

    const exported = await call(app, admin, 'POST', '/api/export-data/export/members')
    expect(exported.statusCode).toBe(200)
    const [latest] = (await call(app, admin, 'GET', '/api/admin/audit?limit=1')).json() as AuditEntry[]
    expect(latest).toMatchObject({
      action: 'data.export',
      actor_name: 'Harbour Master',
      target: null,
      target_name: null,
      target_member_id: null,
      bookings: [],
    })
  })
})
