import { useQuery } from '@tanstack/react-query'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { memberInvoicesQuery } from './billing-client.ts'
import { MemberInvoices } from './member-invoices.tsx'
import { MonthlyStatement } from './monthly-statement.tsx'

/**
 * Billing (member-api §7): the club's fees are billed outside points, so the member sees here what they owe: each
 * invoice (open, paid or void) with its PDF, and a month's statement.
 */
export function BillingTab() {
  const invoices = useQuery(memberInvoicesQuery, queryClient)
  return (
    <section aria-labelledby="billing-heading">
      <h2 id="billing-heading" className="font-display text-4xl font-semibold text-navy-900">
        Billing
      </h2>
      <p className="mt-3 max-w-2xl text-navy-800">
        Booking fees and crew labour are billed to your account, outside your Mariner Points.
      </p>
      <h3 className="mt-8 font-display text-3xl font-semibold text-navy-900">Your invoices</h3>
      <div className="mt-4">
        {invoices.isError && (
          <AlertMessage size="lg">{problemMessage(invoices.error, 'Unable to load your invoices.')}</AlertMessage>
        )}
        {invoices.isPending && !invoices.isError && <p className="text-navy-800">Loading your invoices…</p>}
        {invoices.data && <MemberInvoices invoices={invoices.data} />}
      </div>
      <MonthlyStatement />
    </section>
  )
}
