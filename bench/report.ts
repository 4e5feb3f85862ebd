import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Measurement } from './load.ts'
import type { Column } from './table.ts'

export type Target = 'baseline' | 'pglite' | 'postgres' | 'raw query'

export interface Row extends Measurement {
  target: Target
  endpoint: string
  /** Requests/s of the one-row session query, measured just before this signed-in call on the same database. */
  floorRequestsPerSecond?: number
  /** For calls that store what they accept: how many they accepted, and how many rows the table held afterwards. */
  stored?: { table: string; accepted: number; sent: number; rows?: number }
}

/** Fewer rows than accepted submissions means some were lost; more rows than requests sent means phantom rows. */
export function lostSubmissions(row: Row): boolean {
  if (!row.stored) return false
  const rows = row.stored.rows ?? 0
  return rows < row.stored.accepted || rows > row.stored.sent
}

export interface ResultRow extends Row {
  /** Requests/s of this row ÷ requests/s of the baseline. */
  ratioToBaseline: number
  /** Requests/s of a signed-in call on PostgreSQL ÷ requests/s of the one-row session query measured before it. */
  ratioToSessionQuery?: number
}

export interface Report {
  context: Record<string, string | number>
  notes: string[]
  results: ResultRow[]
}

/** What the raw server's one-row session query is called in the results. */
export const SESSION_QUERY_ENDPOINT = 'GET / (the one-row session query)'

export function compareToBaseline(rows: Row[]): ResultRow[] {
  const baseline = rows.find((row) => row.target === 'baseline')
  if (!baseline) throw new Error('No baseline result to compare to')
  return rows.map((row) => ({
    ...row,
    ratioToBaseline: row.requestsPerSecond / baseline.requestsPerSecond,
    ratioToSessionQuery:
      row.floorRequestsPerSecond === undefined ? undefined : row.requestsPerSecond / row.floorRequestsPerSecond,
  }))
}

function formatNumber(value: number, maximumFractionDigits: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits })
}

export const loadColumns: Column<ResultRow>[] = [
  { title: 'target', alignRight: false, cell: (row) => row.target },
  { title: 'endpoint', alignRight: false, cell: (row) => row.endpoint },
  { title: 'requests/s', alignRight: true, cell: (row) => formatNumber(row.requestsPerSecond, 0) },
  { title: 'p50 ms', alignRight: true, cell: (row) => formatNumber(row.p50Ms, 1) },
  { title: 'p99 ms', alignRight: true, cell: (row) => formatNumber(row.p99Ms, 1) },
  { title: 'errors', alignRight: true, cell: (row) => String(row.errors) },
  { title: 'vs baseline', alignRight: true, cell: (row) => `${row.ratioToBaseline.toFixed(2)}×` },
  {
    title: 'vs session query',
    alignRight: true,
    cell: (row) => (row.ratioToSessionQuery === undefined ? '' : `${(row.ratioToSessionQuery * 100).toFixed(0)}%`),
  },
  {
    title: 'stored/accepted',
    alignRight: true,
    cell: (row) =>
      row.stored
        ? `${formatNumber(row.stored.rows ?? 0, 0)}/${formatNumber(row.stored.accepted, 0)}${lostSubmissions(row) ? ' MISMATCH' : ''}`
        : '',
  },
]

export function formatContext(context: Report['context']): string {
  return Object.entries(context)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n')
}

/** Writes a run's results as JSON beside the printed table, for comparing runs. */
export async function writeReport(
  file: string,
  report: { context: object; notes: string[]; results: object[]; [more: string]: unknown },
) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify({ generatedAt: new Date().toISOString(), ...report }, null, 2)}\n`)
}
