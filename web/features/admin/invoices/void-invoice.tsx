import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type Invoice, voidRequestSchema } from '../../../../common/billing/billing-api.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { TextAreaField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { invoiceKeys, voidInvoice } from './invoices-client.ts'

type VoidRequest = z.infer<typeof voidRequestSchema>

interface VoidInvoiceProps {
  invoice: Invoice
  onResult: (result: ResultMessage) => void
}

/** Void with a reason: the invoice keeps its number, marked void, and the booking can be invoiced again. */
export function VoidInvoice({ invoice, onResult }: VoidInvoiceProps) {
  const [open, setOpen] = useState(false)
  const form = useForm<VoidRequest>({ defaultValues: { reason: '' }, resolver: zodResolver(voidRequestSchema) })
  const voiding = useMutation(
    {
      mutationFn: ({ reason }: VoidRequest) => voidInvoice(invoice.booking_id, reason),
      onSuccess: async (voided) => {
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
        setOpen(false)
        form.reset()
        onResult(
          adminResult(
            'Successfull',
            `Invoice ${voided.number ?? ''} is void. Booking ${voided.reference} can be invoiced again with a new draft.`,
          ),
        )
      },
    },
    queryClient,
  )
  return (
    <Modal
      trigger={
        <button type="button" className={buttonClass('outline-dark')}>
          Void
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) voiding.reset()
      }}
      title={`Void invoice ${invoice.number ?? ''}?`}
      description="The invoice keeps its number, marked void, and no longer counts as owed. The booking can then be invoiced again."
    >
      <form noValidate onSubmit={form.handleSubmit((request) => voiding.mutate(request))}>
        <TextAreaField
          label="Reason"
          rows={3}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <AlertMessage reserveSpace className="mt-3">
          {voiding.isError ? problemMessage(voiding.error, 'The invoice could not be voided.') : ''}
        </AlertMessage>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('navy')} disabled={voiding.isPending}>
            {voiding.isPending ? 'Voiding…' : 'Void invoice'}
          </button>
          <button type="button" className={buttonClass('outline-dark')} onClick={() => setOpen(false)}>
            Keep it
          </button>
        </div>
      </form>
    </Modal>
  )
}
