import { clubDateOf } from '../../../common/club-time.ts'
import { ConfigError, loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { renewDueMembers } from './membership-renewal.ts'

/**
 * `npm run points:renew`: grants every active member whose membership year is due, on the database the configuration
 * points to. Safe to run twice, or at once with the server's own hourly run: each year is granted once. A member whose
 * renewal fails is named on stderr and skipped; the exit code is 1 only when members failed and none was renewed.
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
        ? `Renewed ${run.renewed} ${run.renewed === 1 ? 'member' : 'members'}; skipped ${run.skipped} not due` +
            `${run.failed.length > 0 ? `; ${run.failed.length} could not be renewed` : ''}.\n`
        : 'Another renewal run is in progress; it renews everyone due. Nothing was done.\n',
    )
    for (const { memberNumber, reason } of run.failed) {
      process.stderr.write(`Could not renew member ${memberNumber} (left as it was): ${reason}\n`)
    }
    // Others renewed: the run did its work, and the failures above are for staff to correct. Nothing renewed and
    // something failed: the run did nothing it should have, so the scheduler that started it hears so.
    if (run.failed.length > 0 && run.renewed === 0) process.exitCode = 1
  } finally {
    await database.close()
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String(error)}\nNo membership year was renewed.\n`,
  )
  process.exit(1)
}
