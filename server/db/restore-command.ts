import path from 'node:path'
import { ConfigError, loadConfig } from '../config.ts'
import { BackupRefused, restoreDataDir } from './embedded-backup.ts'

/**
 * `npm run db:restore <file>`: loads a backup made by `npm run db:backup` into DATA_DIR, which must be empty or
 * absent, while no server runs on it. PostgreSQL is restored with its own tools (README, "Backup and restore").
 */
try {
  const config = loadConfig()
  if (config.database.driver === 'postgres') {
    throw new BackupRefused(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backup and restore" in README.md).',
    )
  }
  const file = process.argv[2]
  if (!file) throw new BackupRefused('Name the backup to restore: npm run db:restore -- <file>')
  await restoreDataDir(path.resolve(file), config.database.dataDir)
  process.stdout.write(`Restored ${path.resolve(file)} into ${config.database.dataDir}.\n`)
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupRefused
  process.stderr.write(`${known ? error.message : String(error)}\nNothing was restored.\n`)
  process.exit(1)
}
