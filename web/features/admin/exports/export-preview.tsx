import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ExportDataset } from '../../../../common/back-office.ts'
import { ScrollTable } from '../scroll-table.tsx'
import { exportCell, exportHeader } from './export-columns.ts'

export const PREVIEW_ROWS = 50

interface ExportPreviewProps {
  dataset: ExportDataset
  /** The CSV's first row: its machine column names. */
  header: readonly string[]
  rows: readonly string[][]
}

type Row = readonly string[]
const column = createColumnHelper<Row>()

/**
 * The first rows of an export in words: a table with a header per column on a wide screen; on a phone a card per row,
 * naming only the fields it has (each visitor form fills its own few).
 */
export function ExportPreview({ dataset, header, rows }: ExportPreviewProps) {
  const label = `Preview of ${dataset}.csv`
  const columns = useMemo(
    () =>
      header.map((name, index) =>
        column.accessor((row) => exportCell(name, row[index] ?? ''), { id: `${index}`, header: exportHeader(name) }),
      ),
    [header],
  )
  // A new array at every render would make the table render again, endlessly: the rows keep their identity.
  const data = useMemo(() => rows.slice(0, PREVIEW_ROWS), [rows])
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() })
  return (
    <>
      <ScrollTable
        table={table}
        label={label}
        className="mt-4 hidden max-h-[60vh] sm:block"
        columnClass={(_column, part) => (part === 'cell' ? 'max-w-72 truncate' : '')}
        titles
      />
      <div role="region" aria-label={label} className="mt-4 sm:hidden">
        <ol className="grid gap-3">
          {table.getRowModel().rows.map((row) => (
            <li key={row.id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
              <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {row
                  .getVisibleCells()
                  .filter((cell) => cell.getValue() !== '')
                  .map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-navy-800">{exportHeader(header[Number(cell.column.id)] ?? '')}</dt>
                      <dd className="break-words">{String(cell.getValue())}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
