import { desc, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { members } from './members-table.ts'
import { passwordResetRequests, passwordResetTokens } from './session-tables.ts'
import { addAccount, currentUser, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const oldPassword = 'Correct-Horse-1'
const newPassword = 'Brand-New-Sails-2'

/** Asks for a link and waits for what the server does after answering (making and queuing the link). */
async function forgot(app: App, email: string, remoteAddress = '198.51.100.20') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/forgot/forgot-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email }).toString(),
    remoteAddress,
  })
  await app.afterAnswer.settled()
  return response
}

function reset(app: App, token: string, new_password: string) {
  return app.inject({ method: 'POST', url: '/api/forgot/reset-password', payload: { token, new_password } })
}

async function mailTo(app: App, address: string) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.recipients, address))
    .orderBy(desc(emailOutbox.createdAt))
}

async function resetTokenFor(app: App, address: string): Promise<string> {
  const [mail] = await mailTo(app, address)
  const link = /http:\/\/localhost:3000\/new_password\?token=([\w-]+)/.exec(mail?.textBody ?? '')
  if (!link?.[1]) throw new Error(`No reset link was sent to ${address}`)
  return link[1]
}

describe('forgot password', () => {
  let app: App
  let clients = 0
  const newClient = () => `203.0.113.${++clients}`

  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '1000' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers a registered and an unknown address alike, and mails a link only to the member', async () => {
    const member = await addAccount(app, { email: 'Helm@Example.com' })
    const known = await forgot(app, 'helm@example.com', newClient())
    const unknown = await forgot(app, 'nobody@example.com', newClient())
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        message: 'If this e-mail address belongs to a member, a reset link is on its way.',
        start_timer: true,
        remaining_time: 60_000,
      })
    }
    const [mail] = await mailTo(app, 'Helm@Example.com')
    expect(mail?.subject).toBe('Reset your Mariner Yacht Club password')
    expect(mail?.textBody).toContain(`Hello Pat,`)
    expect(mail?.textBody).toContain(`(username ${member.username})`)
    expect(mail?.textBody).toContain('within 30 minutes')
    expect(mail?.htmlBody).toContain('/new_password?token=')
    expect(await mailTo(app, 'nobody@example.com')).toHaveLength(0)

    const [stored] = await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, member.id))
    expect(stored?.tokenDigest).not.toBe(await resetTokenFor(app, 'Helm@Example.com'))
  })

  it('answers a second request inside 60 seconds with 429 and the time left, for any address', async () => {
    await addAccount(app, { email: 'twice@example.com' })
    for (const email of ['twice@example.com', 'unknown-twice@example.com']) {
      expect((await forgot(app, email, newClient())).statusCode).toBe(200)
      const again = await forgot(app, email.toUpperCase(), newClient())
      expect(again.statusCode).toBe(429)
      const body = again.json()
      expect(body).toMatchObject({ start_timer: true })
      expect(body.remaining_time).toBeGreaterThan(50_000)
      expect(body.remaining_time).toBeLessThanOrEqual(60_000)
      expect(body.detail).toMatch(/^Please wait \d+ seconds before asking for another link\.$/)
      expect(body.message).toBe(body.detail)
      expect(Number(again.headers['retry-after'])).toBe(Math.ceil(body.remaining_time / 1000))
    }
    expect(await mailTo(app, 'twice@example.com')).toHaveLength(1)
  })

  it('sends another link once the cooldown has passed', async () => {
    await addAccount(app, { email: 'later@example.com' })
    await forgot(app, 'later@example.com', newClient())
    await app.db
      .update(passwordResetRequests)
      .set({ requestedAt: sql`now() - interval '61 seconds'` })
      .where(eq(passwordResetRequests.email, 'later@example.com'))
    expect((await forgot(app, 'later@example.com', newClient())).statusCode).toBe(200)
    expect(await mailTo(app, 'later@example.com')).toHaveLength(2)
  })

  it('sends nothing to a deactivated member, with the same answer', async () => {
    const member = await addAccount(app, { email: 'gone@example.com' })
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id))
    const response = await forgot(app, 'gone@example.com', newClient())
    expect(response.statusCode).toBe(200)
    expect(await mailTo(app, 'gone@example.com')).toHaveLength(0)
  })

  it('answers before it looks the address up: a member’s answer is the same even when making the link fails', async () => {
    const capture = capturingLogger()
    const isolated = await buildTestApp({ logger: capture.logger })
    try {
      await addAccount(isolated, { email: 'unlucky@example.com' })
      await isolated.db.execute(sql`alter table password_reset_tokens rename to password_reset_tokens_away`)
      const response = await forgot(isolated, 'unlucky@example.com')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        message: 'If this e-mail address belongs to a member, a reset link is on its way.',
        start_timer: true,
        remaining_time: 60_000,
      })
      expect(capture.lines.some((line) => line.msg === 'Could not send a password reset link')).toBe(true)
      expect(await mailTo(isolated, 'unlucky@example.com')).toHaveLength(0)
    } finally {
      await isolated.close()
    }
  })

  it('limits how many links one client may ask for, with 429 and a detail', async () => {
    const limited = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '2' } })
    try {
      for (const email of ['one@example.com', 'two@example.com']) {
        expect((await forgot(limited, email, '203.0.113.250')).statusCode).toBe(200)
      }
      const refused = await forgot(limited, 'three@example.com', '203.0.113.250')
      expect(refused.statusCode).toBe(429)
      expect(refused.json().detail).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it('answers a malformed address with 400 and a detail', async () => {
    const response = await forgot(app, 'not-an-address', newClient())
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toBe('email: Please enter a valid email address.')
  })
})

describe('reset password', () => {
  let app: App
  let clients = 0
  const newClient = () => `203.0.113.${100 + ++clients}`

  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '1000' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  async function memberWithLink(email: string) {
    const member = await addAccount(app, { email })
    await forgot(app, email, newClient())
    return { member, token: await resetTokenFor(app, email) }
  }

  it('sets the new password once, ends every session and tells the member', async () => {
    const { member, token } = await memberWithLink('reset@example.com')
    const phone = sessionCookieOf(await logIn(app, { username: member.username, password: oldPassword }))
    const laptop = sessionCookieOf(await logIn(app, { username: member.username, password: oldPassword }))

    const response = await reset(app, token, newPassword)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: 'Your password has been changed. You can now log in with it.' })

    expect((await currentUser(app, phone)).statusCode).toBe(401)
    expect((await currentUser(app, laptop)).statusCode).toBe(401)
    expect((await logIn(app, { username: member.username, password: oldPassword })).statusCode).toBe(401)
    expect((await logIn(app, { username: member.username, password: newPassword })).statusCode).toBe(200)

    const again = await reset(app, token, 'Another-Password-3')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ detail: 'This reset link is invalid or has expired. Please request a new one.' })

    const [latest] = await mailTo(app, 'reset@example.com')
    expect(latest?.subject).toBe('Your Mariner Yacht Club password was changed')
  })

  it('enforces the password policy and keeps the link usable after a refused password', async () => {
    const { token } = await memberWithLink('policy@example.com')
    const cases: Array<[string, string]> = [
      ['Short-1', 'new_password: Password must be at least 10 characters long.'],
      ['all-lower-case-1', 'new_password: Password must contain at least one uppercase letter.'],
      ['ALL-UPPER-CASE-1', 'new_password: Password must contain at least one lowercase letter.'],
      ['NoSpecialChars1', 'new_password: Password must contain at least one special character.'],
    ]
    for (const [password, detail] of cases) {
      const response = await reset(app, token, password)
      expect(response.statusCode).toBe(400)
      expect(response.json().detail).toBe(detail)
    }
    expect((await reset(app, token, newPassword)).statusCode).toBe(200)
  })

  it('refuses a link older than 30 minutes', async () => {
    const { member, token } = await memberWithLink('expired@example.com')
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.memberId, member.id))
    const response = await reset(app, token, newPassword)
    expect(response.statusCode).toBe(400)
    expect((await logIn(app, { username: member.username, password: oldPassword })).statusCode).toBe(200)
  })

  it('spends every other outstanding link of the member', async () => {
    const { member, token: first } = await memberWithLink('two-links@example.com')
    await app.db
      .update(passwordResetRequests)
      .set({ requestedAt: sql`now() - interval '61 seconds'` })
      .where(eq(passwordResetRequests.email, 'two-links@example.com'))
    await forgot(app, 'two-links@example.com', newClient())
    const second = await resetTokenFor(app, 'two-links@example.com')
    expect(second).not.toBe(first)
    expect((await reset(app, second, newPassword)).statusCode).toBe(200)
    expect((await reset(app, first, 'Yet-Another-Pass-4')).statusCode).toBe(400)
    expect((await logIn(app, { username: member.username, password: newPassword })).statusCode).toBe(200)
  })

  it('refuses an unknown token and a missing one', async () => {
    expect((await reset(app, 'made-up-token', newPassword)).statusCode).toBe(400)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/forgot/reset-password',
      payload: { new_password: newPassword },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toMatch(/^token: /)
  })
})
