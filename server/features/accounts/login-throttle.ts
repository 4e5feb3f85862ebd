import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'

export interface LoginThrottleSettings {
  /** Per username from unknown browsers, and per known browser (device cookie). */
  maxFailuresPerAccount: number
  maxFailuresPerClient: number
  /** A window starts at its first attempt; when it ends, the counts start again. */
  windowMs: number
}

/** Failures answered at once; after them each failure is answered more slowly, up to the cap. */
const FREE_FAILURES = 3
const DELAY_STEP_MS = 250
const MAX_DELAY_MS = 2000
/** Counts stop growing here; far past any limit, it only keeps the column from overflowing. */
const COUNT_CAP = 1_000_000

/**
 * What an attempt is counted against. A browser with a device cookie for the username is counted on its own; any
 * other is counted against the username and against its address.
 */
export type AttemptSource = { device: string } | { username: string; clientIp: string }

export function accountThrottleKey(username: string): string {
  return `account:${username.trim().toLowerCase()}`
}

function keysOf(source: AttemptSource): string[] {
  return 'device' in source
    ? [`device:${source.device}`]
    : [accountThrottleKey(source.username), `client:${source.clientIp}`]
}

/** How long to hold back the answer to a failed sign-in, so that guessing gets slower with every failure. */
export function failureDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, Math.max(0, failures - FREE_FAILURES) * DELAY_STEP_MS)
}

/** What a refused attempt is told, and its `Retry-After` in seconds. */
export function refusal(refusedForMs: number): { retryAfterSeconds: number; detail: string } {
  const minutes = Math.ceil(refusedForMs / 60_000)
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`
  return {
    retryAfterSeconds: Math.ceil(refusedForMs / 1000),
    detail: `Too many failed attempts. Please wait ${wait} and try again.`,
  }
}

export interface CountedAttempt {
  /** The highest count this attempt brought a key to, itself included. */
  attempts: number
  /** How long the caller must wait before trying again; 0 when this attempt may go ahead. */
  refusedForMs: number
}

/**
 * Counts sign-in attempts before any password is checked, in the database, so that parallel guesses through any
 * number of instances each get their own count and none slips past the limit. A success takes its attempt back.
 */
export function loginThrottle(db: Db, settings: LoginThrottleSettings) {
  const window = sql`(${settings.windowMs} * interval '1 millisecond')`
  const limitOf = (key: string) =>
    key.startsWith('client:') ? settings.maxFailuresPerClient : settings.maxFailuresPerAccount

  return {
    async countAttempt(source: AttemptSource): Promise<CountedAttempt> {
      // Sorted, so that two statements counting the same keys lock their rows in the same order.
      const keys = keysOf(source).sort()
      const { rows } = await db.execute<{ key: string; failures: number; remaining_ms: number }>(sql`
        insert into login_failures (key, failures, window_started_at)
        values ${sql.join(
          keys.map((key) => sql`(${key}, 1, now())`),
          sql`, `,
        )}
        on conflict (key) do update set
          failures = case when login_failures.window_started_at + ${window} <= now() then 1
                          else least(login_failures.failures + 1, ${COUNT_CAP}) end,
          window_started_at = case when login_failures.window_started_at + ${window} <= now() then now()
                                   else login_failures.window_started_at end
        returning key, failures,
          greatest(0, ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000))::int as remaining_ms
      `)
      const over = rows.filter((row) => row.failures > limitOf(row.key))
      return {
        attempts: Math.max(0, ...rows.map((row) => row.failures)),
        refusedForMs: Math.max(0, ...over.map((row) => Math.max(1000, row.remaining_ms))),
      }
    },

    /**
     * A successful sign-in forgives its username's (or its device's) failures; its address gets back only the one
     * attempt, so a busy office signing in many members is never refused, and a guesser's count stands.
     */
    async forgive(source: AttemptSource): Promise<void> {
      const [first, client] = keysOf(source)
      await db.execute(sql`delete from login_failures where key = ${first}`)
      if (client) {
        await db.execute(sql`update login_failures set failures = greatest(failures - 1, 0) where key = ${client}`)
      }
    },

    async deleteEndedWindows(): Promise<void> {
      await db.execute(sql`delete from login_failures where window_started_at + ${window} < now()`)
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
