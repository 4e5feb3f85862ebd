import { clubDateOf } from '../../../common/booking/club-time.ts'
import { ConfigError, loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { renewDueMembers } from './membership-renewal.ts'

/**
 * `npm run points:renew`: grants every active member whose membership year is due, on the database the configuration
 * points to. Safe to run twice, or at once with the server's own hourly run: each year is granted once.
 */
try {
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    const now = new Date()
    const run = await renewDueMembers(database, {
      today: clubDateOf(now),
      at: now,
      carryOver: config.membershipYear.carryOver,
    })
    process.stdout.write(
      run.ran
        ? `Renewed ${run.renewed} ${run.renewed === 1 ? 'member' : 'members'}; skipped ${run.skipped} not due.\n`
        : 'Another renewal run is in progress; it renews everyone due. Nothing was done.\n',
    )
  } finally {
    await database.close()
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error)}\nNo membership year was renewed.\n`,
  )
  process.exit(1)
}
