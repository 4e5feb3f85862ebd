import { parse } from 'csv-parse/browser/esm/sync'
import { csvExportSchema, type ExportDataset } from '../../../../common/back-office.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** Export Data's calls (portal-and-admin.md §2 screen 6), the answer checked against the shared schema. */

export interface LoadedExport {
  dataset: ExportDataset
  /** The CSV's first row: its machine column names. */
  header: string[]
  rows: string[][]
}

export async function fetchExport(dataset: ExportDataset): Promise<LoadedExport> {
  const { csv_data: csv } = csvExportSchema.parse(
    await apiRequest(`/export-data/export/${dataset}`, { method: 'POST' }),
  )
  const [header = [], ...rows] = parse(csv, { record_delimiter: '\r\n' }) as string[][]
  return { dataset, header, rows }
}

/** The export as a file, straight from the server, which names it and records the download in the audit log. */
export const csvFileUrl = (dataset: ExportDataset) =>
  `${import.meta.env.API_BASE_URL}/export-data/export/${dataset}.csv`
