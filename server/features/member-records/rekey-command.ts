import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { resealBankDetails } from './bank-accounts.ts'
import { keyring } from './bank-secrets.ts'

/**
 * `npm run secrets:rekey`: after a key rotation (the old key moved to ENCRYPTION_PREVIOUS_KEYS, a new ENCRYPTION_KEY
 * set), re-seals every bank number still under an old key, so the old key can then be dropped.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    await database.migrate()
    const ring = keyring(config.encryptionKey, config.encryptionPreviousKeys)
    const moved = await resealBankDetails(database.db, ring)
    process.stdout.write(`Re-sealed ${moved} bank number${moved === 1 ? '' : 's'} with the key ${ring.currentId}.\n`)
  } finally {
    await database.close()
  }
}

try {
  await main()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
