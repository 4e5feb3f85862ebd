import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { memberPictures, members } from './members-table.ts'
import { sessions } from './session-tables.ts'
import { addAccount, currentUser, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const password = 'Correct-Horse-1'

describe('logging in and out', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('accepts the username in any case, answers SUCCESS with the user type and sets a safe session cookie', async () => {
    await addAccount(app, { username: 'CaptainAhab', userType: 'admin' })
    const response = await logIn(app, { username: 'captainahab', password })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'SUCCESS', detail: 'Login successful', user_type: 'admin' })
    expect(response.headers['cache-control']).toBe('no-store')
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^myc_session=[\w-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime()
    expect(expires - Date.now()).toBeGreaterThan(167 * 3_600_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(168 * 3_600_000)
  })

  it('also takes JSON, as the API reference shows', async () => {
    const member = await addAccount(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/validate-user/validate-user',
      payload: { username: member.username, password },
    })
    expect(response.statusCode).toBe(200)
  })

  it('stores only a digest of the session token', async () => {
    const member = await addAccount(app)
    const token = sessionCookieOf(await logIn(app, { username: member.username, password })).split('=')[1]
    const rows = await app.db.select().from(sessions).where(eq(sessions.memberId, member.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokenDigest).not.toBe(token)
    expect(rows[0]?.tokenDigest).toHaveLength(43)
  })

  it('answers the signed-in member’s profile, never a password hash, and 401 without a session', async () => {
    const member = await addAccount(app, { firstName: 'Grace', lastName: 'Hopper', tier: 'Premium', points: 75 })
    await app.db
      .update(members)
      .set({ phoneNumber: '9415550100', address1: '1 Bay Rd', city: 'Sarasota', state: 'FL', zipCode: '34236' })
      .where(eq(members.id, member.id))
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const response = await currentUser(app, cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      id: member.id,
      member_id: `MYC-${String(member.id).padStart(5, '0')}`,
      username: member.username,
      first_name: 'Grace',
      middle_name: null,
      last_name: 'Hopper',
      phone_number: '9415550100',
      address: '1 Bay Rd',
      member_address: '1 Bay Rd, Sarasota, FL 34236',
      city: 'Sarasota',
      state: 'FL',
      zip_code: '34236',
      drivers_license: null,
      company_name: null,
      picture_url: null,
      tier: 'Diamond',
      points_balance: 75,
      email_id: member.email,
      emergency_name: null,
      emergency_contact: null,
      emergency_relationship: null,
      membership_started_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      user_type: 'user',
    })
    expect(response.body).not.toContain('argon2')

    const anonymous = await currentUser(app)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ detail: 'Please log in to continue.' })
    expect((await currentUser(app, 'myc_session=forged-token')).statusCode).toBe(401)
  })

  it('points at the member’s picture once there is one, with its version', async () => {
    const member = await addAccount(app)
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    expect((await currentUser(app, cookie)).json().picture_url).toBeNull()
    const [picture] = await app.db
      .insert(memberPictures)
      .values({ memberId: member.id, contentType: 'image/webp', image: Buffer.from('x') })
      .returning()
    expect((await currentUser(app, cookie)).json().picture_url).toBe(
      `/api/members/${member.id}/picture?v=${picture?.updatedAt.getTime()}`,
    )
  })

  it('gives a new session at every login and ends the one the browser had', async () => {
    const member = await addAccount(app)
    const first = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const second = sessionCookieOf(
      await logIn(app, { username: member.username, password }, { headers: { cookie: first } }),
    )
    expect(second).not.toBe(first)
    expect((await currentUser(app, first)).statusCode).toBe(401)
    expect((await currentUser(app, second)).statusCode).toBe(200)
  })

  it('logs out on the server, so the old cookie is useless, and clears the cookie', async () => {
    const member = await addAccount(app)
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const response = await app.inject({ method: 'POST', url: '/api/validate-user/logout/', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: 'Logged out' })
    expect(String(response.headers['set-cookie'])).toMatch(/^myc_session=;.*Expires=Thu, 01 Jan 1970/)
    expect((await currentUser(app, cookie)).statusCode).toBe(401)

    const again = await app.inject({ method: 'POST', url: '/api/validate-user/logout/' })
    expect(again.statusCode).toBe(200)
  })

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const member = await addAccount(app)
    const idle = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const old = sessionCookieOf(await logIn(app, { username: member.username, password }))
    expect((await currentUser(app, idle)).statusCode).toBe(200)

    const [idleRow, oldRow] = await app.db
      .select({ digest: sessions.tokenDigest })
      .from(sessions)
      .where(eq(sessions.memberId, member.id))
      .orderBy(sessions.createdAt)
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '721 minutes'` })
      .where(eq(sessions.tokenDigest, idleRow?.digest ?? ''))
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenDigest, oldRow?.digest ?? ''))
    expect((await currentUser(app, idle)).statusCode).toBe(401)
    expect((await currentUser(app, old)).statusCode).toBe(401)
  })

  it('keeps an active session alive by refreshing when it was last seen', async () => {
    const member = await addAccount(app)
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '700 minutes'` })
      .where(eq(sessions.memberId, member.id))
    expect((await currentUser(app, cookie)).statusCode).toBe(200)
    const [row] = await app.db
      .select({ ageMs: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt}) * 1000` })
      .from(sessions)
      .where(eq(sessions.memberId, member.id))
    expect(Number(row?.ageMs)).toBeLessThan(60_000)
  })

  it('answers a wrong password and an unknown user alike', async () => {
    const member = await addAccount(app)
    const wrong = await logIn(app, { username: member.username, password: 'Not-The-Password-1' })
    const unknown = await logIn(app, { username: 'nobody-here', password })
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ detail: 'Invalid credentials' })
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('refuses an account that has no password yet', async () => {
    const member = await addAccount(app)
    await app.db.update(members).set({ passwordHash: null }).where(eq(members.id, member.id))
    const response = await logIn(app, { username: member.username, password })
    expect(response.statusCode).toBe(401)
  })

  it('does not let a deactivated member log in, and ends their sessions’ use', async () => {
    const member = await addAccount(app)
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id))
    const response = await logIn(app, { username: member.username, password })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: 'This membership is no longer active. Please contact the club.' })
    expect(response.headers['set-cookie']).toBeUndefined()
    expect((await currentUser(app, cookie)).statusCode).toBe(401)
  })

  it('refuses a login posted from another site', async () => {
    const member = await addAccount(app)
    const crossSite = await logIn(
      app,
      { username: member.username, password },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    )
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.headers['set-cookie']).toBeUndefined()
    const foreignOrigin = await logIn(
      app,
      { username: member.username, password },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(foreignOrigin.statusCode).toBe(403)
  })

  it('answers bad input with 400 and a detail', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/validate-user/validate-user/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=someone',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toMatch(/^password: /)
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/validate-user/validate-user/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    })
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json()).toHaveProperty('detail')
  })

  it('re-hashes a password made with an older cost at the next login', async () => {
    const member = await addAccount(app)
    const { passwordHasher } = await import('./password-hashing.ts')
    const older = await passwordHasher({ memoryKib: 2048, iterations: 2 }).hash(password)
    await app.db.update(members).set({ passwordHash: older }).where(eq(members.id, member.id))
    expect((await logIn(app, { username: member.username, password })).statusCode).toBe(200)
    const [row] = await app.db.select().from(members).where(eq(members.id, member.id))
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    expect((await logIn(app, { username: member.username, password })).statusCode).toBe(200)
  })
})

describe('the session cookie behind HTTPS', () => {
  it('is Secure and host-only (__Host- prefix)', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://club.example.com' } })
    try {
      const member = await addAccount(app)
      const response = await logIn(app, { username: member.username, password })
      const cookie = String(response.headers['set-cookie'])
      expect(cookie).toMatch(/^__Host-myc_session=/)
      expect(cookie).toContain('Secure')
      expect(cookie).not.toContain('Domain')
      expect((await currentUser(app, sessionCookieOf(response))).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

describe('who may call a route', () => {
  let app: App
  let unguardedRouteError: unknown

  beforeAll(async () => {
    app = await buildTestApp()
    app.get('/api/test/staff-only', { config: { access: 'admin' } }, async (request) => ({
      username: request.member?.username,
    }))
    app.get('/api/test/members', { config: { access: 'signed-in' } }, async (request) => ({
      username: request.member?.username,
    }))
    try {
      app.get('/api/test/forgotten', async () => ({}))
    } catch (error) {
      unguardedRouteError = error
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  it('lets administrators through, refuses members with 403 and strangers with 401', async () => {
    const admin = await addAccount(app, { userType: 'admin' })
    const member = await addAccount(app)
    const adminCookie = sessionCookieOf(await logIn(app, { username: admin.username, password }))
    const memberCookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const call = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

    expect((await call('/api/test/staff-only', adminCookie)).json()).toEqual({ username: admin.username })
    const refused = await call('/api/test/staff-only', memberCookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ detail: 'Only club administrators can do that.' })
    expect((await call('/api/test/staff-only')).statusCode).toBe(401)
    expect((await call('/api/test/members', memberCookie)).json()).toEqual({ username: member.username })
    expect((await call('/api/test/members', adminCookie)).statusCode).toBe(200)
    expect((await call('/api/test/members')).statusCode).toBe(401)
  })

  it('refuses to register an API route that does not say who may call it', async () => {
    expect(String(unguardedRouteError)).toContain('GET /api/test/forgotten must declare config.access')
    expect((await app.inject({ method: 'GET', url: '/api/test/forgotten' })).statusCode).toBe(404)
  })
})
