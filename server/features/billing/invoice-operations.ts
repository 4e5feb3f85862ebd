import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Invoice, InvoiceRequest, paymentRequestSchema } from '../../../common/billing/billing-api.ts'
import {
  clubYearOf,
  invoiceNumber,
  invoiceStatus,
  invoiceTotal,
  offeredLines,
  overpaymentProblem,
  paidCents,
} from '../../../common/billing/billing-rules.ts'
import { formatCents } from '../../../common/money.ts'
import type { z } from '../../../common/zod.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBookingByKey } from '../bookings/booking-records.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { publishMemberEvent } from '../live-events/member-events.ts'
import {
  achBatches,
  achBatchEntries,
  invoiceCounters,
  invoiceLines,
  type InvoiceRow,
  invoices,
  payments,
} from './billing-tables.ts'
import { invoiceIssuedEmail } from './invoice-email.ts'
import { invoiceAnswer, standingInvoice } from './invoice-records.ts'
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf.ts'

/**
 * The invoice tool's changes (member-api §7). Each locks the booking's row first, so changes to one booking's
 * invoices apply one after another, and writes its audit entry in its own transaction.
 */

/** The booking a path names, by id or reference, with its row locked. */
export async function lockBooking(tx: Db, key: string) {
  const found = await findBookingByKey(tx, key)
  if (!found) throw noSuchBooking()
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for('update')
  if (!booking) throw noSuchBooking()
  return booking
}

function alreadyIssued(invoice: InvoiceRow): Problem {
  return new Problem(409, {
    detail: `This booking’s invoice was issued as ${invoice.number}; it can no longer be changed. Void it to invoice the booking again.`,
  })
}

/** The open ACH batch that is collecting an invoice, if any: nothing else may change what it owes meanwhile. */
export async function collectingBatch(tx: Db, invoiceId: number): Promise<number | undefined> {
  const [entry] = await tx
    .select({ batchId: achBatchEntries.batchId })
    .from(achBatchEntries)
    .innerJoin(achBatches, eq(achBatches.id, achBatchEntries.batchId))
    .where(
      and(
        eq(achBatchEntries.invoiceId, invoiceId),
        eq(achBatches.status, 'open'),
        isNull(achBatchEntries.returnedCode),
      ),
    )
  return entry?.batchId
}

async function writeLines(tx: Db, invoiceId: number, lines: InvoiceRequest['lines']) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId))
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId,
      position: index + 1,
      particulars: line.particulars,
      amountCents: line.amount_cents,
    })),
  )
}

async function newDraft(
  tx: Db,
  caller: Caller,
  booking: { id: string; memberId: number },
  lines: InvoiceRequest['lines'],
) {
  const [row] = await tx
    .insert(invoices)
    .values({
      bookingId: booking.id,
      memberId: booking.memberId,
      totalCents: invoiceTotal(lines),
      createdAt: caller.now,
    })
    .returning()
  if (!row) throw new Error('The invoice was not stored')
  await writeLines(tx, row.id, lines)
  return row
}

/** Saves a booking's draft, storing it the first time; an issued invoice is frozen. */
export async function saveDraft(tx: Db, caller: Caller, key: string, request: InvoiceRequest): Promise<Invoice> {
  const booking = await lockBooking(tx, key)
  const standing = await standingInvoice(tx, booking.id, { lock: true })
  if (standing && standing.status !== 'draft') throw alreadyIssued(standing)
  let row: InvoiceRow
  if (standing) {
    await writeLines(tx, standing.id, request.lines)
    ;[row = standing] = await tx
      .update(invoices)
      .set({ totalCents: invoiceTotal(request.lines) })
      .where(eq(invoices.id, standing.id))
      .returning()
  } else {
    row = await newDraft(tx, caller, booking, request.lines)
  }
  const invoice = await invoiceAnswer(tx, row)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'invoice.save',
    targetMemberId: booking.memberId,
    details: { booking_id: booking.id, invoice_id: row.id, lines: request.lines, total_cents: invoice.total_cents },
  })
  return invoice
}

/** The next number of the year; the counter's row stays locked until the transaction ends, so none is skipped. */
async function nextSequence(tx: Db, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning()
  if (!counter) throw new Error('The invoice counter did not answer')
  return counter.lastSequence
}

/**
 * Issues a booking's invoice (its saved draft, or the offered one): the next number of the year, the lines frozen, and
 * the member e-mailed the PDF, in the outbox with the invoice so the mail goes whenever the mail server takes it.
 */
export async function issueInvoice(tx: Db, caller: Caller, key: string): Promise<Invoice> {
  const booking = await lockBooking(tx, key)
  const standing = await standingInvoice(tx, booking.id, { lock: true })
  if (standing && standing.status !== 'draft') throw alreadyIssued(standing)
  const draft = standing ?? (await newDraft(tx, caller, booking, offeredLines(booking)))
  const year = clubYearOf(caller.now)
  // Taken last, just before the commit: the year's counter is held as briefly as the e-mail allows.
  const sequence = await nextSequence(tx, year)
  const [issued] = await tx
    .update(invoices)
    .set({
      status: invoiceStatus({ issued: true, voided: false, totalCents: draft.totalCents, paidCents: 0 }),
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      issuedAt: caller.now,
      issuedBy: caller.account.id,
    })
    .where(eq(invoices.id, draft.id))
    .returning()
  if (!issued) throw new Error('The invoice was not issued')
  const invoice = await invoiceAnswer(tx, issued)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'invoice.issue',
    targetMemberId: booking.memberId,
    details: { booking_id: booking.id, invoice_id: issued.id, number: issued.number, total_cents: issued.totalCents },
  })
  const [member] = await tx.select().from(members).where(eq(members.id, booking.memberId))
  if (!member) throw new Error(`Member ${booking.memberId} vanished`)
  const pdf = await renderInvoicePdf(invoice)
  await enqueueEmail(tx, {
    ...invoiceIssuedEmail(member, invoice),
    attachments: [{ filename: invoicePdfFileName(invoice), contentType: 'application/pdf', content: pdf }],
  })
  await publishMemberEvent(tx, booking.memberId, { event: 'billing_changed', invoice_id: issued.id })
  return invoice
}

/** Voids a booking's invoice, keeping its number; the booking may then be invoiced again. */
export async function voidInvoice(tx: Db, caller: Caller, key: string, reason: string): Promise<Invoice> {
  const booking = await lockBooking(tx, key)
  const standing = await standingInvoice(tx, booking.id, { lock: true })
  if (!standing) throw new Problem(409, { detail: 'This booking has no invoice to void.' })
  const batch = await collectingBatch(tx, standing.id)
  if (batch !== undefined) {
    throw new Problem(409, {
      detail: `This invoice is being collected in ACH batch ${batch}; settle or return it first.`,
    })
  }
  const answer = await invoiceAnswer(tx, standing)
  if (answer.paid_cents > 0) {
    throw new Problem(409, {
      detail: `Payments of ${formatCents(answer.paid_cents)} stand against this invoice, so it cannot be voided.`,
    })
  }
  const [voided] = await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: caller.now, voidedBy: caller.account.id, voidReason: reason })
    .where(eq(invoices.id, standing.id))
    .returning()
  if (!voided) throw new Error('The invoice was not voided')
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'invoice.void',
    targetMemberId: booking.memberId,
    details: { booking_id: booking.id, invoice_id: voided.id, number: voided.number, reason },
  })
  if (voided.number) await publishMemberEvent(tx, booking.memberId, { event: 'billing_changed', invoice_id: voided.id })
  return invoiceAnswer(tx, voided)
}

export type PaymentTaken = z.output<typeof paymentRequestSchema>

/** Records money received against a booking's issued invoice; never more than is still owed. */
export async function recordPayment(tx: Db, caller: Caller, key: string, request: PaymentTaken): Promise<Invoice> {
  const booking = await lockBooking(tx, key)
  const standing = await standingInvoice(tx, booking.id, { lock: true })
  if (!standing) throw new Problem(409, { detail: 'This booking has no issued invoice to pay.' })
  if (standing.status === 'draft') {
    throw new Problem(409, { detail: 'This invoice is still a draft: issue it before recording a payment.' })
  }
  const batch = await collectingBatch(tx, standing.id)
  if (batch !== undefined) {
    throw new Problem(409, {
      detail: `This invoice is being collected in ACH batch ${batch}; record its outcome there.`,
    })
  }
  const before = await invoiceAnswer(tx, standing)
  const overpaid = overpaymentProblem(standing.totalCents, before.paid_cents, request.amount_cents)
  if (overpaid) throw new Problem(422, { detail: overpaid, rule: 'overpayment' })
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: standing.id,
      amountCents: request.amount_cents,
      method: request.method,
      reference: request.reference,
      receivedAt: caller.now,
      recordedBy: caller.account.id,
    })
    .returning()
  if (!payment) throw new Error('The payment was not stored')
  await settleStatus(tx, standing.id)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'invoice.payment',
    targetMemberId: booking.memberId,
    details: {
      booking_id: booking.id,
      invoice_id: standing.id,
      number: standing.number,
      payment_id: payment.id,
      amount_cents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
    },
  })
  await publishMemberEvent(tx, booking.memberId, { event: 'billing_changed', invoice_id: standing.id })
  const [row = standing] = await tx.select().from(invoices).where(eq(invoices.id, standing.id))
  return invoiceAnswer(tx, row)
}

/** Sets an issued invoice's status from what stands of its payments: paid when they reach the total, else issued. */
export async function settleStatus(tx: Db, invoiceId: number): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId))
  if (!invoice || invoice.status === 'draft' || invoice.status === 'void') return
  const stood = await tx
    .select({ amount_cents: payments.amountCents, returned_code: payments.returnedCode })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
  const status = invoiceStatus({
    issued: true,
    voided: false,
    totalCents: invoice.totalCents,
    paidCents: paidCents(stood),
  })
  if (status !== invoice.status) await tx.update(invoices).set({ status }).where(eq(invoices.id, invoiceId))
}
