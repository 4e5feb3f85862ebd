import { type Cell, flexRender, type Table } from '@tanstack/react-table'
import type { Ref } from 'react'

interface ScrollTableProps<Row> {
  table: Table<Row>
  /** The scroll area's name, for screen readers; it takes the focus so the keyboard can scroll it. */
  label: string
  /** Its margin and its greatest height. */
  className: string
  /** Classes for one column's header and cells, beside the padding every cell has. */
  columnClass?: (columnId: string, part: 'header' | 'cell') => string
  /** Shows each cell's whole value on hover (for cells cut short). */
  titles?: boolean
  ref?: Ref<HTMLDivElement>
}

const titleOf = <Row,>(cell: Cell<Row, unknown>) => String(cell.getValue() ?? '')

/**
 * A TanStack table in a focusable scroll area with a sticky header. The area is the positioned ancestor of everything
 * in it, so nothing inside (such as a screen-reader-only label) can widen the page.
 */
export function ScrollTable<Row>({ table, label, className, columnClass, titles = false, ref }: ScrollTableProps<Row>) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`relative overflow-auto bg-white ring-1 ring-navy-900/10 focus-visible:outline-3 focus-visible:outline-gold-500 ${className}`}
    >
      <table className="text-left text-sm">
        <thead className="sticky top-0 z-10 bg-navy-900 text-sand-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-2 font-medium whitespace-nowrap ${columnClass?.(header.column.id, 'header') ?? ''}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-navy-900/10 align-top text-navy-900">
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2 ${columnClass?.(cell.column.id, 'cell') ?? ''}`}
                  title={titles ? titleOf(cell) : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
