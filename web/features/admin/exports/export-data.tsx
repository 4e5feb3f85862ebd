import { parse } from 'csv-parse/browser/esm/sync'
import { useId, useState } from 'react'
import { csvExportSchema, type ExportDataset } from '../../../../common/back-office.ts'
import { apiRequest } from '../../../lib/api-request.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { ExportPreview, PREVIEW_ROWS } from './export-preview.tsx'

const loadButtons = [
  { dataset: 'visitors', label: 'Load Visitor Data' },
  { dataset: 'members', label: 'Load Member Data' },
] as const

const failures: Record<ExportDataset, string> = {
  visitors: 'Failed to fetch visitor CSV data',
  members: 'Failed to fetch member CSV data',
}

interface Loaded {
  dataset: ExportDataset
  csv: string
  header: string[]
  rows: string[][]
}

/** The export as a file, straight from the server, which names it and records the download in the audit log. */
const csvFileUrl = (dataset: ExportDataset) => `${import.meta.env.API_BASE_URL}/export-data/export/${dataset}.csv`

/** Export Data (portal-and-admin.md §2 screen 6): load visitors or members, preview them, download the CSV. */
export function ExportData() {
  const headingId = useId()
  const [loaded, setLoaded] = useState<Loaded>()
  const [loading, setLoading] = useState<ExportDataset>()

  async function load(dataset: ExportDataset) {
    setLoading(dataset)
    try {
      const { csv_data: csv } = csvExportSchema.parse(
        await apiRequest(`/export-data/export/${dataset}`, { method: 'POST' }),
      )
      const [header = [], ...rows] = parse(csv, { record_delimiter: '\r\n' }) as string[][]
      setLoaded({ dataset, csv, header, rows })
    } catch (error) {
      // The specification's catalogue: an export failure is logged, not shown.
      console.error(failures[dataset], error)
    } finally {
      setLoading(undefined)
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Export Data
      </h2>
      <div className="mt-6 flex flex-wrap gap-3" aria-busy={loading !== undefined}>
        {loadButtons.map(({ dataset, label }) => (
          <button
            key={dataset}
            type="button"
            className={buttonClass('navy')}
            disabled={loading !== undefined}
            onClick={() => void load(dataset)}
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
    </section>
  )
}
