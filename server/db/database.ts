import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import { project } from '../project.ts'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'

/** What every embedded database loads: `btree_gist`, for the captains' exclusion constraint on outing times. */
export const pgliteOptions = { extensions: { btree_gist } } satisfies PGliteOptions

/** What the raw results of both drivers have in common, so `db.execute` is typed on either. */
interface RowsResult<Row> {
  rows: Row[]
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>
}

export type Db = PgDatabase<RowsResultHKT, typeof schema>

export interface Database {
  readonly driver: 'pglite' | 'postgres'
  readonly db: Db
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>
  ping(): Promise<void>
  /**
   * Calls `onMessage` with the payload of every notification on `channel` (`pg_notify`) from now on, until the returned
   * function is called. One sent inside a transaction arrives when the transaction commits, never if it rolls back.
   * `onMessage` must not throw: it runs inside the driver's handling of the connection. `onResumed` runs each time
   * listening starts again after the connection to the database was lost: whatever was sent meanwhile never arrives.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

interface Logger {
  error(object: object, message: string): void
  warn(object: object, message: string): void
  info(message: string): void
}

/** Any stable number works; it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_ID = 724_311_001

export interface OpenDatabaseOptions {
  /**
   * Called if another process takes the embedded database's data folder from this one; both writing to it would
   * corrupt it. By default the error is logged.
   */
  onLockLost?(error: Error): void
}

export async function openDatabase(
  config: DatabaseConfig,
  logger?: Logger,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, config.poolMax, logger)
    : openPglite(config.dataDir, logger, options)
}

async function openPostgres(url: string, poolMax: number, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection (database restart, network cut) must not crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection lost'))
  // Nor one lost while checked out between two statements (inside a transaction): its next statement fails instead,
  // and the pool drops it when it comes back. Without a listener the driver's 'error' event would end the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL connection lost while in use'))
  })
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
  const listener = postgresListener(url, logger)

  return {
    driver: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: project.migrationsDir })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
        client.release()
      }
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    listen: listener.listen,
    async close() {
      await listener.close()
      if (!pool.ended) await pool.end()
    },
  }
}

/** Shown in `pg_stat_activity`, so that an operator (or a test) can tell the listening connection apart. */
export const LISTENER_APPLICATION_NAME = 'club notification listener'
const RECONNECT_FIRST_DELAY_MS = 100
const RECONNECT_MAX_DELAY_MS = 5000

/**
 * One connection per instance LISTENs for every channel asked for (a pool connection would be handed to other
 * queries). A lost connection is opened again after 100 ms, then after doubling delays up to 5 s, and LISTENs again;
 * notifications sent while it was down are lost, as PostgreSQL keeps none for a session that is gone.
 */
function postgresListener(url: string, logger?: Logger) {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const resumedHandlers = new Set<() => void>()
  let live: pg.Client | undefined
  let opening: Promise<pg.Client> | undefined
  let reconnecting = false
  let reconnectTimer: NodeJS.Timeout | undefined
  let reconnectDelayMs = RECONNECT_FIRST_DELAY_MS
  let closed = false

  const listenSql = (client: pg.Client, channel: string) => `listen ${client.escapeIdentifier(channel)}`

  async function open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      // It sends nothing of its own, so a connection cut without a reset would otherwise never be noticed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    client.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '')
    })
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      // The map's iterator also visits channels added while it runs, so none asked for before `live` is set is missed.
      for (const channel of handlers.keys()) await client.query(listenSql(client, channel))
      if (closed) throw new Error('The database was closed')
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    live = client
    return client
  }

  function lost(client: pg.Client, error?: Error) {
    if (client !== live) return
    live = undefined
    opening = undefined
    reconnecting = true
    void client.end().catch(() => undefined)
    logger?.error({ err: error }, 'Lost the database connection that listens for notifications; reconnecting')
    reconnect()
  }

  function reconnect() {
    if (closed) return
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      opening = open()
      opening.then(
        () => {
          reconnecting = false
          reconnectDelayMs = RECONNECT_FIRST_DELAY_MS
          logger?.info('Listening for database notifications again')
          for (const onResumed of resumedHandlers) onResumed()
        },
        (error: unknown) => {
          opening = undefined
          if (closed) return
          logger?.warn({ err: error }, 'Could not reconnect to listen for database notifications; trying again')
          reconnect()
        },
      )
    }, reconnectDelayMs)
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, RECONNECT_MAX_DELAY_MS)
  }

  /** Whether that was the channel's last handler. */
  function removeHandler(channel: string, onMessage: (payload: string) => void): boolean {
    const channelHandlers = handlers.get(channel)
    if (!channelHandlers?.delete(onMessage) || channelHandlers.size > 0) return false
    handlers.delete(channel)
    return true
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void, onResumed?: () => void) {
      if (closed) throw new Error('The database is closed')
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(onMessage))
      if (onResumed) resumedHandlers.add(onResumed)
      try {
        if (live) await live.query(listenSql(live, channel))
        // While reconnecting, the next connection LISTENs for every channel, this one included.
        else if (!reconnecting) await (opening ??= open())
      } catch (error) {
        removeHandler(channel, onMessage)
        if (onResumed) resumedHandlers.delete(onResumed)
        // The first connection failed: the next call tries afresh.
        if (!live && !reconnecting) opening = undefined
        throw error
      }
      return async () => {
        if (onResumed) resumedHandlers.delete(onResumed)
        if (!removeHandler(channel, onMessage)) return
        await live?.query(`un${listenSql(live, channel)}`).catch(() => undefined)
      }
    },
    async close() {
      closed = true
      clearTimeout(reconnectTimer)
      const client = live ?? (await opening?.catch(() => undefined))
      live = undefined
      await client?.end()
    },
  }
}

async function openPglite(
  dataDir: string | undefined,
  logger: Logger | undefined,
  options: OpenDatabaseOptions,
): Promise<Database> {
  const lock = dataDir
    ? await lockDataDir(dataDir, {
        onLost:
          options.onLockLost ?? ((error) => logger?.error({ err: error }, `Lost the lock on DATA_DIR ${dataDir}`)),
      })
    : undefined
  try {
    const client = new PGlite(dataDir, pgliteOptions)
    await client.waitReady
    return pgliteDatabase(client, lock?.release)
  } catch (error) {
    await lock?.release()
    throw error
  }
}

/** Wraps an open PGlite instance; the tests use it to start from a migrated snapshot. */
export function pgliteDatabase(client: PGlite, releaseLock?: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return {
    driver: 'pglite',
    db,
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: project.migrationsDir })
    },
    async ping() {
      if (client.closed) throw new Error('The embedded database is closed')
      await db.execute(sql`select 1`)
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage)
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
    async close() {
      if (!client.closed) await client.close()
      await releaseLock?.()
    },
  }
}
