import { LABOR_SURCHARGE_CENTS_PER_NIGHT } from '../booking/tours.ts'
import { clubDateOf, clubInstant } from '../club-time.ts'
import type { InvoiceStatus } from './billing-api.ts'

/** Billing's arithmetic (member-api §7), in integer cents: what the server stores and the screens show alike. */

export interface Line {
  amount_cents: number
}

export function invoiceTotal(lines: readonly Line[]): number {
  return lines.reduce((total, line) => total + line.amount_cents, 0)
}

export interface CountedPayment {
  amount_cents: number
  /** A returned ACH debit no longer pays anything. */
  returned_code: string | null
}

/** What the payments that still stand add up to. */
export function paidCents(payments: readonly CountedPayment[]): number {
  return payments.reduce((paid, payment) => paid + (payment.returned_code === null ? payment.amount_cents : 0), 0)
}

/**
 * An invoice's status: a draft until issued, void once voided, and otherwise paid exactly when what stands of its
 * payments reaches its total (so an invoice of $0.00 is paid as soon as it is issued).
 */
export function invoiceStatus(invoice: { issued: boolean; voided: boolean; totalCents: number; paidCents: number }) {
  if (invoice.voided) return 'void' satisfies InvoiceStatus
  if (!invoice.issued) return 'draft' satisfies InvoiceStatus
  return invoice.paidCents >= invoice.totalCents ? ('paid' as const) : ('issued' as const)
}

/** Why a payment of `amountCents` may not be taken, or null when it may: never more than what is still owed. */
export function overpaymentProblem(totalCents: number, paid: number, amountCents: number): string | null {
  const owed = totalCents - paid
  if (amountCents <= owed) return null
  return owed === 0 ? 'This invoice is already paid in full.' : 'This payment is more than what is still owed.'
}

/** `INV-2026-0001`: the year the invoice was issued in club time, and its place in that year's sequence. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, '0')}`
}

/** The year of an instant at the club: an invoice issued at 11 pm on 31 December in Sarasota is that year's. */
export function clubYearOf(instant: Date): number {
  return Number(clubDateOf(instant).slice(0, 4))
}

/** The lines a booking's first invoice starts from: the booking fee, and the crew's labour for any nights aboard. */
export function offeredLines(booking: { bookingFeeCents: number; laborSurchargeCents: number }) {
  const lines = [{ particulars: 'Booking fee', amount_cents: booking.bookingFeeCents }]
  if (booking.laborSurchargeCents > 0) {
    const nights = booking.laborSurchargeCents / LABOR_SURCHARGE_CENTS_PER_NIGHT
    const particulars = Number.isInteger(nights)
      ? `Crew labour, ${nights} ${nights === 1 ? 'night' : 'nights'} aboard`
      : 'Crew labour surcharge'
    lines.push({ particulars, amount_cents: booking.laborSurchargeCents })
  }
  return lines
}

/** `85.00`, `-12.50`: dollars written plainly, as an accountant's spreadsheet reads them. */
export function centsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const magnitude = Math.abs(cents)
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
}

/** A month at the club, `2026-11`: the instants it runs between, the first included. */
export function clubMonthSpan(month: string): { start: Date; end: Date } {
  const first = `${month}-01`
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`
  return { start: clubInstant(first, 0), end: clubInstant(next, 0) }
}

/**
 * What moves a member's balance, each at the instant it happened: an invoice issued (+), an issued invoice voided (−,
 * in the month it is voided: a statement already sent keeps its figures), a payment received (−) and an ACH debit
 * returned (+, in the month it came back).
 */
export type BalanceEvent =
  | { kind: 'invoice'; at: Date; amountCents: number }
  | { kind: 'void'; at: Date; amountCents: number }
  | { kind: 'payment'; at: Date; amountCents: number }
  | { kind: 'return'; at: Date; amountCents: number }

const signOf: Record<BalanceEvent['kind'], 1 | -1> = { invoice: 1, void: -1, payment: -1, return: 1 }

export function balanceChange(event: BalanceEvent): number {
  return signOf[event.kind] * event.amountCents
}

/** A month's statement: the balance before it, what happened in it, and the balance after. */
export function statementFigures<Event extends BalanceEvent>(events: readonly Event[], month: string) {
  const { start, end } = clubMonthSpan(month)
  const before = events.filter((event) => event.at < start)
  const during = events.filter((event) => event.at >= start && event.at < end)
  const openingCents = before.reduce((balance, event) => balance + balanceChange(event), 0)
  const closingCents = during.reduce((balance, event) => balance + balanceChange(event), openingCents)
  return { openingCents, during, closingCents }
}
