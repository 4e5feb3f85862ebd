import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Statement } from '../../../common/billing/billing-api.ts'
import { clubDateLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { TextField } from '../../ui/form-field.tsx'
import { statementQuery } from './billing-client.ts'
import { clubMonthOf, monthLabel } from './billing-words.ts'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

const methodWords = { ach: 'ACH', card: 'card', check: 'check', cash: 'cash' } as const

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="bg-white p-4 ring-1 ring-navy-900/10">
      <dt className="text-sm text-navy-800">{label}</dt>
      <dd className="font-display text-3xl font-semibold text-navy-900 tabular-nums">{formatCents(cents)}</dd>
    </div>
  )
}

function StatementLines({ statement }: { statement: Statement }) {
  const lines = [
    ...statement.invoices.map((invoice) => ({
      key: `invoice-${invoice.invoice_id}`,
      at: invoice.issued_at,
      words: `Invoice ${invoice.number}`,
      cents: invoice.total_cents,
    })),
    ...statement.payments.map((payment) => ({
      key: `payment-${payment.payment_id}`,
      at: payment.received_at,
      words: `Payment by ${methodWords[payment.method]}, invoice ${payment.number}`,
      cents: -payment.amount_cents,
    })),
    ...statement.voided.map((invoice) => ({
      key: `voided-${invoice.invoice_id}`,
      at: invoice.voided_at,
      words: `Invoice ${invoice.number} voided`,
      cents: -invoice.total_cents,
    })),
    ...statement.returned.map((payment) => ({
      key: `returned-${payment.payment_id}`,
      at: payment.returned_at,
      words: `ACH debit returned by the bank (${payment.code}), invoice ${payment.number}`,
      cents: payment.amount_cents,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  if (lines.length === 0) return <p className="mt-4 text-navy-800">No invoice or payment this month.</p>
  return (
    <ul aria-label={`Invoices and payments in ${monthLabel(statement.month)}`} className="mt-4 grid gap-2">
      {lines.map((line) => (
        <li
          key={line.key}
          className="flex flex-wrap justify-between gap-x-4 bg-white p-3 text-sm text-navy-900 ring-1 ring-navy-900/10"
        >
          <span>
            <span className="text-navy-800">{clubDateLabel(new Date(line.at))}</span> · {line.words}
          </span>
          <span className="font-medium tabular-nums">{formatCents(line.cents)}</span>
        </li>
      ))}
    </ul>
  )
}

/** A month's statement: what was owed at its start, the invoices and payments in it, and what is owed at its end. */
export function MonthlyStatement() {
  const headingId = useId()
  const [month, setMonth] = useState(() => clubMonthOf(new Date()))
  const valid = MONTH.test(month)
  const statement = useQuery({ ...statementQuery(month), enabled: valid }, queryClient)
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Monthly statement
      </h3>
      <div className="mt-4 w-56">
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          error={valid ? undefined : 'Please choose a month.'}
        />
      </div>
      {statement.isError && (
        <AlertMessage size="lg" className="mt-6">
          {problemMessage(statement.error, 'Unable to load the statement.')}
        </AlertMessage>
      )}
      {statement.data && (
        <div className="mt-6" aria-live="polite">
          <p className="font-medium text-navy-900">{monthLabel(statement.data.month)}</p>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 sm:max-w-xl">
            <Figure label="Opening balance" cents={statement.data.opening_balance_cents} />
            <Figure label="Closing balance" cents={statement.data.closing_balance_cents} />
          </dl>
          <StatementLines statement={statement.data} />
        </div>
      )}
    </section>
  )
}
