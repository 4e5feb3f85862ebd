import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { type AchBatch, achBatchRequestSchema } from '../../../../common/billing/billing-api.ts'
import { addClubDays, clubDateOf } from '../../../../common/club-time.ts'
import { formatCents } from '../../../../common/money.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { AchBatches, entriesText, SkippedInvoices } from './ach-batches.tsx'
import {
  achBatchesQuery,
  collectionKeys,
  createAchBatch,
  nachaFileUrl,
  openInvoicesQuery,
} from './collections-client.ts'
import { OpenInvoicesTable } from './open-invoices-table.tsx'

function NewBatch({ batch, numberOf }: { batch: AchBatch; numberOf: (id: number) => string | undefined }) {
  return (
    <div role="status" className="mt-6 bg-white p-4 text-sm text-navy-900 ring-1 ring-gold-500 sm:p-6">
      <p className="text-lg font-semibold">
        Batch {batch.batch_id}: {entriesText(batch.entries)}, {formatCents(batch.total_cents)}
      </p>
      <SkippedInvoices batch={batch} numberOf={numberOf} />
      {batch.entries > 0 && (
        <a href={nachaFileUrl(batch.batch_id)} download className={buttonClass('gold', 'mt-4')}>
          Download NACHA file
        </a>
      )}
    </div>
  )
}

/**
 * Collections (member-api §7): staff choose issued invoices still owed and an effective date, and the server makes an
 * ACH batch of PPD debits from the members' bank details on file, for its NACHA file. Batches are settled (the
 * payments recorded) once the bank confirms, and a returned debit reopens its invoice.
 */
export function CollectionsTab() {
  const headingId = useId()
  const open = useQuery(openInvoicesQuery, queryClient)
  const batches = useQuery(achBatchesQuery, queryClient)
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [effectiveDate, setEffectiveDate] = useState(() => addClubDays(clubDateOf(new Date()), 1))
  const [problem, setProblem] = useState('')
  const [made, setMade] = useState<AchBatch>()
  const [result, setResult] = useState<ResultMessage | null>(null)
  // A skipped invoice is still owed, so the list of those owed names it.
  const numberOf = (invoiceId: number) =>
    open.data?.find((invoice) => invoice.invoice_id === invoiceId)?.number ?? undefined

  const collecting = useMemo(
    () =>
      new Map(
        (batches.data ?? [])
          .filter((batch) => batch.status === 'open')
          .flatMap((batch) =>
            batch.invoices
              .filter((invoice) => !invoice.returned_code)
              .map((invoice) => [invoice.invoice_id, batch.batch_id] as const),
          ),
      ),
    [batches.data],
  )
  const create = useMutation(
    {
      mutationFn: createAchBatch,
      onSuccess: async (batch) => {
        setMade(batch)
        setChosen(new Set())
        await queryClient.invalidateQueries({ queryKey: collectionKeys.all })
      },
      onError: (error) => setResult(adminResult('Failed', problemMessage(error, 'The batch could not be made.'))),
    },
    queryClient,
  )

  function toggle(invoiceId: number, on: boolean) {
    const next = new Set(chosen)
    if (on) next.add(invoiceId)
    else next.delete(invoiceId)
    setChosen(next)
  }

  function submit() {
    const request = achBatchRequestSchema.safeParse({ invoice_ids: [...chosen], effective_date: effectiveDate })
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? 'Please check the batch.')
      return
    }
    setProblem('')
    create.mutate(request.data)
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Collections
      </h2>
      <p className="mt-3 max-w-2xl text-navy-800">
        Collect issued invoices by ACH debit from the bank details members keep on file. Choose the invoices and the day
        the debits take effect; members without bank details are skipped and listed.
      </p>
      <h3 className="mt-8 font-display text-2xl font-semibold text-navy-900">Invoices owed</h3>
      <div className="mt-4">
        {open.isError && (
          <AlertMessage size="lg">{problemMessage(open.error, 'Unable to load the invoices owed.')}</AlertMessage>
        )}
        {open.isPending && !open.isError && <p className="text-navy-800">Loading the invoices owed…</p>}
        {open.data?.length === 0 && <p className="text-navy-800">No issued invoice is owed.</p>}
        {open.data && open.data.length > 0 && (
          <OpenInvoicesTable invoices={open.data} chosen={chosen} onToggle={toggle} collecting={collecting} />
        )}
      </div>
      <form
        noValidate
        aria-label="New ACH batch"
        className="mt-6 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <div className="w-56">
          <TextField
            label="Effective date"
            type="date"
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('navy')} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create ACH batch'}
        </button>
        <p className="text-sm text-navy-800" aria-live="polite">
          {chosen.size} {chosen.size === 1 ? 'invoice' : 'invoices'} chosen
        </p>
      </form>
      <AlertMessage reserveSpace className="mt-2">
        {problem}
      </AlertMessage>
      {made && <NewBatch batch={made} numberOf={numberOf} />}
      <h3 className="mt-10 font-display text-2xl font-semibold text-navy-900">Batches</h3>
      <div className="mt-4">
        {batches.isError && (
          <AlertMessage size="lg">{problemMessage(batches.error, 'Unable to load the batches.')}</AlertMessage>
        )}
        {batches.data && <AchBatches batches={batches.data} numberOf={numberOf} onResult={setResult} />}
      </div>
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </section>
  )
}
