import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { addCaptain, crewedOuting, signedInCaptain } from '../../test/test-dock.ts'
import { currentUser, logIn } from '../../test/test-accounts.ts'
import type { Captain } from '../../../common/fleet-operations/fleet-api.ts'
import { members } from '../accounts/members-table.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { EMAIL_HELD_ELSEWHERE } from './captain-accounts.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { afterAll } from 'vitest'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))
const reading = { engine_hours: 120.5, fuel_percent: 90, guests_aboard: 2, notes: '' }

describe('who reaches the dock', () => {
  let app: App
  let admin: SignedIn
  let member: SignedIn
  let captain: SignedIn
  let otherCaptain: SignedIn
  let bookingId: string
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { SCHEDULED_WORK_POLL_MS: '60000' } })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Diamond', points: 50_000 })
    const captainId = await addCaptain(app, admin, ['peace'])
    const otherId = await addCaptain(app, admin, ['peace'])
    captain = await signedInCaptain(app, admin, captainId)
    otherCaptain = await signedInCaptain(app, admin, otherId)
    ;({ bookingId } = await crewedOuting(
      app,
      admin,
      member,
      { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-08' },
      captainId,
    ))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('gives a captain a sign-in with a one-time link, once, and audits it', async () => {
    const captainId = await addCaptain(app, admin, ['peace'])
    const given = await call(app, admin, 'POST', `/api/admin/captains/${captainId}/account`, {
      username: 'skipper.lee',
    })
    expect(given.statusCode).toBe(201)
    expect(given.json()).toEqual({ username: 'skipper.lee' })
    const again = await call(app, admin, 'POST', `/api/admin/captains/${captainId}/account`, {
      username: 'skipper.two',
    })
    expect(again.statusCode).toBe(409)
    const taken = await call(app, admin, 'POST', `/api/admin/captains/${await addCaptain(app, admin, [])}/account`, {
      username: 'SKIPPER.LEE',
    })
    expect(taken.json()).toMatchObject({ field: 'username' })
    const roster = await call(app, admin, 'GET', '/api/admin/captains')
    const signIns = new Map(roster.json().map((one: Captain) => [one.captain_id, one.has_sign_in]))
    expect(signIns.get(captainId)).toBe(true)
    expect([...signIns.values()].filter((has) => !has)).toHaveLength(1)

    const [memberRow] = await app.db.select().from(members).where(eq(members.id, member.id))
    const alsoMember = await call(app, admin, 'POST', '/api/admin/captains', {
      name: 'Member Captain',
      email: memberRow!.email.toUpperCase(),
      phone_number: '9415550100',
      licence: { number: 'ML-7654321', expires_on: '2030-01-20' },
      vessels: [],
    })
    expect(alsoMember.statusCode).toBe(201)
    const shared = await call(app, admin, 'POST', `/api/admin/captains/${alsoMember.json().captain_id}/account`, {
      username: 'member.captain',
    })
    expect(shared.statusCode).toBe(409)
    expect(shared.json()).toEqual({ detail: EMAIL_HELD_ELSEWHERE, field: 'email' })
    expect(
      (await call(app, admin, 'POST', '/api/admin/captains/99999/account', { username: 'nobody1' })).statusCode,
    ).toBe(404)
    const letters = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Your Mariner Yacht Club captain’s sign-in'))
    expect(
      letters.some(
        (letter) =>
          letter.textBody.includes('username skipper.lee') && letter.textBody.includes('/new_password?token='),
      ),
    ).toBe(true)
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'captain.account'))
    expect(audit.map((entry) => entry.details)).toContainEqual({
      captain_id: captainId,
      name: expect.any(String),
      username: 'skipper.lee',
    })
  })

  it('lets a captain sign in as a captain and read who they are, and nothing of a member’s or staff’s', async () => {
    const who = await currentUser(app, captain.cookie)
    expect(who.statusCode).toBe(200)
    expect(who.json().user_type).toBe('captain')
    for (const [method, url] of [
      ['GET', '/api/booking/vessels'],
      ['GET', '/api/booking/bookings'],
      ['GET', '/api/new-userdetail/user-details/'],
      ['GET', '/api/billing/invoices'],
      ['GET', '/api/admin/captains'],
      ['GET', '/api/admin/fleet-calendar'],
      ['GET', '/api/admin/members'],
      ['POST', '/api/admin/captains/1/account'],
      ['GET', `/api/admin/vessels/peace/log`],
    ] as const) {
      const answer = await call(app, captain, method, url, method === 'POST' ? {} : undefined)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('answers each dock call by who asks: anonymous 401, member 403, another captain 403', async () => {
    const calls = [
      ['GET', '/api/crew/outings', undefined],
      ['POST', `/api/admin/bookings/${bookingId}/check-out`, reading],
      ['POST', `/api/admin/bookings/${bookingId}/check-in`, { ...reading, damage: [] }],
      ['GET', `/api/admin/bookings/${bookingId}/float-plan`, undefined],
      ['GET', `/api/admin/bookings/${bookingId}/float-plan.pdf`, undefined],
    ] as const
    for (const [method, url, body] of calls) {
      expect((await call(app, undefined, method, url, body)).statusCode, url).toBe(401)
      expect((await call(app, member, method, url, body)).statusCode, url).toBe(403)
      if (url === '/api/crew/outings') continue
      const refused = await call(app, otherCaptain, method, url, body)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().detail).toBe('This outing is crewed by another captain.')
    }
    for (const [method, url] of [
      ['POST', '/api/admin/captains/1/account'],
      ['GET', '/api/admin/vessels/peace/log'],
      ['POST', '/api/admin/vessels/peace/service'],
      ['POST', '/api/admin/damage/1/resolve'],
      ['GET', `/api/admin/bookings/${bookingId}/damage`],
      ['GET', '/api/admin/damage-photos/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect((await call(app, undefined, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401)
      expect((await call(app, member, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403)
    }
  })

  it('shows a captain only the outings they crew, and staff everyone’s or one captain’s', async () => {
    const mine = await call(app, captain, 'GET', '/api/crew/outings')
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toHaveLength(1)
    expect(mine.json()[0]).toMatchObject({
      booking_id: bookingId,
      vessel_id: 'peace',
      state: 'upcoming',
      member: { emergency_contact: expect.any(Object) },
      checked_out_at: null,
    })
    expect((await call(app, otherCaptain, 'GET', '/api/crew/outings')).json()).toEqual([])
    const theirs = await call(app, otherCaptain, 'GET', '/api/crew/outings?captain=1')
    expect(theirs.statusCode).toBe(403)
    expect((await call(app, admin, 'GET', '/api/crew/outings')).json()).toHaveLength(1)
  })

  it('refuses a captain number that is no number or larger than any stored id, with what it must be', async () => {
    for (const captainId of ['abc', '99999999999', '0']) {
      const refused = await call(app, admin, 'GET', `/api/crew/outings?captain=${captainId}`)
      expect(refused.statusCode, captainId).toBe(400)
      expect(refused.json().detail).toBe('captain: must be a captain number')
    }
    const assignment = await call(app, admin, 'PUT', `/api/admin/bookings/${bookingId}/captain`, {
      captain_id: 99999999999,
    })
    expect(assignment.statusCode).toBe(400)
  })

  it('lets the outing’s captain check it out and in', async () => {
    clock.set(clubInstant('2026-12-08', 8))
    const out = await call(app, captain, 'POST', `/api/admin/bookings/${bookingId}/check-out`, reading)
    expect(out.statusCode).toBe(200)
    expect(out.json().state).toBe('out')
    const back = await call(app, captain, 'POST', `/api/admin/bookings/${bookingId}/check-in`, {
      engine_hours: 124,
      fuel_percent: 60,
      damage: [],
      notes: 'Calm seas',
    })
    expect(back.statusCode).toBe(200)
    expect(back.json().state).toBe('back')
  })

  it('ends a retired captain’s sign-in', async () => {
    const captainId = await addCaptain(app, admin, ['peace'])
    const retiring = await signedInCaptain(app, admin, captainId)
    expect((await call(app, admin, 'DELETE', `/api/admin/captains/${captainId}`)).statusCode).toBe(200)
    expect((await call(app, retiring, 'GET', '/api/crew/outings')).statusCode).toBe(401)
    const login = await logIn(app, { username: retiring.username, password: 'Dock-Side-Pass-1' })
    expect(login.statusCode).toBe(403)
  })
})
