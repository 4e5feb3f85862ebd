import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Invoice, Payment } from '../../../common/billing/billing-api.ts'
import { invoiceTotal, offeredLines, paidCents } from '../../../common/billing/billing-rules.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { itemName } from '../bookings/vessel-catalogue.ts'
import { invoiceLines, type InvoiceRow, invoices, type PaymentRow, payments } from './billing-tables.ts'

/** What an invoice says about its booking and member, read once for any number of bookings. */
export interface BookingBilling {
  booking: typeof bookings.$inferSelect
  member: { id: number; memberId: string; firstName: string; lastName: string; email: string }
  vessel: { name: string; lengthFeet: number }
}

export async function bookingBillings(db: Db, bookingIds: readonly string[]): Promise<Map<string, BookingBilling>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await db
    .select({
      booking: bookings,
      member: {
        id: members.id,
        memberId: members.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
      },
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
    })
    .from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .where(inArray(bookings.id, [...new Set(bookingIds)]))
  return new Map(rows.map((row) => [row.booking.id, row]))
}

export function memberRef(member: BookingBilling['member']) {
  return { id: member.id, member_id: member.memberId, name: `${member.firstName} ${member.lastName}` }
}

export function paymentAnswer(payment: PaymentRow): Payment {
  return {
    payment_id: payment.id,
    invoice_id: payment.invoiceId,
    amount_cents: payment.amountCents,
    method: payment.method,
    reference: payment.reference,
    received_at: clubIsoTime(payment.receivedAt),
    returned_code: payment.returnedCode,
  }
}

function bookingPart({ booking, member, vessel }: BookingBilling) {
  return {
    booking_id: booking.id,
    reference: booking.reference,
    member: memberRef(member),
    item: itemName(vessel),
    tour_type: booking.tourType as TourType,
    start_at: clubIsoTime(booking.startAt),
    end_at: clubIsoTime(booking.endAt),
  }
}

/** The invoices as the API answers them, in the order given, each with its lines, payments and the booking's voids. */
export async function invoiceAnswers(db: Db, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const bookingIds = [...new Set(rows.map((row) => row.bookingId))]
  // One after another: inside a transaction they share one connection.
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
  const paid = await db
    .select()
    .from(payments)
    .where(inArray(payments.invoiceId, ids))
    .orderBy(asc(payments.receivedAt), asc(payments.id))
  const voids = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.bookingId, bookingIds), eq(invoices.status, 'void')))
    .orderBy(desc(invoices.voidedAt), desc(invoices.id))
  const billings = await bookingBillings(db, bookingIds)
  return rows.map((row) => {
    const billing = billings.get(row.bookingId)
    if (!billing) throw new Error(`Invoice ${row.id} has no booking`)
    const own = paid.filter((payment) => payment.invoiceId === row.id)
    return {
      invoice_id: row.id,
      ...bookingPart(billing),
      number: row.number,
      lines: lines
        .filter((line) => line.invoiceId === row.id)
        .map((line) => ({ id: line.id, particulars: line.particulars, amount_cents: line.amountCents })),
      total_cents: row.totalCents,
      paid_cents: paidCents(
        own.map((payment) => ({ amount_cents: payment.amountCents, returned_code: payment.returnedCode })),
      ),
      status: row.status,
      issued_at: row.issuedAt && clubIsoTime(row.issuedAt),
      void_reason: row.voidReason,
      payments: own.map(paymentAnswer),
      voided: voids
        .filter((voided) => voided.bookingId === row.bookingId && voided.id !== row.id)
        .map((voided) => ({ invoice_id: voided.id, number: voided.number, void_reason: voided.voidReason ?? '' })),
    }
  })
}

export async function invoiceAnswer(db: Db, row: InvoiceRow): Promise<Invoice> {
  const [answer] = await invoiceAnswers(db, [row])
  if (!answer) throw new Error(`Invoice ${row.id} vanished`)
  return answer
}

/** The invoice of a booking that is not void, if any. */
export async function standingInvoice(db: Db, bookingId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), inArray(invoices.status, ['draft', 'issued', 'paid'])))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** A booking's invoice as staff open it: the one standing, or else a draft offered from its fees and not yet stored. */
export async function bookingInvoice(db: Db, bookingId: string): Promise<Invoice> {
  const standing = await standingInvoice(db, bookingId)
  if (standing) return invoiceAnswer(db, standing)
  const billing = (await bookingBillings(db, [bookingId])).get(bookingId)
  if (!billing) throw new Error(`Booking ${bookingId} vanished`)
  const lines = offeredLines(billing.booking).map((line) => ({ id: null, ...line }))
  const voids = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.status, 'void')))
    .orderBy(desc(invoices.voidedAt), desc(invoices.id))
  return {
    invoice_id: null,
    ...bookingPart(billing),
    number: null,
    lines,
    total_cents: invoiceTotal(lines),
    paid_cents: 0,
    status: 'draft',
    issued_at: null,
    void_reason: null,
    payments: [],
    voided: voids.map((voided) => ({
      invoice_id: voided.id,
      number: voided.number,
      void_reason: voided.voidReason ?? '',
    })),
  }
}
