import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { type Invoice, type PaymentRequest, paymentMethods } from '../../../../common/billing/billing-api.ts'
import { dollarInput } from '../../../../common/billing/dollar-input.ts'
import { formatCents } from '../../../../common/money.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { SelectField, TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { invoiceKeys, recordPayment } from './invoices-client.ts'
import { balanceDueCents, when } from './invoice-words.ts'
import { emptyPayment, methodLabels, type PaymentFields, paymentResolver } from './payment-form.ts'

interface InvoicePaymentsProps {
  invoice: Invoice
  onResult: (result: ResultMessage) => void
}

function PaymentList({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) return <p className="mt-3 text-sm text-navy-800">No payment recorded yet.</p>
  return (
    <ul className="mt-3 grid gap-2 text-sm">
      {invoice.payments.map((payment) => (
        <li key={payment.payment_id} className="bg-white p-3 text-navy-900 ring-1 ring-navy-900/10">
          <p className="flex flex-wrap justify-between gap-x-4">
            <span>
              {methodLabels[payment.method]}
              {payment.reference && <span className="text-navy-800"> · {payment.reference}</span>}
            </span>
            <span className="font-medium tabular-nums">{formatCents(payment.amount_cents)}</span>
          </p>
          <p className="mt-1 text-navy-800">Received {when(payment.received_at)}</p>
          {payment.returned_code && (
            <p className="mt-1 font-medium text-red-800">Returned by the bank ({payment.returned_code}): not counted</p>
          )}
        </li>
      ))}
    </ul>
  )
}

const methodByLabel = Object.fromEntries(paymentMethods.map((method) => [methodLabels[method], method]))

/** An issued invoice's payments, and (while a balance is due) Record payment: amount, method and reference. */
export function InvoicePayments({ invoice, onResult }: InvoicePaymentsProps) {
  const headingId = useId()
  const form = useForm<PaymentFields, unknown, PaymentRequest>({
    defaultValues: emptyPayment,
    resolver: paymentResolver,
  })
  const errors = form.formState.errors
  const method = form.watch('method')
  const record = useMutation(
    {
      mutationFn: (request: PaymentRequest) => recordPayment(invoice.booking_id, request),
      onSuccess: async (paid, payment) => {
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
        form.reset(emptyPayment)
        const owed = balanceDueCents(paid)
        onResult(
          adminResult(
            'Successfull',
            `A ${methodLabels[payment.method]} payment of ${formatCents(payment.amount_cents)} is recorded on invoice ${paid.number ?? ''}. ${owed === 0 ? 'The invoice is paid in full.' : `${formatCents(owed)} is still due.`}`,
          ),
        )
      },
      onError: (error) => onResult(adminResult('Failed', problemMessage(error, 'The payment could not be recorded.'))),
    },
    queryClient,
  )
  const due = balanceDueCents(invoice)
  return (
    <section aria-labelledby={headingId} className="mt-10 print:hidden">
      <h3 id={headingId} className="font-display text-2xl font-semibold text-navy-900">
        Payments
      </h3>
      <PaymentList invoice={invoice} />
      {invoice.status === 'issued' && (
        <form
          noValidate
          aria-label="Record payment"
          className="mt-6 grid gap-4 sm:grid-cols-3 sm:items-start"
          onSubmit={form.handleSubmit((request) => {
            if (!record.isPending) record.mutate(request)
          })}
        >
          <TextField
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={dollarInput(due)}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <SelectField
            label="Method"
            placeholderOption="Choose a method"
            options={paymentMethods.map((choice) => methodLabels[choice])}
            error={errors.method?.message}
            value={method ? methodLabels[method] : ''}
            onChange={(event) =>
              form.setValue('method', methodByLabel[event.target.value] ?? '', {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
          <TextField
            label="Reference"
            optional
            autoComplete="off"
            placeholder="Check no. or transaction"
            error={errors.reference?.message}
            {...form.register('reference')}
          />
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClass('navy')} aria-disabled={record.isPending}>
              {record.isPending ? 'Recording…' : 'Record payment'}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
