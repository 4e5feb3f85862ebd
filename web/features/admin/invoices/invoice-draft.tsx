import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Invoice, InvoiceRequest } from '../../../../common/billing/billing-api.ts'
import { formatCents } from '../../../../common/money.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { expenseFields, type ExpenseFields, expenseResolver } from './expense-form.ts'
import { ExpenseTable } from './expense-table.tsx'
import { invoiceKeys, issueInvoice, saveInvoice } from './invoices-client.ts'

interface InvoiceDraftProps {
  invoice: Invoice
  /** What the Booking ID field asked for (id or reference): the query that holds this invoice. */
  asked: string
  onResult: (result: ResultMessage) => void
}

const requestTotal = (request: InvoiceRequest) => request.lines.reduce((sum, line) => sum + line.amount_cents, 0)

/**
 * A draft's expense table with Save and Issue. Issue saves the lines on screen first, then, once confirmed, freezes
 * them under the year's next number and the server e-mails the member the PDF.
 */
export function InvoiceDraft({ invoice, asked, onResult }: InvoiceDraftProps) {
  const form = useForm<ExpenseFields, unknown, InvoiceRequest>({
    defaultValues: expenseFields(invoice.lines),
    resolver: expenseResolver,
  })
  const [toIssue, setToIssue] = useState<InvoiceRequest | null>(null)
  const store = (saved: Invoice) => {
    queryClient.setQueryData(invoiceKeys.invoice(asked), saved)
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all, refetchType: 'none' })
  }
  const save = useMutation(
    {
      mutationFn: (request: InvoiceRequest) => saveInvoice(invoice.booking_id, request),
      onSuccess: (saved) => {
        store(saved)
        form.reset(expenseFields(saved.lines))
        onResult(
          adminResult(
            'Successfull',
            `The draft invoice for ${saved.reference} is saved, ${saved.lines.length} ${saved.lines.length === 1 ? 'row' : 'rows'} totalling ${formatCents(saved.total_cents)}.`,
          ),
        )
      },
      onError: (error) => onResult(adminResult('Failed', problemMessage(error, 'The invoice could not be saved.'))),
    },
    queryClient,
  )
  const issue = useMutation(
    {
      mutationFn: async (request: InvoiceRequest) => {
        await saveInvoice(invoice.booking_id, request)
        return issueInvoice(invoice.booking_id)
      },
      onSuccess: (issued) => {
        setToIssue(null)
        store(issued)
        onResult(
          adminResult(
            'Successfull',
            `Invoice ${issued.number ?? ''} for ${formatCents(issued.total_cents)} is issued to ${issued.member.name}, who is sent the PDF by e-mail.`,
          ),
        )
      },
      onError: (error) => {
        setToIssue(null)
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.invoice(asked) })
        onResult(adminResult('Failed', problemMessage(error, 'The invoice could not be issued.')))
      },
    },
    queryClient,
  )
  const busy = save.isPending || issue.isPending

  return (
    <form
      noValidate
      aria-label="Expenses"
      onSubmit={form.handleSubmit((request) => {
        if (!busy) save.mutate(request)
      })}
    >
      <ExpenseTable form={form} />
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <button type="submit" className={buttonClass('navy')} aria-disabled={busy}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className={buttonClass('gold')}
          aria-disabled={busy}
          onClick={form.handleSubmit((request) => {
            if (!busy) setToIssue(request)
          })}
        >
          Issue
        </button>
      </div>
      <Modal
        open={toIssue !== null}
        onOpenChange={(open) => !open && !issue.isPending && setToIssue(null)}
        title="Issue this invoice?"
        description={`Issuing gives the invoice the year’s next number and freezes its rows; ${invoice.member.name} is e-mailed the PDF. It can then only be voided, not changed.`}
      >
        <p className="text-navy-900">
          Total <span className="font-semibold">{formatCents(toIssue ? requestTotal(toIssue) : 0)}</span>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('navy')}
            disabled={issue.isPending}
            onClick={() => toIssue && issue.mutate(toIssue)}
          >
            {issue.isPending ? 'Issuing…' : 'Issue invoice'}
          </button>
          <button type="button" className={buttonClass('outline-dark')} onClick={() => setToIssue(null)}>
            Keep as a draft
          </button>
        </div>
      </Modal>
    </form>
  )
}
