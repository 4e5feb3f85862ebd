import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'

/** What @fastify/rate-limit passes to `child` at run time (its type declarations leave `routeInfo` out). */
interface ChildParams {
  routeInfo?: { method?: string | string[]; url?: string }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * A store for @fastify/rate-limit kept in PostgreSQL, so a client meets the same limit whichever instance answers.
 * Each client and route has one fixed window; the upsert counts a hit and starts a new window atomically.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(client: string, callback: Callback, timeWindowMs: number) {
      const key = `${this.scope}|${client}`
      const window = sql`(${timeWindowMs} * interval '1 millisecond')`
      db.execute<{ hits: number; ttl_ms: number }>(
        sql`
        insert into rate_limit_counters (key, window_started_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limit_counters.window_started_at + ${window} <= now() then 1 else rate_limit_counters.hits + 1 end,
          window_started_at = case when rate_limit_counters.window_started_at + ${window} <= now() then now()
                                   else rate_limit_counters.window_started_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000))::int as ttl_ms
      `,
      ).then(
        ({ rows: [row] }) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindowMs }),
        (error: Error) => callback(error),
      )
    }

    child(options: unknown) {
      const route = (options as ChildParams).routeInfo
      return new PostgresRateLimitStore(options, `${String(route?.method ?? '')} ${route?.url ?? ''}`)
    }
  }
}

/** Forgets windows that ended long ago; cheap enough to run now and then from any instance. */
export async function deleteExpiredRateLimits(db: Db, olderThanMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_started_at < now() - (${olderThanMs} * interval '1 millisecond')`,
  )
}
