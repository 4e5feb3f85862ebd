import type { Invoice } from '../../../common/billing/billing-api.ts'
import { clubDateOf } from '../../../common/club-time.ts'

/** A member reads an issued invoice as Open until it is paid. */
export function invoiceStatusWord(status: Invoice['status']): string {
  return { draft: 'Draft', issued: 'Open', paid: 'Paid', void: 'Void' }[status]
}

/** `2026-11` for the month a day falls in, in the club's time. */
export const clubMonthOf = (instant: Date) => clubDateOf(instant).slice(0, 7)

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** `November 2026` from `2026-11`. */
export function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return monthFormat.format(Date.UTC(year, number - 1, 1))
}
