import path from 'node:path'
import { ConfigError, loadConfig } from '../config.ts'
import { BackupRefused, backUpDataDir } from './embedded-backup.ts'

/**
 * `npm run db:backup [file]`: writes the embedded database to a file (by default `backups/club-<time>.tar.gz`) while
 * no server runs on it. PostgreSQL is backed up with its own tools (README, "Backup and restore").
 */
try {
  const config = loadConfig()
  if (config.database.driver === 'postgres') {
    throw new BackupRefused(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (see "Backup and restore" in README.md).',
    )
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')
  const file = path.resolve(process.argv[2] ?? path.join('backups', `club-${stamp}.tar.gz`))
  const { bytes } = await backUpDataDir(config.database.dataDir, file)
  process.stdout.write(`Backed up ${config.database.dataDir} to ${file} (${bytes} bytes).\n`)
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupRefused
  process.stderr.write(`${known ? error.message : String(error)}\nNo backup was written.\n`)
  process.exit(1)
}
