import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { loginFailures } from './session-tables.ts'

export interface LoginThrottleSettings {
  maxFailuresPerAccount: number
  maxFailuresPerClient: number
  /** A window starts at its first failure; when it ends, the counts start again. */
  windowMs: number
}

/** Failures answered at once; after them each failure is answered more slowly, up to the cap. */
const FREE_FAILURES = 3
const DELAY_STEP_MS = 250
const MAX_DELAY_MS = 2000

export interface ThrottleKeys {
  account: string
  client: string
}

export function accountThrottleKey(username: string): string {
  return `account:${username.trim().toLowerCase()}`
}

export function throttleKeys(username: string, clientIp: string): ThrottleKeys {
  return { account: accountThrottleKey(username), client: `client:${clientIp}` }
}

/** How long to hold back the answer to a failed sign-in, so that guessing gets slower with every failure. */
export function failureDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(0, failures - FREE_FAILURES) * DELAY_STEP_MS)
}

/**
 * Slows, then refuses, sign-in attempts for an account name or from a client that failed too often, whichever
 * instance answers: the counts live in the database.
 */
export function loginThrottle(db: Db, settings: LoginThrottleSettings) {
  const window = sql`(${settings.windowMs} * interval '1 millisecond')`
  const limitOf = (key: string) =>
    key.startsWith('account:') ? settings.maxFailuresPerAccount : settings.maxFailuresPerClient

  return {
    /** How long the caller must wait before trying again; 0 when they may try now. */
    async lockedForMs(keys: ThrottleKeys): Promise<number> {
      const rows = await db
        .select({
          key: loginFailures.key,
          failures: loginFailures.failures,
          remainingMs: sql<number>`greatest(0, ceil(extract(epoch from (${loginFailures.windowStartedAt} + ${window} - now())) * 1000))::int`,
        })
        .from(loginFailures)
        .where(inArray(loginFailures.key, [keys.account, keys.client]))
      return Math.max(0, ...rows.filter((row) => row.failures >= limitOf(row.key)).map((row) => row.remainingMs))
    },

    /** Counts a failure against the account name and the client; answers the higher of the two counts. */
    async recordFailure(keys: ThrottleKeys): Promise<number> {
      const { rows } = await db.execute<{ failures: number }>(sql`
        insert into login_failures (key, failures, window_started_at)
        values (${keys.account}, 1, now()), (${keys.client}, 1, now())
        on conflict (key) do update set
          failures = case when login_failures.window_started_at + ${window} <= now() then 1 else login_failures.failures + 1 end,
          window_started_at = case when login_failures.window_started_at + ${window} <= now() then now()
                                   else login_failures.window_started_at end
        returning failures
      `)
      return Math.max(0, ...rows.map((row) => row.failures))
    },

    /** A successful sign-in forgives the account's failures (not the client's). */
    async forgiveAccount(keys: ThrottleKeys): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys.account))
    },

    async deleteEndedWindows(): Promise<void> {
      await db.execute(sql`delete from login_failures where window_started_at + ${window} < now()`)
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
