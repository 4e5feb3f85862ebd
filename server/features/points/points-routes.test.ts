import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall } from '../../test/admin-call.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { pointsAudit, type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { pointsLedger } from './points-ledger-table.ts'

describe('the back office’s points calls', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { points: 500 })
  })
  afterAll(async () => {
    await app?.close()
  })

  const adjust = (username: string, update_points: string, description = 'Goodwill for a late start') =>
    adminCall(app, admin, 'PUT', '/api/points/update-points/', { username, update_points, description })
  const auditRows = async (memberId: number) =>
    (await app.db.select({ total: count() }).from(auditLog).where(eq(auditLog.targetMemberId, memberId)))[0]?.total

  describe('Adjust Points', () => {
    it('reads a member’s balance by username in any case, 404 for no one, 400 without a username', async () => {
      const read = await adminCall(app, admin, 'GET', `/api/points/points/?username=${member.username.toUpperCase()}`)
      expect(read.json()).toEqual({ username: member.username, points: (await pointsAudit(app.db, member.id)).balance })
      expect((await adminCall(app, admin, 'GET', '/api/points/points/?username=nobody-here')).statusCode).toBe(404)
      const missing = await adminCall(app, admin, 'GET', '/api/points/points/')
      expect(missing.statusCode).toBe(400)
      expect(missing.json().detail).toContain('username')
    })

    it('credits and debits through one ledger row each, audited, and the member sees them in Booking History', async () => {
      const start = await pointsAudit(app.db, member.id)
      const credit = await adjust(member.username, '+150')
      expect(credit.statusCode).toBe(200)
      expect(credit.json()).toEqual({
        username: member.username,
        points: start.balance + 150,
        detail: 'Points updated.',
      })
      const debit = await adjust(member.username.toUpperCase(), '-50', 'Fuel surcharge')
      expect(debit.json().points).toBe(start.balance + 100)

      const after = await pointsAudit(app.db, member.id)
      expect(after).toMatchObject({ balance: start.balance + 100, ledgerSum: start.balance + 100, consistent: true })
      expect(after.rows).toBe(start.rows + 2)
      const rows = await app.db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.memberId, member.id))
        .orderBy(pointsLedger.id)
      expect(rows.slice(-2)).toMatchObject([
        { kind: 'credit', points: 150, description: 'Goodwill for a late start', actorId: admin.id },
        { kind: 'debit', points: -50, description: 'Fuel surcharge', actorId: admin.id },
      ])

      const audit = await adminCall(app, admin, 'GET', `/api/admin/audit?member=${member.username}&limit=2`)
      expect(audit.json()).toMatchObject([
        {
          actor: admin.username,
          action: 'points.adjust',
          target: member.username,
          details: {
            change: -50,
            description: 'Fuel surcharge',
            before: start.balance + 150,
            after: start.balance + 100,
          },
        },
        { action: 'points.adjust', details: { change: 150, before: start.balance, after: start.balance + 150 } },
      ])

      const history = await adminCall(app, member, 'GET', `/api/booking/member/${member.id}`)
      expect(history.json().data[0]).toMatchObject({
        source: 'Point Adjustment',
        description: 'Fuel surcharge',
        points: -50,
      })
    })

    it('refuses a debit below zero with 422 rule points, and writes nothing', async () => {
      const before = await pointsAudit(app.db, member.id)
      const audits = await auditRows(member.id)
      const response = await adjust(member.username, String(-(before.balance + 1)))
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({ rule: 'points' })
      expect(response.json().detail).toContain('below zero')
      expect(await pointsAudit(app.db, member.id)).toEqual(before)
      expect(await auditRows(member.id)).toBe(audits)
    })

    it.each([
      ['update_points', '12.5', 'whole number'],
      ['update_points', 'ten', 'whole number'],
      ['update_points', '0', 'other than 0'],
      ['update_points', '', 'whole number'],
      ['update_points', '1000000', 'between'],
      ['description', '', 'Please describe the change.'],
      ['description', 'x'.repeat(201), 'at most 200'],
      ['username', '', 'Please select a user'],
    ])('answers %s=%j with 400 naming the problem, and writes nothing', async (field, value, problem) => {
      const before = await pointsAudit(app.db, member.id)
      const form = { username: member.username, update_points: '25', description: 'Goodwill', [field]: value }
      const response = await adminCall(app, admin, 'PUT', '/api/points/update-points/', form)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toContain(field)
      expect(response.json().detail).toContain(problem)
      expect(await pointsAudit(app.db, member.id)).toEqual(before)
    })

    it('answers 404 for an unknown member', async () => {
      const response = await adjust('nobody-here', '10')
      expect(response.statusCode).toBe(404)
      expect(response.json().detail).toBe('No member has that username.')
    })

    it('takes JSON too, and an Idempotency-Key makes a retry change nothing more', async () => {
      const before = await pointsAudit(app.db, member.id)
      const send = () =>
        app.inject({
          method: 'PUT',
          url: '/api/points/update-points/',
          headers: { cookie: admin.cookie, 'idempotency-key': 'adjust-once-1' },
          payload: { username: member.username, update_points: 40, description: 'Regatta prize' },
        })
      const first = await send()
      const again = await send()
      expect(first.statusCode).toBe(200)
      expect(again.statusCode).toBe(200)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.json()).toEqual(first.json())
      expect(await pointsAudit(app.db, member.id)).toMatchObject({
        balance: before.balance + 40,
        rows: before.rows + 1,
      })
    })

    it('gives the last points once when debits race: each takes its turn on the member', async () => {
      const racer = await signedIn(app, { points: 500 })
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => adjust(racer.username, '-100', `Race ${index}`)),
      )
      const statuses = answers.map((answer) => answer.statusCode).sort()
      expect(statuses).toEqual([200, 200, 200, 200, 200, 422, 422, 422])
      expect(await pointsAudit(app.db, racer.id)).toMatchObject({ balance: 0, ledgerSum: 0, consistent: true })
    })
  })
})
