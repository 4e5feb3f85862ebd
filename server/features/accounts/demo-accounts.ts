import { count } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { members } from './members-table.ts'
import { createAccount, type NewAccount } from './members.ts'
import type { PasswordHasher } from './password-hashing.ts'

/** Documented in README.md; only ever created on an empty embedded database in development. */
export const demoAccounts: readonly NewAccount[] = [
  {
    username: 'admin',
    password: 'Sarasota-Admin-1',
    userType: 'admin',
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Harbormaster',
    tier: 'Diamond',
    points: 7500,
  },
  {
    username: 'member',
    password: 'Sarasota-Member-1',
    userType: 'user',
    email: 'member@example.com',
    firstName: 'Morgan',
    lastName: 'Seaworth',
    tier: 'Gold',
    // A year of Gold points.
    points: 3350,
  },
]

/** Creates the demo accounts when there is no account at all; answers what it created. */
export async function createDemoAccounts(db: Db, hasher: PasswordHasher): Promise<readonly NewAccount[]> {
  const [row] = await db.select({ total: count() }).from(members)
  if ((row?.total ?? 0) > 0) return []
  for (const account of demoAccounts) await createAccount(db, hasher, account)
  return demoAccounts
}
