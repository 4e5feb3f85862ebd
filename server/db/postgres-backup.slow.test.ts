import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { memberBankAccounts } from '../features/member-records/bank-account-table.ts'
import { openSecret } from '../features/member-records/bank-secrets.ts'
import { BACKED_UP_ACCOUNT_NUMBER, everyTableRows, fillForBackup } from '../test/table-rows.ts'
import { createServerDatabase, databaseUrl, runAdminQuery } from '../test/test-database.ts'
import { openDatabase } from './database.ts'

/**
 * The PostgreSQL backup README.md documents: `pg_dump -Fc` of the club's database, `pg_restore --no-owner
 * --exit-on-error` into a new empty one, which then holds every row of every table, its bank details still sealed
 * and opening with the key.
 */

const run = promisify(execFile)
const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const template = inject('testDatabaseTemplate')
if (template.driver !== 'postgres') throw new Error('The PostgreSQL backup test runs on PostgreSQL: npm run test:slow')

describe('backing up and restoring PostgreSQL with pg_dump and pg_restore', () => {
  it('restores every row of every table, and the bank details still open with the key', async () => {
    const source = await createServerDatabase()
    cleanups.push(() => source.remove())
    const sourceUrl = source.env.DATABASE_URL ?? ''
    const original = await source.open()
    cleanups.push(() => original.close())
    await original.migrate()
    const { memberId, ring } = await fillForBackup(original)
    const before = await everyTableRows(original.db)

    const folder = await mkdtemp(path.join(os.tmpdir(), 'club-pg-backup-'))
    cleanups.push(() => rm(folder, { recursive: true, force: true }))
    const file = path.join(folder, 'club.dump')
    await run('pg_dump', ['-Fc', '-f', file, sourceUrl])

    const restoredName = `${template.databasePrefix}restored`
    await runAdminQuery(template.adminUrl, `create database "${restoredName}"`)
    cleanups.push(() => runAdminQuery(template.adminUrl, `drop database if exists "${restoredName}" with (force)`))
    const restoredUrl = databaseUrl(template.adminUrl, restoredName)
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', restoredUrl, file])

    const restored = await openDatabase({ driver: 'postgres', url: restoredUrl, poolMax: 1 })
    cleanups.push(() => restored.close())
    const after = await everyTableRows(restored.db)
    expect(Object.keys(after)).toEqual(Object.keys(before))
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
    expect(before['public.bookings']?.length).toBeGreaterThan(0)

    const [bank] = await restored.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId))
    const sealed = { sealed: bank?.accountNumberSealed ?? '', keyId: bank?.accountKeyId ?? '' }
    expect(openSecret(ring, sealed, { memberId, field: 'account_number' })).toBe(BACKED_UP_ACCOUNT_NUMBER)
  }, 120_000)
})
