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

type BankRow = typeof memberBankAccounts.$inferInsert

/** Where each bank number is kept: sealed, with its key's id beside it, and its last four digits apart. */
const sealedNumbers = [
  {
    field: 'routing_number',
    of: (details: BankDetails) => details.routingNumber,
    sealed: 'routingNumberSealed',
    keyId: 'routingKeyId',
    last4: 'routingLast4',
  },
  {
    field: 'account_number',
    of: (details: BankDetails) => details.accountNumber,
    sealed: 'accountNumberSealed',
    keyId: 'accountKeyId',
    last4: 'accountLast4',
  },
] as const

/** Whether the form gave any bank detail at all; the ACH section is optional. */
export function hasBankDetails(details: BankDetails): boolean {
  return Object.values(details).some((value) => value !== '' && value !== null)
}

/** Stores a member's bank details, the numbers sealed and their last four digits apart. */
export async function saveBankDetails(db: Db, ring: Keyring, memberId: number, details: BankDetails): Promise<void> {
  const numbers: Partial<BankRow> = {}
  for (const number of sealedNumbers) {
    const value = number.of(details)
    if (!value) continue
    const { sealed, keyId } = sealSecret(ring, value, { memberId, field: number.field })
    Object.assign(numbers, { [number.sealed]: sealed, [number.keyId]: keyId, [number.last4]: lastFour(value) })
  }
  await db.insert(memberBankAccounts).values({
    memberId,
    depositoryName: orNull(details.depositoryName),
    branch: orNull(details.branch),
    city: orNull(details.city),
    state: orNull(details.state),
    zipCode: orNull(details.zipCode),
    nameOnAccount: orNull(details.nameOnAccount),
    accountType: details.accountType,
    ...numbers,
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
      const changes: Partial<BankRow> = {}
      for (const number of sealedNumbers) {
        const sealed = row[number.sealed]
        const keyId = row[number.keyId]
        if (!sealed || !keyId || keyId === ring.currentId) continue
        const context = { memberId, field: number.field }
        const resealed = sealSecret(ring, openSecret(ring, { sealed, keyId }, context), context)
        Object.assign(changes, { [number.sealed]: resealed.sealed, [number.keyId]: resealed.keyId })
      }
      const count = Object.keys(changes).length / 2
      if (count > 0) await tx.update(memberBankAccounts).set(changes).where(eq(memberBankAccounts.memberId, memberId))
      return count
    })
  }
  return moved
}
