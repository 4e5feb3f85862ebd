import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, pgliteDatabase, pgliteOptions } from '../db/database.ts'
import { databaseUrl, runAdminQuery } from './test-database.ts'

/**
 * Migrates one database per run; each test file then starts from a copy of it. That is far cheaper than migrating
 * per file: an embedded database loads from a snapshot in under a second, a PostgreSQL one is cloned from a template.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  return adminUrl ? preparePostgres(project, adminUrl) : preparePglite(project)
}

async function preparePostgres(project: TestProject, adminUrl: string) {
  const databasePrefix = `club_test_${randomUUID().replaceAll('-', '').slice(0, 8)}_`
  const templateName = `${databasePrefix}template`
  await runAdminQuery(adminUrl, `create database "${templateName}"`)
  const template = await openDatabase({ driver: 'postgres', url: databaseUrl(adminUrl, templateName), poolMax: 1 })
  await template.migrate()
  await template.close()
  project.provide('testDatabaseTemplate', { driver: 'postgres', adminUrl, templateName, databasePrefix })

  return async () => {
    // Also removes the databases of test files that crashed before they could drop their own.
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [databasePrefix],
      )
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    } finally {
      await client.end()
    }
  }
}

async function preparePglite(project: TestProject) {
  const client = new PGlite(pgliteOptions)
  const database = pgliteDatabase(client)
  await database.migrate()
  const snapshotFile = path.join(os.tmpdir(), `club-test-snapshot-${randomUUID()}.tar`)
  await writeFile(snapshotFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await database.close()
  project.provide('testDatabaseTemplate', { driver: 'pglite', snapshotFile })

  return async () => {
    await rm(snapshotFile, { force: true })
  }
}
