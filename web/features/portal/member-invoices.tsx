import type { Invoice } from '../../../common/billing/billing-api.ts'
import { clubDateLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts'
import { invoicePdfUrl } from './billing-client.ts'
import { invoiceStatusWord } from './billing-words.ts'

const issuedOn = (invoice: Invoice) => (invoice.issued_at ? clubDateLabel(new Date(invoice.issued_at)) : '—')

function PdfLink({ invoice }: { invoice: Invoice }) {
  return (
    <a
      href={invoicePdfUrl(invoice.booking_id, invoice.invoice_id ?? 0)}
      download
      className="inline-flex min-h-6 items-center font-medium text-navy-900 underline underline-offset-4 hover:text-navy-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      PDF<span className="sr-only"> of invoice {invoice.number}</span>
    </a>
  )
}

function StatusBadge({ status }: { status: Invoice['status'] }) {
  const tone =
    status === 'paid'
      ? 'bg-emerald-100 text-emerald-900'
      : status === 'void'
        ? 'bg-navy-900/10 text-navy-800'
        : 'bg-gold-400/30 text-navy-950'
  return <span className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${tone}`}>{invoiceStatusWord(status)}</span>
}

const headings = ['Invoice', 'Issued', 'Booking', 'Total', 'Paid', 'Status', 'PDF'] as const
const cell = 'px-3 py-2'

/** The member's invoices, newest first: number, day issued, what it bills, total, paid, status and its PDF. */
export function MemberInvoices({ invoices }: { invoices: readonly Invoice[] }) {
  const narrow = useNarrowScreen()
  if (invoices.length === 0) {
    return <p className="bg-white p-6 text-navy-800 ring-1 ring-navy-900/10">No invoice yet.</p>
  }
  if (narrow) {
    return (
      <ol aria-label="Your invoices" className="grid gap-3">
        {invoices.map((invoice) => (
          <li key={invoice.invoice_id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            <p className="flex items-center justify-between gap-3">
              <span className="font-semibold">{invoice.number}</span>
              <StatusBadge status={invoice.status} />
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-navy-800">Issued</dt>
              <dd>{issuedOn(invoice)}</dd>
              <dt className="text-navy-800">Booking</dt>
              <dd>
                {invoice.item}, {invoice.tour_type} ({invoice.reference})
              </dd>
              <dt className="text-navy-800">Total</dt>
              <dd className="tabular-nums">{formatCents(invoice.total_cents)}</dd>
              <dt className="text-navy-800">Paid</dt>
              <dd className="tabular-nums">{formatCents(invoice.paid_cents)}</dd>
            </dl>
            <p className="mt-3">
              <PdfLink invoice={invoice} />
            </p>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <div role="region" aria-label="Your invoices" className="overflow-x-auto bg-white ring-1 ring-navy-900/10">
      <table className="w-full text-left text-sm">
        <thead className="bg-navy-900 text-sand-50">
          <tr>
            {headings.map((heading) => (
              <th
                key={heading}
                scope="col"
                className={`${cell} font-medium whitespace-nowrap ${heading === 'Total' || heading === 'Paid' ? 'text-right' : ''}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoice_id} className="border-t border-navy-900/10 text-navy-900">
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {invoice.number}
              </th>
              <td className={`${cell} whitespace-nowrap`}>{issuedOn(invoice)}</td>
              <td className={cell}>
                {invoice.item}, {invoice.tour_type}
                <span className="block text-navy-800">{invoice.reference}</span>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(invoice.total_cents)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCents(invoice.paid_cents)}</td>
              <td className={cell}>
                <StatusBadge status={invoice.status} />
              </td>
              <td className={cell}>
                <PdfLink invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
