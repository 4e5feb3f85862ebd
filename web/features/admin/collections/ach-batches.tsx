import { useMutation } from '@tanstack/react-query'
import type { AchBatch } from '../../../../common/billing/billing-api.ts'
import { clubDateLabel, clubDateTimeLabel } from '../../../../common/club-time.ts'
import { formatCents } from '../../../../common/money.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { smallButtonClass } from '../captains/small-button.ts'
import { adminResult } from '../admin-result.ts'
import { AchReturnForm } from './ach-return-form.tsx'
import { collectionKeys, nachaFileUrl, settleAchBatch } from './collections-client.ts'

interface BatchProps {
  batch: AchBatch
  /** The invoice's number, for the skipped ones, which the batch does not list. */
  numberOf: (invoiceId: number) => string | undefined
  onResult: (result: ResultMessage) => void
}

export const entriesText = (entries: number) => `${entries} ${entries === 1 ? 'entry' : 'entries'}`

/** Why invoices were left out of a batch (no bank details on file, already paid…), in words. */
export function SkippedInvoices({ batch, numberOf }: Pick<BatchProps, 'batch' | 'numberOf'>) {
  if (batch.skipped.length === 0) return null
  return (
    <div className="mt-3">
      <p className="font-medium text-navy-900">Skipped</p>
      <ul className="mt-1 list-disc pl-5 text-navy-800">
        {batch.skipped.map((skipped) => (
          <li key={skipped.invoice_id}>
            {numberOf(skipped.invoice_id) ?? 'An invoice'}: {skipped.reason}
          </li>
        ))}
      </ul>
    </div>
  )
}

function SettleButton({ batch, onResult }: Pick<BatchProps, 'batch' | 'onResult'>) {
  const settle = useMutation(
    {
      mutationFn: () => settleAchBatch(batch.batch_id),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all })
        onResult(
          adminResult(
            'Successfull',
            `Batch ${batch.batch_id} is settled: ${entriesText(batch.entries)}, ${formatCents(batch.total_cents)}, recorded as paid by ACH.`,
          ),
        )
      },
      onError: (error) => onResult(adminResult('Failed', problemMessage(error, 'The batch could not be settled.'))),
    },
    queryClient,
  )
  return (
    <button type="button" className={smallButtonClass} disabled={settle.isPending} onClick={() => settle.mutate()}>
      Mark settled<span className="sr-only"> batch {batch.batch_id}</span>
    </button>
  )
}

function Batch({ batch, numberOf, onResult }: BatchProps) {
  return (
    <li className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10 sm:p-6">
      <h4 className="text-lg font-semibold">
        Batch {batch.batch_id}, effective {clubDateLabel(batch.effective_date)}
      </h4>
      <p className="mt-1 text-navy-800">
        {batch.status === 'settled' ? 'Settled' : 'Awaiting settlement'} · {entriesText(batch.entries)} ·{' '}
        {formatCents(batch.total_cents)} · made {clubDateTimeLabel(new Date(batch.created_at))}
      </p>
      <ul className="mt-3 grid gap-1">
        {batch.invoices.map((invoice) => (
          <li key={invoice.invoice_id} className="flex flex-wrap justify-between gap-x-4">
            <span>
              {invoice.number} · {invoice.member.name}
              {invoice.returned_code && (
                <span className="font-medium text-red-800"> · returned {invoice.returned_code}</span>
              )}
            </span>
            <span className="tabular-nums">{formatCents(invoice.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <SkippedInvoices batch={batch} numberOf={numberOf} />
      <div className="mt-4 flex flex-wrap gap-3">
        {batch.entries > 0 && (
          <a href={nachaFileUrl(batch.batch_id)} download className={`${smallButtonClass} inline-flex items-center`}>
            Download NACHA file<span className="sr-only"> of batch {batch.batch_id}</span>
          </a>
        )}
        {batch.status === 'open' && batch.entries > 0 && <SettleButton batch={batch} onResult={onResult} />}
      </div>
      {batch.status === 'settled' && <AchReturnForm batch={batch} onResult={onResult} />}
    </li>
  )
}

/** The ACH batches made so far, newest first: each with its file, settling, and its returned debits. */
export function AchBatches({ batches, numberOf, onResult }: Omit<BatchProps, 'batch'> & { batches: AchBatch[] }) {
  if (batches.length === 0) return <p className="text-navy-800">No batch yet.</p>
  return (
    <ol aria-label="ACH batches" className="grid gap-4">
      {batches.map((batch) => (
        <Batch key={batch.batch_id} batch={batch} numberOf={numberOf} onResult={onResult} />
      ))}
    </ol>
  )
}
