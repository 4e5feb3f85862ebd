import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { createAccount } from '../server/features/accounts/members.ts'
import { passwordHasher } from '../server/features/accounts/password-hashing.ts'
import { e2eAccounts } from './e2e-settings.ts'

/**
 * Makes every account the browser tests use on the end-to-end server's database, before the server starts: one process
 * for all of them, where `npm run user:create` (tested on its own) would start one per account.
 */
const config = loadConfig()
const database = await openDatabase(config.database)
try {
  await database.migrate()
  const hasher = passwordHasher(config.accounts.passwordHashCost)
  for (const account of e2eAccounts) {
    await createAccount(database.db, hasher, {
      username: account.username,
      password: account.password,
      userType: account.role,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      tier: account.tier,
      points: String(account.points),
    })
  }
  process.stdout.write(`Created ${e2eAccounts.length} accounts for the browser tests.\n`)
} finally {
  await database.close()
}
