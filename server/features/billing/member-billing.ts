import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Statement } from '../../../common/billing/billing-api.ts'
import { type BalanceEvent, statementFigures } from '../../../common/billing/billing-rules.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { invoices, payments } from './billing-tables.ts'
import { invoiceAnswers } from './invoice-records.ts'

/** A member's own invoices as the portal's Billing tab lists them: every one issued (paid, open or void), newest first. */
export async function memberInvoices(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.memberId, memberId), isNotNull(invoices.number)))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
  return invoiceAnswers(db, rows)
}

type StatementEvent = BalanceEvent & { number: string } & (
    | { kind: 'invoice' | 'void'; invoiceId: number }
    | { kind: 'payment'; paymentId: number; method: 'ach' | 'card' | 'check' | 'cash' }
    | { kind: 'return'; paymentId: number; code: string }
  )

/** Everything that ever moved the member's balance, each at the instant it did. */
async function balanceEvents(db: Db, memberId: number): Promise<StatementEvent[]> {
  const [issued, received] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.memberId, memberId), isNotNull(invoices.number))),
    db
      .select({ payment: payments, number: invoices.number })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(invoices.memberId, memberId)),
  ])
  const events: StatementEvent[] = []
  for (const invoice of issued) {
    const number = invoice.number ?? ''
    if (invoice.issuedAt) {
      events.push({
        kind: 'invoice',
        at: invoice.issuedAt,
        amountCents: invoice.totalCents,
        number,
        invoiceId: invoice.id,
      })
    }
    if (invoice.voidedAt) {
      events.push({
        kind: 'void',
        at: invoice.voidedAt,
        amountCents: invoice.totalCents,
        number,
        invoiceId: invoice.id,
      })
    }
  }
  for (const { payment, number } of received) {
    const base = { amountCents: payment.amountCents, number: number ?? '', paymentId: payment.id }
    events.push({ kind: 'payment', at: payment.receivedAt, method: payment.method, ...base })
    if (payment.returnedAt && payment.returnedCode) {
      events.push({ kind: 'return', at: payment.returnedAt, code: payment.returnedCode, ...base })
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime())
}

/**
 * A month's statement (member-api §7): the balance it opens with, the invoices issued and payments received in it,
 * and the balance it closes with. A void or a returned debit counts in the month it happened, as its own line.
 */
export async function memberStatement(db: Db, member: MemberRow, month: string): Promise<Statement> {
  const { openingCents, during, closingCents } = statementFigures(await balanceEvents(db, member.id), month)
  const statement: Statement = {
    month,
    member: { id: member.id, member_id: member.memberId, name: `${member.firstName} ${member.lastName}` },
    opening_balance_cents: openingCents,
    invoices: [],
    payments: [],
    voided: [],
    returned: [],
    closing_balance_cents: closingCents,
  }
  for (const event of during) {
    const at = clubIsoTime(event.at)
    if (event.kind === 'invoice') {
      statement.invoices.push({
        invoice_id: event.invoiceId,
        number: event.number,
        issued_at: at,
        total_cents: event.amountCents,
      })
    } else if (event.kind === 'void') {
      statement.voided.push({
        invoice_id: event.invoiceId,
        number: event.number,
        voided_at: at,
        total_cents: event.amountCents,
      })
    } else if (event.kind === 'payment') {
      statement.payments.push({
        payment_id: event.paymentId,
        number: event.number,
        received_at: at,
        amount_cents: event.amountCents,
        method: event.method,
      })
    } else {
      statement.returned.push({
        payment_id: event.paymentId,
        number: event.number,
        returned_at: at,
        amount_cents: event.amountCents,
        code: event.code,
      })
    }
  }
  return statement
}
