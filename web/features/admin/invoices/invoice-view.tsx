import { useId } from 'react'
import type { Invoice } from '../../../../common/billing/billing-api.ts'
import { club, formatAddress } from '../../../../common/club.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { DetailList } from '../detail-list.tsx'
import { InvoiceDraft } from './invoice-draft.tsx'
import { InvoiceLines } from './invoice-lines.tsx'
import { InvoicePayments } from './invoice-payments.tsx'
import { invoicePdfUrl } from './invoices-client.ts'
import { invoiceTitle, statusWords, when } from './invoice-words.ts'
import { VoidInvoice } from './void-invoice.tsx'

interface InvoiceViewProps {
  invoice: Invoice
  /** What the Booking ID field asked for (id or reference): the query that holds this invoice. */
  asked: string
  onResult: (result: ResultMessage) => void
}

function Voided({ invoice }: { invoice: Invoice }) {
  if (invoice.voided.length === 0) return null
  return (
    <div className="mt-8 text-sm text-navy-800 print:hidden">
      <h3 className="font-semibold text-navy-900">Voided before</h3>
      <ul className="mt-1 list-disc pl-5">
        {invoice.voided.map((voided) => (
          <li key={voided.invoice_id}>
            {voided.number ? `Invoice ${voided.number}` : 'A draft'}: {voided.void_reason}{' '}
            <a
              href={invoicePdfUrl(invoice.booking_id, voided.invoice_id)}
              download
              className="font-medium text-navy-900 underline underline-offset-4"
            >
              PDF<span className="sr-only"> of {voided.number ? `invoice ${voided.number}` : 'the voided draft'}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * One booking's invoice: the booking it bills, then the draft's expense table or the issued invoice's frozen rows with
 * Print, Download PDF, Void and its payments. Printing shows this section alone (the print stylesheet in app.css).
 */
export function InvoiceView({ invoice, asked, onResult }: InvoiceViewProps) {
  const headingId = useId()
  const issued = invoice.status !== 'draft'
  const rows: Array<[string, string]> = [
    ['Status', statusWords(invoice)],
    ...(invoice.issued_at ? [['Issued', when(invoice.issued_at)] as [string, string]] : []),
    ['Booking', invoice.reference],
    ['Member', `${invoice.member.name} · ${invoice.member.member_id}`],
    ['Vessel', invoice.item],
    ['Tour', invoice.tour_type],
    ['Start', when(invoice.start_at)],
    ['End', when(invoice.end_at)],
    ...(invoice.void_reason ? [['Void because', invoice.void_reason] as [string, string]] : []),
  ]
  return (
    <section aria-labelledby={headingId} data-print-only className="bg-sand-50">
      <p className="hidden text-navy-900 print:mb-6 print:block">
        <span className="block font-display text-2xl font-semibold">{club.name}</span>
        <span className="block text-sm">{formatAddress()}</span>
      </p>
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        {invoiceTitle(invoice)}
      </h3>
      <div className="mt-4 max-w-xl">
        <DetailList rows={rows} />
      </div>
      <div className="mt-8">
        {invoice.status === 'draft' ? (
          <InvoiceDraft invoice={invoice} asked={asked} onResult={onResult} />
        ) : (
          <InvoiceLines invoice={invoice} />
        )}
      </div>
      {issued && (
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <button type="button" className={buttonClass('navy')} onClick={() => window.print()}>
            Print
          </button>
          <a
            href={invoicePdfUrl(invoice.booking_id, invoice.invoice_id ?? undefined)}
            download
            className={buttonClass('outline-dark')}
          >
            Download PDF
          </a>
          {invoice.status === 'issued' && <VoidInvoice invoice={invoice} onResult={onResult} />}
        </div>
      )}
      {(invoice.status === 'issued' || invoice.status === 'paid') && (
        <InvoicePayments invoice={invoice} onResult={onResult} />
      )}
      <Voided invoice={invoice} />
    </section>
  )
}
