import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { centsAsDollars } from '../../../common/billing/billing-rules.ts'
import { addClubDays, type ClubDate, clubDateOf, clubInstant } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { toCsv } from '../exports/csv-cells.ts'
import { invoices, payments } from './billing-tables.ts'

export const billingCsvColumns = [
  'record',
  'date',
  'invoice_number',
  'member_number',
  'member_name',
  'booking_reference',
  'tour_type',
  'amount',
  'method',
  'reference',
  'status',
  'void_reason',
  'returned_code',
] as const

const columnsFor = {
  invoice: invoices,
  member: { memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
  reference: bookings.reference,
  tourType: bookings.tourType,
}

/**
 * The accountant's CSV (member-api §7, with the export rules of §5): every invoice issued and every payment received
 * from `from` to `to`, both days included, at the club; amounts in dollars (`85.00`). Bank numbers are never in it:
 * an ACH payment names only its batch.
 */
export async function billingCsv(db: Db, from: ClubDate, to: ClubDate) {
  const start = clubInstant(from, 0)
  const end = clubInstant(addClubDays(to, 1), 0)
  const issued = await db
    .select(columnsFor)
    .from(invoices)
    .innerJoin(members, eq(members.id, invoices.memberId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
  const received = await db
    .select({ payment: payments, ...columnsFor })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(members, eq(members.id, invoices.memberId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(gte(payments.receivedAt, start), lt(payments.receivedAt, end)))
    .orderBy(asc(payments.receivedAt), asc(payments.id))

  const who = (row: (typeof issued)[number]) => [
    row.invoice.number,
    row.member.memberId,
    `${row.member.firstName} ${row.member.lastName}`,
    row.reference,
    row.tourType,
  ]
  const rows = [
    ...issued.map((row) => ({
      at: row.invoice.issuedAt!,
      cells: [
        'invoice',
        clubDateOf(row.invoice.issuedAt!),
        ...who(row),
        centsAsDollars(row.invoice.totalCents),
        '',
        '',
        row.invoice.status,
        row.invoice.voidReason ?? '',
        '',
      ],
    })),
    ...received.map((row) => ({
      at: row.payment.receivedAt,
      cells: [
        'payment',
        clubDateOf(row.payment.receivedAt),
        ...who(row),
        centsAsDollars(row.payment.amountCents),
        row.payment.method,
        row.payment.reference,
        row.payment.returnedCode ? 'returned' : 'received',
        '',
        row.payment.returnedCode ?? '',
      ],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  return {
    csv: toCsv(
      billingCsvColumns,
      rows.map((row) => row.cells),
    ),
    rows: rows.length,
  }
}
