import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { clubDateLabel } from '../../../../common/club-time.ts'
import { formatCents } from '../../../../common/money.ts'
import { CheckboxField } from '../../../ui/form-field.tsx'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import type { OpenInvoice } from './collections-client.ts'

interface OpenInvoicesTableProps {
  invoices: readonly OpenInvoice[]
  chosen: ReadonlySet<number>
  onToggle: (invoiceId: number, chosen: boolean) => void
  /** The open batch each invoice already in one is being collected by. */
  collecting: ReadonlyMap<number, number>
}

const owed = (invoice: OpenInvoice) => invoice.total_cents - invoice.paid_cents
const choiceLabel = (invoice: OpenInvoice) =>
  `Collect ${invoice.number ?? invoice.reference} from ${invoice.member.name}`
const issuedOn = (invoice: OpenInvoice) => (invoice.issued_at ? clubDateLabel(new Date(invoice.issued_at)) : '—')

function achWords(invoice: OpenInvoice, collecting: ReadonlyMap<number, number>) {
  const batch = collecting.get(invoice.invoice_id)
  if (batch !== undefined) return `In batch ${batch}`
  return invoice.has_bank_details ? 'Bank details on file' : 'No bank details'
}

/** An invoice with what the ACH column says of it, worked out once per answer (the table caches cell values by row). */
type Row = OpenInvoice & { ach: string }

const columns: ColumnDef<Row>[] = [
  { id: 'number', header: 'Invoice', accessorFn: (invoice) => invoice.number },
  { id: 'member', header: 'Member', accessorFn: (invoice) => invoice.member.name },
  { id: 'booking', header: 'Booking', accessorFn: (invoice) => invoice.reference },
  {
    id: 'issued',
    header: 'Issued',
    accessorFn: (invoice) => invoice.issued_at,
    cell: ({ row }) => issuedOn(row.original),
  },
  {
    id: 'due',
    header: 'Balance due',
    accessorFn: owed,
    cell: ({ row }) => formatCents(owed(row.original)),
  },
  { id: 'ach', header: 'ACH', accessorFn: (invoice) => invoice.ach },
]

const sortWords = { asc: 'ascending', desc: 'descending' } as const

/**
 * The issued invoices still owed, each with a checkbox for the next batch: a table sorted by any column on a desktop,
 * a card each on a phone.
 */
export function OpenInvoicesTable({ invoices, chosen, onToggle, collecting }: OpenInvoicesTableProps) {
  const narrow = useNarrowScreen()
  const [sorting, setSorting] = useState<SortingState>([{ id: 'issued', desc: false }])
  const data = useMemo(
    () => invoices.map((invoice) => ({ ...invoice, ach: achWords(invoice, collecting) })),
    [invoices, collecting],
  )
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })
  const rows = table.getRowModel().rows

  if (narrow) {
    return (
      <ol aria-label="Invoices owed" className="grid gap-3">
        {rows.map(({ original: invoice }) => (
          <li key={invoice.invoice_id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            <CheckboxField
              label={choiceLabel(invoice)}
              disabled={collecting.has(invoice.invoice_id)}
              checked={chosen.has(invoice.invoice_id)}
              onChange={(event) => onToggle(invoice.invoice_id, event.target.checked)}
            />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-navy-800">Booking</dt>
              <dd>{invoice.reference}</dd>
              <dt className="text-navy-800">Issued</dt>
              <dd>{issuedOn(invoice)}</dd>
              <dt className="text-navy-800">Balance due</dt>
              <dd className="tabular-nums">{formatCents(owed(invoice))}</dd>
              <dt className="text-navy-800">ACH</dt>
              <dd>{invoice.ach}</dd>
            </dl>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <div role="region" aria-label="Invoices owed" className="overflow-x-auto bg-white ring-1 ring-navy-900/10">
      <table className="w-full text-left text-sm">
        <thead className="bg-navy-900 text-sand-50">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 font-medium">
              Collect
            </th>
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const sorted = header.column.getIsSorted()
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? sortWords[sorted] : 'none'}
                  className="px-1 py-1 font-medium whitespace-nowrap"
                >
                  <button
                    type="button"
                    className="min-h-8 rounded-sm px-2 py-1 hover:bg-sand-50/10 focus-visible:outline-2 focus-visible:outline-gold-400"
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                    <span aria-hidden="true" className="ml-1 inline-block w-3">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                    </span>
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-navy-900/10 text-navy-900">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={choiceLabel(row.original)}
                  className="h-5 w-5 accent-navy-900"
                  disabled={collecting.has(row.original.invoice_id)}
                  checked={chosen.has(row.original.invoice_id)}
                  onChange={(event) => onToggle(row.original.invoice_id, event.target.checked)}
                />
              </td>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-2 ${cell.column.id === 'due' ? 'tabular-nums' : ''}`}>
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
