import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ExportDataset } from '../../../../common/back-office.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { BillingExport } from './billing-export.tsx'
import { csvFileUrl, fetchExport, type LoadedExport } from './export-client.ts'
import { ExportPreview, PREVIEW_ROWS } from './export-preview.tsx'

const loadButtons = [
  { dataset: 'visitors', label: 'Load Visitor Data' },
  { dataset: 'members', label: 'Load Member Data' },
] as const

const failures: Record<ExportDataset, string> = {
  visitors: 'Failed to fetch visitor CSV data',
  members: 'Failed to fetch member CSV data',
}

/**
 * Export Data (portal-and-admin.md §2 screen 6): load visitors or members, preview them, download the CSV; and the
 * billing CSV for a range of days (member-api §7).
 */
export function ExportData() {
  const headingId = useId()
  // The last export loaded stays in view while another loads, and after one fails.
  const [loaded, setLoaded] = useState<LoadedExport>()
  const load = useMutation(
    {
      mutationFn: fetchExport,
      onSuccess: setLoaded,
      // The specification's catalogue: an export failure is logged, not shown.
      onError: (error, dataset) => console.error(failures[dataset], error),
    },
    queryClient,
  )

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Export Data
      </h2>
      <div className="mt-6 flex flex-wrap gap-3" aria-busy={load.isPending}>
        {loadButtons.map(({ dataset, label }) => (
          <button
            key={dataset}
            type="button"
            className={buttonClass('navy')}
            disabled={load.isPending}
            onClick={() => load.mutate(dataset)}
          >
            {label}
          </button>
        ))}
      </div>
      {loaded && (
        <div className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p role="status" className="text-navy-800">
              {loaded.rows.length === 0
                ? `Nothing to export in ${loaded.dataset}.csv yet.`
                : `${loaded.dataset}.csv: ${loaded.rows.length.toLocaleString('en-US')} ${loaded.rows.length === 1 ? 'row' : 'rows'}${loaded.rows.length > PREVIEW_ROWS ? `, the first ${PREVIEW_ROWS} shown` : ''}.`}
            </p>
            {loaded.rows.length > 0 && (
              <a href={csvFileUrl(loaded.dataset)} download={`${loaded.dataset}.csv`} className={buttonClass('gold')}>
                Download CSV
              </a>
            )}
          </div>
          {loaded.rows.length > 0 && (
            <ExportPreview dataset={loaded.dataset} header={loaded.header} rows={loaded.rows} />
          )}
        </div>
      )}
      <BillingExport />
    </section>
  )
}
