import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Invoice } from '../../../common/billing/billing-api.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBookingByKey } from '../bookings/booking-records.ts'
import { invoices } from './billing-tables.ts'
import { bookingInvoice, invoiceAnswer, standingInvoice } from './invoice-records.ts'

const noInvoice = () => new Problem(404, { detail: 'No invoice has been issued for this booking.' })

/**
 * The invoice a PDF is asked for: the booking's current one (for staff, as the invoice tool shows it, a draft or the
 * offered one included), or the one `invoiceId` names. A member sees only their own bookings' invoices once issued
 * (without a standing one, the latest voided); anything else is answered as if it did not exist.
 */
export async function printableInvoice(
  db: Db,
  account: Caller['account'],
  bookingKey: string,
  invoiceId: number | undefined,
): Promise<Invoice> {
  const staff = isAdmin(account.userType)
  const booking = await findBookingByKey(db, bookingKey)
  if (!booking || (!staff && booking.memberId !== account.id)) throw noSuchBooking()
  const numbered = staff ? [] : [isNotNull(invoices.number)]
  if (invoiceId !== undefined) {
    const [chosen] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.bookingId, booking.id), ...numbered))
    if (!chosen) throw noInvoice()
    return invoiceAnswer(db, chosen)
  }
  if (staff) return bookingInvoice(db, booking.id)
  const standing = await standingInvoice(db, booking.id)
  if (standing?.number) return invoiceAnswer(db, standing)
  const [latestVoid] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, booking.id), eq(invoices.status, 'void'), ...numbered))
    .orderBy(desc(invoices.voidedAt), desc(invoices.id))
    .limit(1)
  if (!latestVoid) throw noInvoice()
  return invoiceAnswer(db, latestVoid)
}
