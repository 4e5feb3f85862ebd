import { useQuery } from '@tanstack/react-query'
import { type RefObject, useId, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { invoiceQuery } from './invoices-client.ts'
import { InvoiceView } from './invoice-view.tsx'

function BookingInvoice({ asked, onResult }: { asked: string; onResult: (result: ResultMessage) => void }) {
  const invoice = useQuery(invoiceQuery(asked), queryClient)
  if (invoice.isError) {
    return <AlertMessage size="lg">{problemMessage(invoice.error, 'Unable to load the invoice.')}</AlertMessage>
  }
  if (!invoice.data) return <p className="text-navy-800">Loading the booking…</p>
  return <InvoiceView invoice={invoice.data} asked={asked} onResult={onResult} />
}

/**
 * Invoices (portal-and-admin.md §2 screen 7, member-api §7): a Booking ID (its id or short reference) and Check load
 * the booking and its invoice. The booking is kept in the address, so the fleet calendar and Bookings link here.
 */
export function InvoicesTab() {
  const headingId = useId()
  const [search, setSearch] = useSearchParams()
  const asked = search.get('booking')?.trim() ?? ''
  const [typed, setTyped] = useState(asked)
  const [result, setResult] = useState<ResultMessage | null>(null)
  // A result goes back to the control that asked for it, or to the invoice when that control is gone (Issue, a payment
  // that settles the invoice): buttons stay enabled while their call runs so the focus is never dropped to the page.
  const invoiceArea = useRef<HTMLDivElement>(null)
  const asker = useRef<Element | null>(null)
  const returnFocusTo = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const last = asker.current
        return last instanceof HTMLElement && last.isConnected && last !== document.body ? last : invoiceArea.current
      },
    }),
    [],
  )
  const showResult = (message: ResultMessage) => {
    asker.current = document.activeElement
    setResult(message)
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900 print:hidden">
        Invoices
      </h2>
      <form
        noValidate
        className="mt-6 flex max-w-xl flex-wrap items-end gap-3 print:hidden"
        onSubmit={(event) => {
          event.preventDefault()
          const booking = typed.trim()
          setSearch(booking ? { tab: 'invoices', booking } : { tab: 'invoices' })
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            label="Booking ID"
            hint="The booking’s reference, such as B-7K3Q9, or its id."
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('navy', 'mb-6')}>
          Check
        </button>
      </form>
      <div ref={invoiceArea} tabIndex={-1} className="mt-8 focus:outline-none">
        {asked ? (
          <BookingInvoice key={asked} asked={asked} onResult={showResult} />
        ) : (
          <p className="text-navy-800 print:hidden">Type a booking’s ID or reference and press Check.</p>
        )}
      </div>
      <LazyResultDialog message={result} onClose={() => setResult(null)} returnFocusTo={returnFocusTo} />
    </section>
  )
}
