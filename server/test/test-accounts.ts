import type { FastifyInstance } from 'fastify'
import { testConfig } from './test-app.ts'
import type { MemberRow } from '../features/accounts/members-table.ts'
import { createAccount, type NewAccount } from '../features/accounts/members.ts'
import { passwordHasher } from '../features/accounts/password-hashing.ts'

let made = 0

/** An account straight in the database, hashed at the test cost; unique names unless given. */
export async function addAccount(
  app: Pick<FastifyInstance, 'db'>,
  account: Partial<NewAccount> = {},
): Promise<MemberRow> {
  made += 1
  const username = account.username ?? `sailor${made}`
  return createAccount(app.db, passwordHasher(testConfig().accounts.passwordHashCost), {
    username,
    password: 'Correct-Horse-1',
    userType: 'user',
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: `Sailor ${made}`,
    ...account,
  })
}

/** The cookies a response set, by name, as Cookie header values (`name=value`). */
export function cookiesSetBy(response: { headers: Record<string, unknown> }): Map<string, string> {
  const setCookie = response.headers['set-cookie']
  const lines = Array.isArray(setCookie) ? setCookie.map(String) : setCookie ? [String(setCookie)] : []
  return new Map(lines.map((line) => [line.split('=')[0] ?? '', line.split(';')[0] ?? '']))
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookies = cookiesSetBy(response)
  return cookies.get('myc_session') ?? cookies.get('__Host-myc_session') ?? ''
}

export function logIn(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/validate-user/validate-user/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(credentials).toString(),
    remoteAddress: options.remoteAddress ?? '198.51.100.10',
  })
}

export function currentUser(app: FastifyInstance, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/validate-user/current-user/',
    headers: cookie ? { cookie } : {},
  })
}
