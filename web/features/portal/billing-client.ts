import { memberInvoicesSchema, statementSchema } from '../../../common/billing/billing-api.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The member's own billing (member-api §7): their invoices and a month's statement, checked against the shared schemas. */

export const billingKeys = {
  invoices: ['billing', 'invoices'] as const,
  statement: (month: string) => ['billing', 'statement', month] as const,
}

export const memberInvoicesQuery = {
  queryKey: billingKeys.invoices,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    memberInvoicesSchema.parse(await apiRequest('/billing/invoices', { method: 'GET', signal })),
}

export const statementQuery = (month: string) => ({
  queryKey: billingKeys.statement(month),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    statementSchema.parse(
      await apiRequest(`/billing/statement?${new URLSearchParams({ month })}`, { method: 'GET', signal }),
    ),
})

/** One invoice as a PDF, which the server gives the member once it is issued (a booking's voided ones too). */
export const invoicePdfUrl = (bookingId: string, invoiceId: number) =>
  `${import.meta.env.API_BASE_URL}/invoices/${encodeURIComponent(bookingId)}/invoice.pdf?${new URLSearchParams({ invoice: String(invoiceId) })}`
