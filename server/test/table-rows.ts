import { sql } from 'drizzle-orm'
import { buildApp } from '../app.ts'
import type { Database, Db } from '../db/database.ts'
import { createDemoAccounts } from '../features/accounts/demo-accounts.ts'
import { passwordHasher } from '../features/accounts/password-hashing.ts'
import { findMemberByUsername } from '../features/accounts/members.ts'
import { createDemoBookings } from '../features/bookings/demo-bookings.ts'
import { saveBankDetails } from '../features/member-records/bank-accounts.ts'
import { keyring } from '../features/member-records/bank-secrets.ts'
import { testConfig } from './test-app.ts'

/**
 * Every row of every table (the application's and the migrations' record), each as PostgreSQL writes the row as text,
 * in a fixed order: two databases hold the same data exactly when these are equal.
 */
export async function everyTableRows(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`)
  const everything: Record<string, string[]> = {}
  for (const { schema, name } of tables) {
    const { rows } = await db.execute<{ row: string }>(
      sql.raw(`select t::text as row from "${schema}"."${name}" as t order by 1`),
    )
    everything[`${schema}.${name}`] = rows.map((row) => row.row)
  }
  return everything
}

export const BACKED_UP_ACCOUNT_NUMBER = '000123456789'

/**
 * Fills a migrated database as the application would: the demo members and their bookings (ledger, slots, audit), a
 * visitor form with its e-mail, and a member's bank details sealed under the test configuration's key.
 */
export async function fillForBackup(database: Database) {
  const config = testConfig()
  // The app closes its database when it closes; this one stays open for the caller.
  const app = await buildApp({ config, database: { ...database, close: async () => undefined } })
  try {
    await createDemoAccounts(app.db, passwordHasher({ memoryKib: 1024, iterations: 1 }))
    await createDemoBookings(app, config.bookings.cutoffMinutes)
    const form = await app.inject({
      method: 'POST',
      url: '/api/visitors/add-visitors-details',
      payload: { visitor_name: 'Backed Up', email: 'backed-up@example.com', phone_no: '9415550123' },
    })
    if (form.statusCode !== 200) throw new Error(`The form was refused: ${form.body}`)
    const member = await findMemberByUsername(app.db, 'member')
    if (!member) throw new Error('The demo member is missing')
    await saveBankDetails(app.db, keyring(config.encryptionKey), member.id, {
      depositoryName: 'Gulf Coast Savings',
      branch: 'Main Street',
      city: 'Sarasota',
      state: 'FL',
      zipCode: '34236',
      nameOnAccount: 'Demo Member',
      accountType: 'Checking',
      routingNumber: '063100277',
      accountNumber: BACKED_UP_ACCOUNT_NUMBER,
    })
    return { memberId: member.id, ring: keyring(config.encryptionKey) }
  } finally {
    await app.close()
  }
}
