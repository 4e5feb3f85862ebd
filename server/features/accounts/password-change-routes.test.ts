import { desc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { members } from './members-table.ts'
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from './password-change-routes.ts'
import { loginFailures, sessions } from './session-tables.ts'
import { addAccount, currentUser, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const password = 'Correct-Horse-1'
const newPassword = 'Brand-New-Sails-2'
const wrong = 'Wrong-Horse-1'

describe('changing one’s own password', () => {
  let app: App
  let clients = 0
  const newClient = () => `203.0.113.${++clients}`

  beforeAll(async () => {
    app = await buildTestApp({
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_CLIENT: '1000', LOGIN_LOCKOUT_MINUTES: '15' },
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  function change(cookie: string | undefined, body: Record<string, unknown>, remoteAddress = newClient()) {
    return app.inject({
      method: 'POST',
      url: '/api/validate-user/change-password/',
      headers: cookie ? { cookie } : {},
      payload: body,
      remoteAddress,
    })
  }

  /** A new account signed in on `devices` browsers; answers the account and each browser's session cookie. */
  async function accountWithSessions(devices: number, userType: 'user' | 'admin' = 'user') {
    const account = await addAccount(app, { userType })
    const cookies: string[] = []
    for (let device = 0; device < devices; device++) {
      cookies.push(sessionCookieOf(await logIn(app, { username: account.username, password })))
    }
    return { account, cookies }
  }

  const storedHash = async (id: number) =>
    (await app.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, id)))[0]?.hash
  const sessionCount = async (id: number) =>
    (await app.db.select().from(sessions).where(eq(sessions.memberId, id))).length
  const mailTo = (address: string) =>
    app.db.select().from(emailOutbox).where(like(emailOutbox.recipients, address)).orderBy(desc(emailOutbox.createdAt))

  it('changes the password, ends every other session, keeps the caller’s, and tells the member', async () => {
    const { account, cookies } = await accountWithSessions(3)
    const [caller, phone, laptop] = cookies as [string, string, string]

    const response = await change(caller, { current_password: password, new_password: newPassword })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ detail: PASSWORD_CHANGED })

    expect((await currentUser(app, caller)).statusCode).toBe(200)
    expect((await currentUser(app, phone)).statusCode).toBe(401)
    expect((await currentUser(app, laptop)).statusCode).toBe(401)
    expect(await sessionCount(account.id)).toBe(1)
    expect(
      (await logIn(app, { username: account.username, password }, { remoteAddress: newClient() })).statusCode,
    ).toBe(401)
    const withNew = await logIn(app, { username: account.username, password: newPassword })
    expect(withNew.statusCode).toBe(200)

    const [mail] = await mailTo(account.email)
    expect(mail?.subject).toBe('Your Mariner Yacht Club password was changed')
    expect(mail?.textBody).toContain('every other device that was signed in has been signed out')
    expect(mail?.textBody).toContain('please call the club straight away at (941) 555-0187')
    expect(mail?.textBody).not.toContain(newPassword)
  })

  it('answers a wrong current password with 403, counts it as a failed login, and 429 once over the limit', async () => {
    const { account, cookies } = await accountWithSessions(2)
    const [caller, other] = cookies as [string, string]
    const before = await storedHash(account.id)

    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await change(caller, { current_password: wrong, new_password: newPassword })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: WRONG_CURRENT_PASSWORD })
    }
    const [counted] = await app.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${account.username.toLowerCase()}`))
    expect(counted?.failures).toBe(3)

    // Over the limit, even the right current password is refused, and so is a login from an unknown browser.
    const refused = await change(caller, { current_password: password, new_password: newPassword })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ detail: 'Too many failed attempts. Please wait 15 minutes and try again.' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    const login = await logIn(app, { username: account.username, password }, { remoteAddress: newClient() })
    expect(login.statusCode).toBe(429)

    expect(await storedHash(account.id)).toBe(before)
    expect((await currentUser(app, other)).statusCode).toBe(200)
  })

  it('forgives the failures before it once the right current password is given', async () => {
    const { account, cookies } = await accountWithSessions(1)
    await change(cookies[0], { current_password: wrong, new_password: newPassword })
    const response = await change(cookies[0], { current_password: password, new_password: newPassword })
    expect(response.statusCode).toBe(200)
    const rows = await app.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${account.username.toLowerCase()}`))
    expect(rows).toEqual([])
  })

  it('refuses a new password outside the policy with 400 and the reset form’s messages, writing nothing', async () => {
    const { account, cookies } = await accountWithSessions(2)
    const before = await storedHash(account.id)
    const cases: Array<[string, string]> = [
      ['Short-1', 'new_password: Password must be at least 10 characters long.'],
      ['all-lower-case-1', 'new_password: Password must contain at least one uppercase letter.'],
      ['ALL-UPPER-CASE-1', 'new_password: Password must contain at least one lowercase letter.'],
      ['NoSpecialChars1', 'new_password: Password must contain at least one special character.'],
    ]
    for (const [weak, detail] of cases) {
      const response = await change(cookies[0], { current_password: password, new_password: weak })
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(detail)
    }
    const missing = await change(cookies[0], { new_password: newPassword })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toContain('current_password')
    const empty = await change(cookies[0], { current_password: '', new_password: newPassword })
    expect(empty.json().detail).toBe('current_password: Please enter your current password.')

    expect(await storedHash(account.id)).toBe(before)
    expect(await sessionCount(account.id)).toBe(2)
    expect(await mailTo(account.email)).toEqual([])
  })

  it('answers 401 without a session', async () => {
    const response = await change(undefined, { current_password: password, new_password: newPassword })
    expect(response.statusCode).toBe(401)
    const ended = await change('myc_session=not-a-session', { current_password: password, new_password: newPassword })
    expect(ended.statusCode).toBe(401)
  })

  it('changes staff’s own password too, and only ever the caller’s: a username sent with it is ignored', async () => {
    const { account: admin, cookies } = await accountWithSessions(2, 'admin')
    const member = await addAccount(app)
    const memberHash = await storedHash(member.id)

    const response = await change(cookies[0], {
      username: member.username,
      current_password: password,
      new_password: newPassword,
    })
    expect(response.statusCode).toBe(200)
    expect(await storedHash(member.id)).toBe(memberHash)
    expect((await logIn(app, { username: member.username, password })).statusCode).toBe(200)
    expect((await logIn(app, { username: admin.username, password: newPassword })).statusCode).toBe(200)
    expect((await currentUser(app, cookies[1])).statusCode).toBe(401)

    // A member's own password is not another member's: theirs is checked against their own account.
    const memberCookie = sessionCookieOf(await logIn(app, { username: member.username, password }))
    const guess = await change(memberCookie, { current_password: newPassword, new_password: 'Stolen-Sails-3!' })
    expect(guess.statusCode).toBe(403)
  })
})
