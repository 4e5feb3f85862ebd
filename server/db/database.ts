import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import lockfile from 'proper-lockfile'
import type { DatabaseConfig } from '../config.ts'
import { project } from '../project.ts'
import * as schema from './schema.ts'

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
  close(): Promise<void>
}

interface Logger {
  error(object: object, message: string): void
}

/** Any stable number works; it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_ID = 724_311_001

export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another running server. ` +
        'The embedded database serves one process; stop the other one, or use PostgreSQL (DATABASE_URL) for several instances.',
    )
    this.name = 'DataDirectoryInUseError'
  }
}

export async function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<Database> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, config.poolMax, logger)
    : openPglite(config.dataDir, logger)
}

async function openPostgres(url: string, poolMax: number, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 })
  // An idle client that loses its connection (database restart, network cut) must not crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection lost'))
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db

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
    async close() {
      if (!pool.ended) await pool.end()
    },
  }
}

async function openPglite(dataDir: string | undefined, logger?: Logger): Promise<Database> {
  let releaseLock: (() => Promise<void>) | undefined
  if (dataDir) {
    await mkdir(dataDir, { recursive: true })
    releaseLock = await lockfile
      .lock(dataDir, {
        stale: 15_000,
        update: 5_000,
        onCompromised: (error) => logger?.error({ err: error }, `Lost the lock on DATA_DIR ${dataDir}`),
      })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ELOCKED') throw new DataDirectoryInUseError(dataDir)
        throw error
      })
  }
  const client = new PGlite(dataDir)
  await client.waitReady
  return pgliteDatabase(client, releaseLock)
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
    async close() {
      if (!client.closed) await client.close()
      await releaseLock?.()
    },
  }
}
