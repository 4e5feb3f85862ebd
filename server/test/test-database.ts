import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase, pgliteDatabase, pgliteOptions } from '../db/database.ts'

/** What the global setup prepares once per run: a migrated database that every test file copies. */
export type TestDatabaseTemplate =
  | { driver: 'pglite'; snapshotFile: string }
  | { driver: 'postgres'; adminUrl: string; templateName: string; databasePrefix: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate
  }
}

export async function runAdminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.href
}

/** A fresh, migrated database of its own for the calling test file; closing it also deletes it. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate')
  if (template.driver === 'pglite') {
    const snapshot = await readFile(template.snapshotFile)
    const client = new PGlite({ ...pgliteOptions, loadDataDir: new Blob([snapshot]) })
    await client.waitReady
    return pgliteDatabase(client)
  }

  const name = await createPostgresDatabase(template, template.templateName)
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl(template.adminUrl, name), poolMax: 5 })
  return {
    ...database,
    async close() {
      await database.close()
      await runAdminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

/** Creates a PostgreSQL database for this run, a copy of `copyOf` or empty, and returns its name. */
async function createPostgresDatabase(
  template: Extract<TestDatabaseTemplate, { driver: 'postgres' }>,
  copyOf?: string,
): Promise<string> {
  const name = `${template.databasePrefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`
  await runAdminQuery(template.adminUrl, `create database "${name}"${copyOf ? ` template "${copyOf}"` : ''}`)
  return name
}

export interface ServerDatabase {
  /** The variables that point a server process at this database. */
  env: Record<string, string>
  /** Opens the same database from the test, to look at or change what a server wrote. */
  open(): Promise<Database>
  remove(): Promise<void>
}

/**
 * A database for server processes started by a test: an empty PostgreSQL database on the PostgreSQL run, or a new
 * data folder on the embedded run. Either way the server migrates it at start-up, as in production.
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const template = inject('testDatabaseTemplate')
  if (template.driver === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-server-data-'))
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ driver: 'pglite', dataDir }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const name = await createPostgresDatabase(template)
  const url = databaseUrl(template.adminUrl, name)
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ driver: 'postgres', url, poolMax: 1 }),
    remove: () => runAdminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`),
  }
}
