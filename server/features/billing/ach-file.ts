import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { memberBankAccounts } from '../member-records/bank-account-table.ts'
import { type Keyring, openSecret } from '../member-records/bank-secrets.ts'
import { noSuchBatch } from './ach-records.ts'
import { achBatchEntries, achBatches, invoices } from './billing-tables.ts'
import { type AchOriginator, type DebitInstruction, nachaFile } from './nacha-file.ts'

/**
 * A batch's NACHA file, its bank numbers unsealed only here, in memory, while it is written (decisions §3): nothing
 * of it is stored or logged. Debits already returned are left out.
 */
export async function achBatchFile(db: Db, ring: Keyring, originator: AchOriginator, batchId: number) {
  const [batch] = await db.select().from(achBatches).where(eq(achBatches.id, batchId))
  if (!batch) throw noSuchBatch()
  const rows = await db
    .select({
      entry: achBatchEntries,
      number: invoices.number,
      member: { firstName: members.firstName, lastName: members.lastName },
      bank: memberBankAccounts,
    })
    .from(achBatchEntries)
    .innerJoin(invoices, eq(invoices.id, achBatchEntries.invoiceId))
    .innerJoin(members, eq(members.id, achBatchEntries.memberId))
    .leftJoin(memberBankAccounts, eq(memberBankAccounts.memberId, achBatchEntries.memberId))
    .where(and(eq(achBatchEntries.batchId, batchId), isNull(achBatchEntries.returnedCode)))
    .orderBy(asc(achBatchEntries.invoiceId))
  const debits = rows.map(({ entry, number, member, bank }): DebitInstruction => {
    const name = `${member.firstName} ${member.lastName}`
    const { routingNumberSealed, routingKeyId, accountNumberSealed, accountKeyId } = bank ?? {}
    if (!bank || !routingNumberSealed || !routingKeyId || !accountNumberSealed || !accountKeyId) {
      throw new Problem(409, { detail: `${name} no longer has bank details on file; return their debit first.` })
    }
    const context = (field: 'routing_number' | 'account_number') => ({ memberId: entry.memberId, field })
    return {
      routingNumber: openSecret(ring, { sealed: routingNumberSealed, keyId: routingKeyId }, context('routing_number')),
      accountNumber: openSecret(ring, { sealed: accountNumberSealed, keyId: accountKeyId }, context('account_number')),
      accountType: bank.accountType,
      name: bank.nameOnAccount ?? name,
      identification: number ?? '',
      amountCents: entry.amountCents,
    }
  })
  if (debits.length === 0) throw new Problem(409, { detail: 'Every debit of this batch has been returned.' })
  return { filename: `ach-${batchId}.txt`, text: await nachaFile(originator, batch, debits), entries: debits.length }
}
