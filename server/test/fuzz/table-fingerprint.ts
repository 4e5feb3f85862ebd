import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import * as schema from '../../db/schema.ts'

/**
 * Tables a refused request may rightly change, and how much of them. Everything else must be exactly as it was.
 * - `rate_limit_counters`: a refused request still counts against its client; that is how the limit works.
 * - `login_failures`: a wrong password (at sign-in or when changing it) is counted before it is checked (decision 4).
 * - `idempotent_answers`: a refusal under an `Idempotency-Key` is kept as the answer a retry hears (decision 15).
 * - `email_outbox`: the outbox worker marks mail sent in the background, whenever a kick or its poll wakes it, so a
 *   row queued by an earlier call can change during a refused one; a refusal must still queue none.
 * - `sessions`: every signed-in call, refused or not, moves its session's `last_seen_at` (the idle timeout); a refusal
 *   must still neither start nor end one, so its row count is kept.
 */
const allowedOnRefusal: Record<string, 'anything' | 'updates'> = {
  rate_limit_counters: 'anything',
  login_failures: 'anything',
  idempotent_answers: 'anything',
  email_outbox: 'updates',
  sessions: 'updates',
}

/** Every table of the application, as `server/db/schema.ts` exports them. */
export const tableNames: string[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort()

/** Per table: its row count and the sum of its rows' `xmin`, which any insert, update or delete committed changes. */
export type Fingerprint = Map<string, { rows: number; versions: string }>

const checked = tableNames.filter((name) => allowedOnRefusal[name] !== 'anything')

const fingerprintQuery = sql.join(
  checked.map(
    (name) =>
      sql`select ${name} as name, count(*)::int as rows, coalesce(sum(xmin::text::bigint), 0)::text as versions
          from ${sql.identifier(name)}`,
  ),
  sql` union all `,
)

/** One query, cheap on both drivers and without triggers: what the checked tables hold now. */
async function fingerprint(db: Db): Promise<Fingerprint> {
  const { rows } = await db.execute<{ name: string; rows: number; versions: string }>(fingerprintQuery)
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), versions: String(row.versions) }]))
}

const nextTransactionId = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`

/**
 * The fingerprint, read again only when a transaction has written since the last read: every write takes a
 * transaction id, so an unchanged next id means nothing changed. Reading all the tables costs far more than a
 * request on the embedded database; on a shared PostgreSQL other databases' writes move the id too, which only
 * makes it read more often.
 */
export function tableWatch(db: Db) {
  let known: { next: string; tables: Fingerprint } | undefined
  return async function current(): Promise<Fingerprint> {
    const { rows } = await db.execute<{ next: string }>(nextTransactionId)
    const next = String(rows[0]?.next)
    if (known?.next !== next) known = { next, tables: await fingerprint(db) }
    return known.tables
  }
}

/** What changed between two fingerprints that a refused request may not change, in words. */
export function writesBetween(before: Fingerprint, after: Fingerprint): string[] {
  return checked.flatMap((name) => {
    const was = before.get(name)
    const is = after.get(name)
    if (!was || !is) return [`${name}: missing`]
    if (was.rows !== is.rows) return [`${name}: ${was.rows} → ${is.rows} rows`]
    if (allowedOnRefusal[name] !== 'updates' && was.versions !== is.versions) return [`${name}: rows changed`]
    return []
  })
}
