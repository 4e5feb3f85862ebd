import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { memberBankAccounts } from '../features/member-records/bank-account-table.ts'
import { openSecret } from '../features/member-records/bank-secrets.ts'
import { runCommand } from '../test/run-command.ts'
import { startServer } from '../test/server-process.ts'
import { BACKED_UP_ACCOUNT_NUMBER, everyTableRows, fillForBackup } from '../test/table-rows.ts'
import { openDatabase } from './database.ts'

/**
 * `npm run db:backup` and `npm run db:restore` on the embedded database: a round trip gives back every row of every
 * table, the sealed bank details still open with the key, and neither runs behind a server's back.
 */

/** What `npm run db:backup` and `npm run db:restore` run. */
const BACKUP = 'server/db/backup-command.ts'
const RESTORE = 'server/db/restore-command.ts'

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

async function tempFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'club-backup-'))
  folders.push(folder)
  return folder
}

describe('backing up and restoring the embedded database', () => {
  it('restores every row of every table, and the bank details still open with the key', async () => {
    const work = await tempFolder()
    const dataDir = path.join(work, 'data')
    const original = await openDatabase({ driver: 'pglite', dataDir })
    await original.migrate()
    const { memberId, ring } = await fillForBackup(original)
    const before = await everyTableRows(original.db)
    await original.close()

    const file = path.join(work, 'backups', 'club.tar.gz')
    const backup = await runCommand(BACKUP, [file], { DATA_DIR: dataDir })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(`Backed up ${dataDir} to ${file}`)

    const restoredDir = path.join(work, 'restored')
    const restore = await runCommand(RESTORE, [file], { DATA_DIR: restoredDir })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)

    const restored = await openDatabase({ driver: 'pglite', dataDir: restoredDir })
    try {
      const after = await everyTableRows(restored.db)
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table])
      expect(before['public.bookings']?.length).toBeGreaterThan(0)
      expect(before['public.member_bank_accounts']).toHaveLength(1)

      const [bank] = await restored.db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, memberId))
      const sealed = { sealed: bank?.accountNumberSealed ?? '', keyId: bank?.accountKeyId ?? '' }
      expect(openSecret(ring, sealed, { memberId, field: 'account_number' })).toBe(BACKED_UP_ACCOUNT_NUMBER)
    } finally {
      await restored.close()
    }
  }, 240_000)

  it('refuses, and writes nothing, while a server holds the data folder', async () => {
    const work = await tempFolder()
    const dataDir = path.join(work, 'data')
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const file = path.join(work, 'club.tar.gz')
      const backup = await runCommand(BACKUP, [file], { DATA_DIR: dataDir })
      expect(backup.code).toBe(1)
      expect(backup.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another running server (pid ${server.child.pid}`,
      )
      expect(backup.stderr).toContain('Stop the server first')
      expect(backup.stderr).toContain('No backup was written.')
      expect(existsSync(file)).toBe(false)

      const restore = await runCommand(RESTORE, [file], { DATA_DIR: dataDir })
      expect(restore.code).toBe(1)
      expect(restore.stderr).toContain('Stop the server first')
    } finally {
      await server.stop()
    }
  }, 180_000)

  it('never restores over a database that is there', async () => {
    const work = await tempFolder()
    const dataDir = path.join(work, 'data')
    await (await openDatabase({ driver: 'pglite', dataDir })).close()
    const file = path.join(work, 'club.tar.gz')
    await writeFile(file, 'not a backup')
    const restore = await runCommand(RESTORE, [file], { DATA_DIR: dataDir })
    expect(restore.code).toBe(1)
    expect(restore.stderr).toContain(`DATA_DIR ${dataDir} is not empty. A restore never overwrites a database`)
  }, 120_000)
})
