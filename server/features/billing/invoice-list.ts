import { desc, eq, sql } from 'drizzle-orm'
import type { z } from '../../../common/zod.ts'
import type { adminInvoicesSchema, InvoiceStatus } from '../../../common/billing/billing-api.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { memberBankAccounts } from '../member-records/bank-account-table.ts'
import { invoices, payments } from './billing-tables.ts'

/** Whether both bank numbers are on file: what an ACH debit needs. */
export const hasBankDetails = sql<boolean>`(${memberBankAccounts.routingNumberSealed} is not null and ${memberBankAccounts.accountNumberSealed} is not null)`

/**
 * The back office's invoices of one status, newest first; without a status, the open ones (issued, not yet paid),
 * which the ACH screen chooses from. Each says whether its member has bank details on file, never what they are.
 */
export async function invoiceList(
  db: Db,
  status: InvoiceStatus = 'issued',
): Promise<z.infer<typeof adminInvoicesSchema>> {
  const paid = db
    .select({
      invoiceId: payments.invoiceId,
      cents: sql<number>`sum(${payments.amountCents})`.mapWith(Number).as('cents'),
    })
    .from(payments)
    .where(sql`${payments.returnedCode} is null`)
    .groupBy(payments.invoiceId)
    .as('paid')
  const rows = await db
    .select({
      invoice: invoices,
      reference: bookings.reference,
      member: { id: members.id, memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
      paidCents: sql<number>`coalesce(${paid.cents}, 0)`.mapWith(Number),
      hasBankDetails: sql<boolean>`coalesce(${hasBankDetails}, false)`,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .leftJoin(memberBankAccounts, eq(memberBankAccounts.memberId, invoices.memberId))
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .where(eq(invoices.status, status))
    .orderBy(desc(sql`coalesce(${invoices.issuedAt}, ${invoices.createdAt})`), desc(invoices.id))
  return rows.map((row) => ({
    invoice_id: row.invoice.id,
    number: row.invoice.number,
    booking_id: row.invoice.bookingId,
    reference: row.reference,
    status: row.invoice.status,
    member: {
      id: row.member.id,
      member_id: row.member.memberId,
      name: `${row.member.firstName} ${row.member.lastName}`,
    },
    total_cents: row.invoice.totalCents,
    paid_cents: row.paidCents,
    issued_at: row.invoice.issuedAt && clubIsoTime(row.invoice.issuedAt),
    has_bank_details: Boolean(row.hasBankDetails),
  }))
}
