import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { addAccount, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>
type Access = 'public' | 'signed-in' | 'account' | 'crew' | 'admin'

interface Call {
  method: string
  url: string
  access: Access
}

/** Every call the API reference lists, with its path parameters filled in. */
function calls(app: App): Call[] {
  const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, { 'x-access': Access }>> }).paths
  return Object.entries(paths).flatMap(([url, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: url.replace(/\{[^}]+\}/g, 'B-AAAAA'),
      access: operation['x-access'],
    })),
  )
}

describe('what a signed-in call answers is kept by no cache', () => {
  let app: App
  let signedInCalls: Call[]
  const cookieOf = async (userType: 'user' | 'admin') => {
    const account = await addAccount(app, { userType })
    return sessionCookieOf(await logIn(app, { username: account.username, password: 'Correct-Horse-1' }))
  }

  beforeAll(async () => {
    app = await buildTestApp()
    await app.ready()
    signedInCalls = calls(app).filter((call) => call.access !== 'public')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('finds the calls to check', () => {
    expect(signedInCalls.filter((call) => call.access === 'admin').length).toBeGreaterThan(10)
    expect(signedInCalls.filter((call) => call.access === 'signed-in').length).toBeGreaterThan(10)
  })

  it('answers no-store without a session, and to a member calling a staff call or the dock’s', async () => {
    const member = await cookieOf('user')
    for (const call of signedInCalls) {
      const anonymous = await app.inject({ method: call.method as 'GET', url: call.url })
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401)
      expect(anonymous.headers['cache-control'], `${call.method} ${call.url}`).toBe('no-store')
      if (call.access !== 'admin' && call.access !== 'crew') continue
      const refused = await app.inject({ method: call.method as 'GET', url: call.url, headers: { cookie: member } })
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(refused.headers['cache-control'], `${call.method} ${call.url}`).toBe('no-store')
    }
  })

  it('answers no-store to the caller it serves, whatever it answers', async () => {
    for (const call of signedInCalls) {
      // A session of its own for each call: one of them logs out.
      const cookie = await cookieOf(call.access === 'admin' || call.access === 'crew' ? 'admin' : 'user')
      const answer = await app.inject({ method: call.method as 'GET', url: call.url, headers: { cookie } })
      expect([401, 403], `${call.method} ${call.url}`).not.toContain(answer.statusCode)
      expect(answer.headers['cache-control'], `${call.method} ${call.url} (${answer.statusCode})`).toBe('no-store')
    }
  })
})
