import { useId, useState } from 'react'
import { billingExportQuerySchema } from '../../../../common/billing/billing-api.ts'
import { clubDateOf } from '../../../../common/club-time.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { TextField } from '../../../ui/form-field.tsx'

const billingCsvUrl = (from: string, to: string) =>
  `${import.meta.env.API_BASE_URL}/admin/billing/export.csv?${new URLSearchParams({ from, to })}`

/** For the accountant: the invoices issued and payments received from one day to another, as billing.csv. */
export function BillingExport() {
  const headingId = useId()
  const today = clubDateOf(new Date())
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const range = billingExportQuerySchema.safeParse({ from, to })
  const problem = !range.success
    ? 'Please give both days, written as dates.'
    : from > to
      ? 'The first day must come before the last.'
      : ''
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="font-display text-2xl font-semibold text-navy-900">
        Billing
      </h3>
      <p className="mt-2 max-w-2xl text-navy-800">
        The invoices issued and the payments received between two days, for the accountant.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-48">
          <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="w-48">
          <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        {problem ? (
          <p role="alert" className="pb-3 text-sm font-medium text-red-800">
            {problem}
          </p>
        ) : (
          <a href={billingCsvUrl(from, to)} download="billing.csv" className={buttonClass('gold')}>
            Download billing CSV
          </a>
        )}
      </div>
    </section>
  )
}
