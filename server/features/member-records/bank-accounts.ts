import { eq, ne, or } from 'drizzle-orm'
import { type AccountType, lastFour } from '../../../common/new-member.ts'
import type { Db } from '../../db/database.ts'
import { memberBankAccounts } from './bank-account-table.ts'
import { type Keyring, openSecret, sealSecret } from './bank-secrets.ts'

export interface BankDetails {
  depositoryName: string
  branch: string
  city: string
  state: string
  zipCode: string
  nameOnAccount: string
  accountType: AccountType | null
  routingNumber: string
  accountNumber: string
}

const orNull = (value: string) => value || null

/** Whether the form gave any bank detail at all; the ACH section is optional. */
export function hasBankDetails(details: BankDetails): boolean {
  return Object.values(details).some((value) => value !== '' && value !== null)
}

/** Stores a member's bank details, the numbers sealed and their last four digits apart. */
export async function saveBankDetails(db: Db, ring: Keyring, memberId: number, details: BankDetails): Promise<void> {
  const routing = details.routingNumber
    ? sealSecret(ring, details.routingNumber, { memberId, field: 'routing_number' })
    : null
  const account = details.accountNumber
    ? sealSecret(ring, details.accountNumber, { memberId, field: 'account_number' })
    : null
  await db.insert(memberBankAccounts).values({
    memberId,
    depositoryName: orNull(details.depositoryName),
    branch: orNull(details.branch),
    city: orNull(details.city),
    state: orNull(details.state),
    zipCode: orNull(details.zipCode),
    nameOnAccount: orNull(details.nameOnAccount),
    accountType: details.accountType,
    routingNumberSealed: routing?.sealed ?? null,
    routingKeyId: routing?.keyId ?? null,
    routingLast4: details.routingNumber ? lastFour(details.routingNumber) : null,
    accountNumberSealed: account?.sealed ?? null,
    accountKeyId: account?.keyId ?? null,
    accountLast4: details.accountNumber ? lastFour(details.accountNumber) : null,
  })
}

/** The bank details as an admin may see them (member-api §5): the numbers only by their last four digits. */
export async function maskedBankDetails(db: Db, memberId: number) {
  const [row] = await db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId))
  if (!row) return undefined
  return {
    depository_name: row.depositoryName,
    branch: row.branch,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    name_on_acc: row.nameOnAccount,
    type_of_acc: row.accountType,
    routing_last4: row.routingLast4,
    account_last4: row.accountLast4,
  }
}

/**
 * Re-seals with the current key every number sealed with another (after a key rotation), one member's row per
 * transaction with the row locked. Answers how many numbers moved.
 */
export async function resealBankDetails(db: Db, ring: Keyring): Promise<number> {
  const stale = await db
    .select({ memberId: memberBankAccounts.memberId })
    .from(memberBankAccounts)
    .where(or(ne(memberBankAccounts.routingKeyId, ring.currentId), ne(memberBankAccounts.accountKeyId, ring.currentId)))
  let moved = 0
  for (const { memberId } of stale) {
    moved += await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, memberId))
        .for('update')
      if (!row) return 0
      const changes: Partial<typeof memberBankAccounts.$inferInsert> = {}
      if (row.routingNumberSealed && row.routingKeyId && row.routingKeyId !== ring.currentId) {
        const context = { memberId, field: 'routing_number' } as const
        const value = openSecret(ring, { sealed: row.routingNumberSealed, keyId: row.routingKeyId }, context)
        const resealed = sealSecret(ring, value, context)
        changes.routingNumberSealed = resealed.sealed
        changes.routingKeyId = resealed.keyId
      }
      if (row.accountNumberSealed && row.accountKeyId && row.accountKeyId !== ring.currentId) {
        const context = { memberId, field: 'account_number' } as const
        const value = openSecret(ring, { sealed: row.accountNumberSealed, keyId: row.accountKeyId }, context)
        const resealed = sealSecret(ring, value, context)
        changes.accountNumberSealed = resealed.sealed
        changes.accountKeyId = resealed.keyId
      }
      const count = Object.keys(changes).length / 2
      if (count > 0) await tx.update(memberBankAccounts).set(changes).where(eq(memberBankAccounts.memberId, memberId))
      return count
    })
  }
  return moved
}
