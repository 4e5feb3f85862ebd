import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { type AchBatch, achReturnRequestSchema } from '../../../../common/billing/billing-api.ts'
import { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { SelectField, TextField } from '../../../ui/form-field.tsx'
import { smallButtonClass } from '../captains/small-button.ts'
import { adminResult } from '../admin-result.ts'
import { collectionKeys, recordAchReturn } from './collections-client.ts'

interface AchReturnFormProps {
  batch: AchBatch
  onResult: (result: ResultMessage) => void
}

const returnFields = (batch: AchBatch) =>
  z
    .object({
      number: z.string().min(1, 'Please choose the invoice whose debit came back.'),
      code: z.string(),
    })
    .transform(({ number, code }) => ({
      invoice_id: batch.invoices.find((invoice) => invoice.number === number)?.invoice_id ?? 0,
      code,
    }))
    .pipe(achReturnRequestSchema)

type ReturnFields = z.input<ReturnType<typeof returnFields>>
type ReturnRequest = z.output<ReturnType<typeof returnFields>>

/** A debit the bank sent back (R01 insufficient funds, R02 account closed, …): its invoice is owed again. */
export function AchReturnForm({ batch, onResult }: AchReturnFormProps) {
  const form = useForm<ReturnFields, unknown, ReturnRequest>({
    defaultValues: { number: '', code: '' },
    resolver: zodResolver(returnFields(batch)),
  })
  const errors = form.formState.errors
  const record = useMutation(
    {
      mutationFn: (request: ReturnRequest) => recordAchReturn(batch.batch_id, request),
      onSuccess: async (_answer, request) => {
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all })
        const number = batch.invoices.find((invoice) => invoice.invoice_id === request.invoice_id)?.number ?? ''
        form.reset()
        onResult(adminResult('Successfull', `Invoice ${number} came back ${request.code} and is owed again.`))
      },
      onError: (error) => onResult(adminResult('Failed', problemMessage(error, 'The return could not be recorded.'))),
    },
    queryClient,
  )
  const returnable = batch.invoices.filter((invoice) => !invoice.returned_code).map((invoice) => invoice.number)
  if (returnable.length === 0) return null
  return (
    <form
      noValidate
      aria-label={`Record a return in batch ${batch.batch_id}`}
      className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,16rem)_8rem_auto] sm:items-start"
      onSubmit={form.handleSubmit((request) => record.mutate(request))}
    >
      <SelectField
        label="Returned invoice"
        placeholderOption="Choose an invoice"
        options={returnable}
        error={errors.number?.message}
        {...form.register('number')}
      />
      <TextField
        label="Return code"
        placeholder="R01"
        autoComplete="off"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" className={`${smallButtonClass} sm:mt-8`} disabled={record.isPending}>
        Record return
      </button>
    </form>
  )
}
