import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from './database.ts'

/** `npm run db:migrate`: applies pending migrations without starting the server, e.g. as a deployment step. */
try {
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  process.stdout.write(
    `Migrations applied (${config.database.driver === 'postgres' ? 'PostgreSQL' : config.database.dataDir}).\n`,
  )
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error)}\nMigrations were not applied.\n`,
  )
  process.exit(1)
}
