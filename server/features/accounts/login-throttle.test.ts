import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { failureDelayMs } from './login-throttle.ts'
import { loginFailures } from './session-tables.ts'
import { addAccount, logIn } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const password = 'Correct-Horse-1'
const wrong = 'Wrong-Horse-1'

describe('the delay after a failed login', () => {
  it('is nothing for the first three failures, then grows by a quarter second up to two seconds', () => {
    expect([1, 2, 3, 4, 5, 8, 11, 50].map(failureDelayMs)).toEqual([0, 0, 0, 250, 500, 1250, 2000, 2000])
  })
})

describe('slowing and refusing password guessing', () => {
  let app: App
  let clients = 0
  const newClient = () => `192.0.2.${++clients}`

  beforeAll(async () => {
    app = await buildTestApp({
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_CLIENT: '5', LOGIN_LOCKOUT_MINUTES: '15' },
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('refuses an account with 429 and Retry-After after too many failures, even with the right password', async () => {
    const member = await addAccount(app)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await logIn(app, { username: member.username, password: wrong }, { remoteAddress: newClient() })
      expect(response.statusCode).toBe(401)
    }
    const refused = await logIn(
      app,
      { username: member.username.toUpperCase(), password },
      { remoteAddress: newClient() },
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: 'Too many failed attempts. Please wait 15 minutes and try again.' })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(refused.headers['set-cookie']).toBeUndefined()

    const other = await addAccount(app)
    expect((await logIn(app, { username: other.username, password }, { remoteAddress: newClient() })).statusCode).toBe(
      200,
    )
  })

  it('counts an unknown account name like a known one', async () => {
    const client = newClient()
    for (let attempt = 0; attempt < 3; attempt++) {
      await logIn(app, { username: 'ghost-account', password: wrong }, { remoteAddress: newClient() })
    }
    const refused = await logIn(app, { username: 'ghost-account', password: wrong }, { remoteAddress: client })
    expect(refused.statusCode).toBe(429)
  })

  it('lets the account in again once the window has passed', async () => {
    const member = await addAccount(app)
    for (let attempt = 0; attempt < 3; attempt++) {
      await logIn(app, { username: member.username, password: wrong }, { remoteAddress: newClient() })
    }
    expect((await logIn(app, { username: member.username, password }, { remoteAddress: newClient() })).statusCode).toBe(
      429,
    )
    await app.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(sql`${loginFailures.key} = ${`account:${member.username}`}`)
    expect((await logIn(app, { username: member.username, password }, { remoteAddress: newClient() })).statusCode).toBe(
      200,
    )
  })

  it('forgives an account’s failures when it logs in successfully', async () => {
    const member = await addAccount(app)
    const client = newClient()
    for (const attempt of [wrong, wrong, password, wrong, wrong]) {
      const response = await logIn(app, { username: member.username, password: attempt }, { remoteAddress: client })
      expect(response.statusCode).toBe(attempt === password ? 200 : 401)
    }
    expect((await logIn(app, { username: member.username, password }, { remoteAddress: client })).statusCode).toBe(200)
  })

  it('refuses a client that fails on many accounts, and only that client', async () => {
    const client = newClient()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await logIn(app, { username: `guess-${attempt}`, password: wrong }, { remoteAddress: client })
      expect(response.statusCode).toBe(401)
    }
    const member = await addAccount(app)
    const refused = await logIn(app, { username: member.username, password }, { remoteAddress: client })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await logIn(app, { username: member.username, password }, { remoteAddress: newClient() })).statusCode).toBe(
      200,
    )
  })
})
