import type { Invoice } from '../../../../common/billing/billing-api.ts'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'

/** How the invoice tool names an invoice's state: a draft the server only offers is not yet saved. */
export function statusWords(invoice: Pick<Invoice, 'status' | 'invoice_id'>): string {
  if (invoice.status === 'draft') return invoice.invoice_id === null ? 'Draft, not saved yet' : 'Draft'
  return { issued: 'Issued', paid: 'Paid', void: 'Void' }[invoice.status]
}

/** `Invoice INV-2026-0001`, or the booking's draft before it has a number. */
export function invoiceTitle(invoice: Pick<Invoice, 'number' | 'reference'>): string {
  return invoice.number ? `Invoice ${invoice.number}` : `Draft invoice for booking ${invoice.reference}`
}

export const balanceDueCents = (invoice: Pick<Invoice, 'total_cents' | 'paid_cents'>) =>
  Math.max(0, invoice.total_cents - invoice.paid_cents)

export const when = (iso: string) => clubDateTimeLabel(new Date(iso))
