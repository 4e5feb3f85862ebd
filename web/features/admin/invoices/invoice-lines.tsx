import type { Invoice } from '../../../../common/billing/billing-api.ts'
import { formatCents } from '../../../../common/money.ts'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { balanceDueCents } from './invoice-words.ts'

const cell = 'px-3 py-2'

function Totals({ invoice }: { invoice: Invoice }) {
  const rows: Array<[string, number]> = [['Total', invoice.total_cents]]
  if (invoice.status !== 'void') rows.push(['Paid', invoice.paid_cents], ['Balance due', balanceDueCents(invoice)])
  return (
    <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-navy-900">
      {rows.map(([label, cents]) => (
        <div key={label} className="contents">
          <dt className={label === 'Total' ? 'font-medium' : 'text-navy-800'}>{label}</dt>
          <dd className={`text-right tabular-nums ${label === 'Total' ? 'font-semibold' : ''}`}>
            {formatCents(cents)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** An issued (or void) invoice's lines as they were frozen, with its total, what is paid and the balance due. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const narrow = useNarrowScreen()
  return (
    <div>
      {narrow ? (
        <ol aria-label="Expenses" className="grid gap-2">
          {invoice.lines.map((line, index) => (
            <li key={line.id ?? index} className="bg-white p-3 text-sm text-navy-900 ring-1 ring-navy-900/10">
              <p className="text-navy-800">Serial No. {index + 1}</p>
              <p className="mt-1 flex justify-between gap-4">
                <span className="min-w-0 break-words">{line.particulars}</span>
                <span className="font-medium tabular-nums">{formatCents(line.amount_cents)}</span>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <div role="region" aria-label="Expenses" className="overflow-x-auto bg-white ring-1 ring-navy-900/10">
          <table className="w-full text-left text-sm">
            <thead className="bg-navy-900 text-sand-50 print:bg-white print:text-navy-950">
              <tr>
                <th scope="col" className={`${cell} w-28 font-medium`}>
                  Serial No.
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Particulars
                </th>
                <th scope="col" className={`${cell} w-40 text-right font-medium`}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={line.id ?? index} className="border-t border-navy-900/10 text-navy-900">
                  <td className={`${cell} tabular-nums`}>{index + 1}</td>
                  <td className={`${cell} break-words`}>{line.particulars}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatCents(line.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Totals invoice={invoice} />
    </div>
  )
}
