import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { idempotentAnswers } from '../idempotency/idempotent-answers-table.ts'
import { bookings, slotOccupancy } from './booking-tables.ts'
import { book, pointsAudit, type SignedIn, signedIn, testClock, staffApp } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

describe('setting the booking rules aside (issue 20 §13)', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  // A Silver member books 30 days ahead; 1 February 2027 is 56 days away.
  const beyondSilver = { vessel_id: 'topshelf', tour_type: 'Half Day Morning', date: '2027-02-01' }
  const withinSilver = { vessel_id: 'topshelf', tour_type: 'Half Day Morning', date: '2026-12-18' }

  it('is refused to a member with 403, for their own booking or another’s, and nothing is written', async () => {
    const member = await signedIn(app, { tier: 'Silver', points: 500 })
    const other = await signedIn(app, { tier: 'Silver', points: 500 })
    const attempts: Array<Record<string, unknown>> = [
      { ...withinSilver, override_rules: true },
      { ...beyondSilver, override_rules: true },
      { ...withinSilver, override_rules: true, username: member.username },
      { ...withinSilver, override_rules: true, username: other.username },
    ]
    for (const [index, tour] of attempts.entries()) {
      const response = await book(app, member, tour, { 'idempotency-key': `override-${index}` })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: 'Only staff can set the booking rules aside.' })
    }
    for (const who of [member, other]) {
      expect(await app.db.select().from(bookings).where(eq(bookings.memberId, who.id))).toEqual([])
      expect(await pointsAudit(app.db, who.id)).toMatchObject({ balance: 500, rows: 1, consistent: true })
      expect(await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, who.id))).toEqual([])
    }
    expect(await app.db.select().from(idempotentAnswers).where(eq(idempotentAnswers.accountId, member.id))).toEqual([])
    expect(await app.db.select().from(slotOccupancy).where(eq(slotOccupancy.vesselKey, 'topshelf'))).toEqual([])

    // Without the flag, or with it false, the member books as ever, and nothing is marked as set aside.
    const plain = await book(app, member, { ...withinSilver, override_rules: false })
    expect(plain.statusCode).toBe(201)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, plain.json().booking_id))
    expect(row?.rulesOverridden).toBe(false)
  })

  it('still lets an admin set a member’s rules aside: the booking is flagged and the audit entry says so', async () => {
    const member = await signedIn(app, { tier: 'Silver', points: 500 })
    expect((await book(app, admin, { ...beyondSilver, username: member.username })).json().rule).toBe('booking_window')
    const response = await book(app, admin, { ...beyondSilver, username: member.username, override_rules: true })
    expect(response.statusCode).toBe(201)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, response.json().booking_id))
    expect(row).toMatchObject({ memberId: member.id, bookedBy: admin.id, rulesOverridden: true })
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, member.id))
    expect(entries).toMatchObject([
      {
        actorId: admin.id,
        action: 'booking.create',
        details: { booking_id: response.json().booking_id, rules_overridden: true },
      },
    ])
  })
})
