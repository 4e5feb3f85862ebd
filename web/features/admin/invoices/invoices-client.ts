import { type InvoiceRequest, invoiceSchema, type PaymentRequest } from '../../../../common/billing/billing-api.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/**
 * The invoice tool's calls (member-api §7): a booking's invoice (a new draft when it has none), saving its lines,
 * issuing, voiding and recording payments; every answer checked against the shared schemas.
 */

export const invoiceKeys = {
  /** Every billing query, read again after any change. */
  all: ['admin', 'billing'] as const,
  invoice: (booking: string) => ['admin', 'billing', 'invoice', booking] as const,
}

const invoicePath = (booking: string) => `/invoices/${encodeURIComponent(booking)}`

/** `booking` is the booking's id or its short reference (`B-7K3Q9`); the server accepts either. */
export const invoiceQuery = (booking: string) => ({
  queryKey: invoiceKeys.invoice(booking),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    invoiceSchema.parse(await apiRequest(invoicePath(booking), { method: 'GET', signal })),
  staleTime: 0,
  retry: false,
})

export async function saveInvoice(booking: string, request: InvoiceRequest) {
  return invoiceSchema.parse(await apiRequest(invoicePath(booking), { method: 'PUT', json: request }))
}

export async function issueInvoice(booking: string) {
  return invoiceSchema.parse(await apiRequest(`${invoicePath(booking)}/issue`, { method: 'POST' }))
}

export async function voidInvoice(booking: string, reason: string) {
  return invoiceSchema.parse(await apiRequest(`${invoicePath(booking)}/void`, { method: 'POST', json: { reason } }))
}

/** Answers the invoice with the payment on it. */
export async function recordPayment(booking: string, request: PaymentRequest) {
  return invoiceSchema.parse(await apiRequest(`${invoicePath(booking)}/payments`, { method: 'POST', json: request }))
}

/** The booking's invoice as the server's PDF (with the club's letterhead); `invoiceId` picks an earlier, voided one. */
export const invoicePdfUrl = (bookingId: string, invoiceId?: number) =>
  `${import.meta.env.API_BASE_URL}${invoicePath(bookingId)}/invoice.pdf${invoiceId ? `?invoice=${invoiceId}` : ''}`
