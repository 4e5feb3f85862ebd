import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { AchBatch } from '../../../common/billing/billing-api.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { achBatchEntries, achBatches, invoices } from './billing-tables.ts'

export type AchBatchRow = typeof achBatches.$inferSelect

export const noSuchBatch = () => new Problem(404, { detail: 'No such ACH batch.' })

/** The batches as the ACH screen shows them, in the order given: their debits, total and what was left out. */
export async function batchAnswers(db: Db, batches: readonly AchBatchRow[]): Promise<AchBatch[]> {
  if (batches.length === 0) return []
  const entries = await db
    .select({
      entry: achBatchEntries,
      number: invoices.number,
      member: { id: members.id, memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
    })
    .from(achBatchEntries)
    .innerJoin(invoices, eq(invoices.id, achBatchEntries.invoiceId))
    .innerJoin(members, eq(members.id, achBatchEntries.memberId))
    .where(
      inArray(
        achBatchEntries.batchId,
        batches.map((batch) => batch.id),
      ),
    )
    .orderBy(asc(achBatchEntries.invoiceId))
  return batches.map((batch) => {
    const own = entries.filter((row) => row.entry.batchId === batch.id)
    return {
      batch_id: batch.id,
      effective_date: batch.effectiveDate,
      created_at: clubIsoTime(batch.createdAt),
      status: batch.status,
      entries: own.length,
      total_cents: own.reduce((total, row) => total + row.entry.amountCents, 0),
      invoices: own.map((row) => ({
        invoice_id: row.entry.invoiceId,
        number: row.number ?? '',
        member: {
          id: row.member.id,
          member_id: row.member.memberId,
          name: `${row.member.firstName} ${row.member.lastName}`,
        },
        amount_cents: row.entry.amountCents,
        returned_code: row.entry.returnedCode,
      })),
      skipped: batch.skipped,
    }
  })
}

export async function batchAnswer(db: Db, batch: AchBatchRow): Promise<AchBatch> {
  const [answer] = await batchAnswers(db, [batch])
  if (!answer) throw new Error(`ACH batch ${batch.id} vanished`)
  return answer
}

/** Every batch, newest first. */
export async function batchList(db: Db): Promise<AchBatch[]> {
  return batchAnswers(db, await db.select().from(achBatches).orderBy(desc(achBatches.id)))
}

export async function lockBatch(tx: Db, batchId: number): Promise<AchBatchRow> {
  const [batch] = await tx.select().from(achBatches).where(eq(achBatches.id, batchId)).for('update')
  if (!batch) throw noSuchBatch()
  return batch
}
