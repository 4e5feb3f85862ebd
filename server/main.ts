import closeWithGrace from 'close-with-grace'
import pino from 'pino'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { createDemoAccounts } from './features/accounts/demo-accounts.ts'
import { passwordHasher } from './features/accounts/password-hashing.ts'
import type { NewAccount } from './features/accounts/members.ts'
import { createDemoBookings } from './features/bookings/demo-bookings.ts'
import { loggerOptions } from './logging.ts'

function readConfig() {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\nThe server did not start. See "Configuration" in README.md.\n`)
    process.exit(1)
  }
}

/** Printed for the developer, not logged: the demo passwords are in README.md and never exist in production. */
function demoAccountsNotice(accounts: readonly NewAccount[]): string {
  const lines = accounts.map(
    (account) =>
      `  ${account.userType === 'admin' ? 'Administrator' : 'Member       '}  ${account.username} / ${account.password}`,
  )
  return `\nDemo accounts created on this new development database (log in at /login):\n${lines.join('\n')}\n\n`
}

const config = readConfig()
const logger = pino(loggerOptions(config.logLevel))

try {
  const database = await openDatabase(config.database, logger, {
    // Two processes writing one embedded data folder corrupt it, so this one stops at once, without a graceful close.
    onLockLost(error) {
      const dataDir = config.database.driver === 'pglite' ? config.database.dataDir : undefined
      logger.fatal(
        { err: error },
        `Lost the lock on DATA_DIR ${dataDir}: another process took it; stopping to protect the data`,
      )
      process.exit(1)
    },
  })
  await database.migrate()
  logger.info(
    { driver: database.driver, ...(config.database.driver === 'pglite' && { dataDir: config.database.dataDir }) },
    'Database ready',
  )

  const demo = config.env === 'development' && database.driver === 'pglite'
  const created = demo ? await createDemoAccounts(database.db, passwordHasher(config.accounts.passwordHashCost)) : []

  const app = await buildApp({ config, database, logger })
  if (created.length > 0) {
    await createDemoBookings(app, config.bookings.cutoffMinutes)
    process.stdout.write(demoAccountsNotice(created))
  }
  closeWithGrace({ delay: config.shutdownTimeoutMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'Shutting down after an unexpected error')
    else logger.info({ signal }, 'Shutting down: finishing requests in flight')
    await app.drain()
    await app.close()
    logger.info('Stopped cleanly')
  })
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  logger.fatal({ err: error }, `The server did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
