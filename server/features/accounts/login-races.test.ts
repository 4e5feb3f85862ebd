import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { buildTestApp, testPasswordHashEnv } from '../../test/test-app.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { type ServerProcess, startServer } from '../../test/server-process.ts'
import { accountThrottleKey } from './login-throttle.ts'
import { createAccount } from './members.ts'
import { passwordHasher } from './password-hashing.ts'
import { loginFailures } from './session-tables.ts'

/**
 * Guesses fired all at once, as an attacker would: every one must be counted before any password is checked, so the
 * limits hold however many arrive together and whichever instance answers them.
 */

const ACCOUNT_LIMIT = 10
const CLIENT_LIMIT = 20
const limits = {
  LOGIN_MAX_FAILURES: String(ACCOUNT_LIMIT),
  LOGIN_MAX_FAILURES_PER_CLIENT: String(CLIENT_LIMIT),
  LOGIN_LOCKOUT_MINUTES: '15',
}
const owner = { username: 'Helmsman', password: 'Right-Course-7' }

type LogIn = (credentials: { username: string; password: string }, clientIp: string) => Promise<number>

interface Target {
  logIn: LogIn
  db(): Database['db']
}

async function countOf(target: Target, key: string): Promise<number> {
  const [row] = await target.db().select().from(loginFailures).where(eq(loginFailures.key, key))
  return row?.failures ?? 0
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10))
}

function settledAt<T>(promise: Promise<T>): Promise<{ value: T; at: number }> {
  return promise.then((value) => ({ value, at: performance.now() }))
}

/** The same checks whether the guesses reach one embedded instance or two server processes on PostgreSQL. */
function guessingRaces(name: string, setUp: () => Promise<{ target: Target; tearDown(): Promise<void> }>) {
  describe(name, () => {
    let target: Target
    let tearDown: () => Promise<void>

    beforeAll(async () => {
      ;({ target, tearDown } = await setUp())
    }, 120_000)
    afterAll(async () => {
      await tearDown?.()
    })

    it('lets at most the limit of 60 parallel guesses be checked, and refuses the right password sent amid them', async () => {
      const guesses = Array.from({ length: 60 }, (_, index) =>
        settledAt(
          target.logIn({ username: owner.username, password: `Wrong-Guess-${index}` }, `198.51.100.${index + 1}`),
        ),
      )
      await until(async () => (await countOf(target, accountThrottleKey(owner.username))) >= ACCOUNT_LIMIT)
      const right = await settledAt(target.logIn(owner, '203.0.113.200'))
      const answered = await Promise.all(guesses)

      expect(right.value).toBe(429)
      // Amid the burst: guesses counted before it were still waiting out their failure delay when it was refused.
      expect(Math.max(...answered.map((guess) => guess.at))).toBeGreaterThan(right.at)
      const statuses = answered.map((guess) => guess.value)
      expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMIT)
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - ACCOUNT_LIMIT)
    })

    it('lets one client check at most its limit of passwords, whatever the accounts, when it sends 40 at once', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          target.logIn({ username: `stranger-${index}`, password: 'Wrong-Guess-1' }, '192.0.2.77'),
        ),
      )
      expect(statuses.filter((status) => status === 401)).toHaveLength(CLIENT_LIMIT)
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - CLIENT_LIMIT)
    })
  })
}

if (inject('testDatabaseTemplate').driver === 'pglite') {
  guessingRaces('parallel guesses at one embedded instance', async () => {
    const app = await buildTestApp({ env: limits })
    await createAccount(app.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
      ...owner,
      userType: 'user',
      email: 'helmsman@example.com',
      firstName: 'Hal',
      lastName: 'Helm',
    })
    const logIn: LogIn = async (credentials, clientIp) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/validate-user/validate-user/',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(credentials).toString(),
          remoteAddress: clientIp,
        })
      ).statusCode
    return { target: { logIn, db: () => app.db }, tearDown: () => app.close() }
  })
} else {
  guessingRaces('parallel guesses through two server processes on one PostgreSQL database', async () => {
    const database: ServerDatabase = await createServerDatabase()
    // Behind a load balancer, each guess's address comes from X-Forwarded-For, so the guesses come from 60 places.
    const env = { ...database.env, ...limits, ...testPasswordHashEnv, TRUST_PROXY: 'true' }
    const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)])
    const direct = await database.open()
    await createAccount(direct.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
      ...owner,
      userType: 'user',
      email: 'helmsman@example.com',
      firstName: 'Hal',
      lastName: 'Helm',
    })
    let sent = 0
    const logIn: LogIn = async (credentials, clientIp) => {
      const server = servers[sent++ % servers.length]
      const response = await fetch(`${server?.url}/api/validate-user/validate-user/`, {
        method: 'POST',
        headers: { 'x-forwarded-for': clientIp },
        body: new URLSearchParams(credentials),
      })
      await response.arrayBuffer()
      return response.status
    }
    return {
      target: { logIn, db: () => direct.db },
      async tearDown() {
        await Promise.all(servers.map((server) => server.stop('SIGKILL')))
        await direct.close()
        await database.remove()
      },
    }
  })
}
