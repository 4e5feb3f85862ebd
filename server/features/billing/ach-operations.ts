import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { AchBatch, AchBatchRequest } from '../../../common/billing/billing-api.ts'
import { paidCents } from '../../../common/billing/billing-rules.ts'
import { clubDateOf } from '../../../common/club-time.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { publishMemberEvent } from '../live-events/member-events.ts'
import { memberBankAccounts } from '../member-records/bank-account-table.ts'
import { batchAnswer, lockBatch } from './ach-records.ts'
import { achBatchEntries, achBatches, invoices, payments } from './billing-tables.ts'
import { collectingBatch, settleStatus } from './invoice-operations.ts'

const notOpen: Record<'draft' | 'paid' | 'void', string> = {
  draft: 'The invoice is still a draft.',
  paid: 'The invoice is already paid.',
  void: 'The invoice is void.',
}

/**
 * Collects open invoices by ACH (member-api §7): one debit of what each still owes, from its member's bank account on
 * file, for the effective date. Invoices that cannot be collected are listed as skipped, with why.
 */
export async function createBatch(tx: Db, caller: Caller, request: AchBatchRequest): Promise<AchBatch> {
  if (request.effective_date < clubDateOf(caller.now)) {
    throw new Problem(422, { detail: 'The effective date may not be in the past.', rule: 'effective_date' })
  }
  const ids = [...new Set(request.invoice_ids)].sort((a, b) => a - b)
  // Locked in id order, as every batch locks them, so two batches made at once take each invoice once.
  const found = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, ids))
    .orderBy(asc(invoices.id))
    .for('update')
  const bankRows = await tx
    .select()
    .from(memberBankAccounts)
    .where(
      inArray(
        memberBankAccounts.memberId,
        found.map((invoice) => invoice.memberId),
      ),
    )
  const withNumbers = new Set(
    bankRows.filter((row) => row.routingNumberSealed && row.accountNumberSealed).map((row) => row.memberId),
  )

  const skipped: { invoice_id: number; reason: string }[] = []
  const debits: { invoiceId: number; memberId: number; amountCents: number }[] = []
  for (const id of ids) {
    const invoice = found.find((row) => row.id === id)
    if (!invoice) {
      skipped.push({ invoice_id: id, reason: 'No such invoice.' })
      continue
    }
    if (invoice.status !== 'issued') {
      skipped.push({ invoice_id: id, reason: notOpen[invoice.status] })
      continue
    }
    const batch = await collectingBatch(tx, id)
    if (batch !== undefined) {
      skipped.push({ invoice_id: id, reason: `The invoice is already in ACH batch ${batch}.` })
      continue
    }
    if (!withNumbers.has(invoice.memberId)) {
      skipped.push({ invoice_id: id, reason: 'The member has no bank details on file.' })
      continue
    }
    const stood = await tx
      .select({ amount_cents: payments.amountCents, returned_code: payments.returnedCode })
      .from(payments)
      .where(eq(payments.invoiceId, id))
    debits.push({ invoiceId: id, memberId: invoice.memberId, amountCents: invoice.totalCents - paidCents(stood) })
  }
  if (debits.length === 0) {
    throw new Problem(422, { detail: 'None of these invoices can be collected by ACH.', rule: 'no_entries', skipped })
  }
  const [batch] = await tx
    .insert(achBatches)
    .values({ effectiveDate: request.effective_date, createdAt: caller.now, createdBy: caller.account.id, skipped })
    .returning()
  if (!batch) throw new Error('The ACH batch was not stored')
  await tx.insert(achBatchEntries).values(debits.map((debit) => ({ batchId: batch.id, ...debit })))
  const answer = await batchAnswer(tx, batch)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'ach.batch',
    targetMemberId: null,
    details: {
      batch_id: batch.id,
      effective_date: batch.effectiveDate,
      invoices: answer.invoices.map((entry) => ({ invoice_id: entry.invoice_id, amount_cents: entry.amount_cents })),
      total_cents: answer.total_cents,
      skipped,
    },
  })
  return answer
}

/** The bank has collected the batch: each debit not returned becomes an ACH payment of its invoice. Once only. */
export async function settleBatch(tx: Db, caller: Caller, batchId: number): Promise<AchBatch> {
  const batch = await lockBatch(tx, batchId)
  if (batch.status === 'settled') throw new Problem(409, { detail: `ACH batch ${batchId} is already settled.` })
  const entries = await tx
    .select()
    .from(achBatchEntries)
    .where(and(eq(achBatchEntries.batchId, batchId), isNull(achBatchEntries.returnedCode)))
    .orderBy(asc(achBatchEntries.invoiceId))
  if (entries.length > 0) {
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          entries.map((entry) => entry.invoiceId),
        ),
      )
      .orderBy(asc(invoices.id))
      .for('update')
  }
  for (const entry of entries) {
    await tx.insert(payments).values({
      invoiceId: entry.invoiceId,
      amountCents: entry.amountCents,
      method: 'ach',
      reference: `ACH batch ${batchId}`,
      receivedAt: caller.now,
      recordedBy: caller.account.id,
      achBatchId: batchId,
    })
    await settleStatus(tx, entry.invoiceId)
    await publishMemberEvent(tx, entry.memberId, { event: 'billing_changed', invoice_id: entry.invoiceId })
  }
  const [settled = batch] = await tx
    .update(achBatches)
    .set({ status: 'settled', settledAt: caller.now, settledBy: caller.account.id })
    .where(eq(achBatches.id, batchId))
    .returning()
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'ach.settle',
    targetMemberId: null,
    details: {
      batch_id: batchId,
      payments: entries.map((entry) => ({ invoice_id: entry.invoiceId, amount_cents: entry.amountCents })),
    },
  })
  return batchAnswer(tx, settled)
}

/**
 * A debit came back (R01 insufficient funds, R02 account closed, …): the entry and its payment are marked returned with
 * the code, the payment no longer counts, and the invoice is open again.
 */
export async function returnDebit(
  tx: Db,
  caller: Caller,
  batchId: number,
  { invoice_id: invoiceId, code }: { invoice_id: number; code: string },
): Promise<AchBatch> {
  const batch = await lockBatch(tx, batchId)
  const [entry] = await tx
    .select()
    .from(achBatchEntries)
    .where(and(eq(achBatchEntries.batchId, batchId), eq(achBatchEntries.invoiceId, invoiceId)))
    .for('update')
  if (!entry) throw new Problem(404, { detail: `That invoice is not in ACH batch ${batchId}.` })
  if (entry.returnedCode) {
    throw new Problem(409, { detail: `This debit was already returned (${entry.returnedCode}).` })
  }
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update')
  await tx
    .update(achBatchEntries)
    .set({ returnedCode: code, returnedAt: caller.now })
    .where(and(eq(achBatchEntries.batchId, batchId), eq(achBatchEntries.invoiceId, invoiceId)))
  const [payment] = await tx
    .update(payments)
    .set({ returnedCode: code, returnedAt: caller.now })
    .where(and(eq(payments.achBatchId, batchId), eq(payments.invoiceId, invoiceId)))
    .returning({ id: payments.id })
  await settleStatus(tx, invoiceId)
  await publishMemberEvent(tx, entry.memberId, { event: 'billing_changed', invoice_id: invoiceId })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'ach.return',
    targetMemberId: entry.memberId,
    details: {
      batch_id: batchId,
      invoice_id: invoiceId,
      code,
      amount_cents: entry.amountCents,
      payment_id: payment?.id ?? null,
    },
  })
  return batchAnswer(tx, batch)
}
