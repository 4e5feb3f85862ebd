import { sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './database.ts'

/**
 * The driver's connection a `Db` runs its statements on: the pool for the database itself, the pooled connection a
 * transaction checked out, or the embedded database (or its transaction). Drizzle keeps it on the session.
 */
function connectionOf(db: Db): object {
  const session = (db as unknown as { session?: { client?: unknown } }).session
  return typeof session?.client === 'object' && session.client !== null ? session.client : db
}

/**
 * A statement on the hot path, built by drizzle once per connection and, on PostgreSQL, prepared there under its name
 * (`.prepare(name)`): neither drizzle nor the server parses and plans it again for each request. A drizzle prepared
 * statement runs on the connection it was built for, and a transaction's `Db` is new each time while its connection is
 * one of the pool's few, so the statements are kept per connection, not per `Db`.
 */
export function preparedStatement<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<object, Statement>()
  return (db) => {
    const connection = connectionOf(db)
    let statement = built.get(connection)
    if (!statement) built.set(connection, (statement = build(db)))
    return statement
  }
}

/**
 * `preparedStatement` for a statement whose shape depends on a small number (how many slots a booking takes, how many
 * ledger rows a change writes): one prepared statement per number, each named for it.
 */
export function preparedStatements<Statement>(
  build: (db: Db, count: number) => Statement,
): (db: Db, count: number) => Statement {
  const byCount = new Map<number, (db: Db) => Statement>()
  return (db, count) => {
    let statement = byCount.get(count)
    if (!statement) byCount.set(count, (statement = preparedStatement((each) => build(each, count))))
    return statement(db)
  }
}

/**
 * A row of placeholders for a prepared insert, one per column, named for the column and `suffix` (a row's number when a
 * statement inserts several); `placeholderValues` names the values to run it with the same way.
 */
export function placeholderRow<Table extends PgTable>(columns: readonly string[], suffix: string | number = '') {
  return Object.fromEntries(columns.map((name) => [name, sql.placeholder(`${name}${suffix}`)])) as PgInsertValue<Table>
}

/** The values for the placeholders of `placeholderRow(columns, index)`, for each row at its index. */
export function placeholderValues<Column extends string>(
  columns: readonly Column[],
  rows: readonly Record<Column, unknown>[],
): Record<string, unknown> {
  return Object.fromEntries(rows.flatMap((row, index) => columns.map((name) => [`${name}${index}`, row[name]])))
}
