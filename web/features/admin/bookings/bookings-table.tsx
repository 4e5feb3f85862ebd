import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, type Ref, useMemo, useRef } from 'react'
import type { AdminBookingRecord } from '../../../../common/booking/booking-api.ts'
import { NewTabLink } from '../../../ui/new-tab-link.tsx'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { ScrollTable } from '../scroll-table.tsx'
import { cellText, columnHeader, isLinkField } from './booking-columns.ts'

interface BookingsTableProps {
  username: string
  records: readonly AdminBookingRecord[]
  /** What staff can do with a booking, in a last column (on a phone, at the foot of its card). */
  actions: (record: AdminBookingRecord) => ReactNode
  /** The scroll area, which takes the focus back after a change. */
  ref?: Ref<HTMLDivElement>
}

type Row = AdminBookingRecord & Record<string, unknown>

/** Short values never wrap; names and times may, so the status and the actions fit in sight at 1440. */
const wrapping = new Set(['vessel', 'tour', 'start', 'end', 'booked_by'])

/** The actions stay in sight at the right edge however far the columns scroll. */
const pinnedClass = (background: string) => `sticky right-0 ${background} shadow-[-8px_0_8px_-8px_rgb(11_31_63/0.25)]`

function Field({ name, row }: { name: string; row: Row }) {
  const value = row[name]
  if (isLinkField(name) && typeof value === 'string' && value) {
    return (
      <NewTabLink href={value} className="font-medium text-navy-900 underline underline-offset-4">
        view<span className="sr-only"> the booking {row.reference}</span>
      </NewTabLink>
    )
  }
  return <>{cellText(value)}</>
}

/**
 * A member's bookings (portal-and-admin.md §2 screen 5): a column per field of the first record, the link fields as
 * 'view', the newest first, in a scroll area at most 80% of the viewport high. On a phone each booking is a card of
 * the same fields, its actions at the foot; one layout is rendered, never both, as each row's actions own a dialog.
 */
export function BookingsTable({ username, records, actions, ref }: BookingsTableProps) {
  // The columns keep their identity while the actions change (a dialog opening), so React keeps what the cells hold.
  const actionsOf = useRef(actions)
  actionsOf.current = actions
  const fieldList = Object.keys(records[0] ?? {}).join(',')
  const fields = useMemo(() => (fieldList ? fieldList.split(',') : []), [fieldList])
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      ...fields.map((key): ColumnDef<Row> => ({
        id: key,
        accessorFn: (row) => row[key],
        header: columnHeader(key),
        cell: ({ row }) => <Field name={key} row={row.original} />,
      })),
      { id: 'actions', header: 'Actions', cell: ({ row }) => actionsOf.current(row.original) },
    ],
    [fields],
  )
  // The rows keep their identity between renders (a new array each time would render the table forever).
  const data = useMemo(() => [...records].reverse() as Row[], [records])
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() })
  const narrow = useNarrowScreen()

  if (narrow) {
    return (
      <div
        ref={ref}
        role="region"
        aria-label={`Bookings of ${username}`}
        tabIndex={-1}
        className="mt-6 focus-visible:outline-3 focus-visible:outline-gold-500"
      >
        <ol className="grid gap-3">
          {data.map((row) => (
            <li key={row.reference} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {fields.map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-navy-800">{columnHeader(key)}</dt>
                    <dd className="min-w-0 break-words">
                      <Field name={key} row={row} />
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3">{actions(row)}</div>
            </li>
          ))}
        </ol>
      </div>
    )
  }

  return (
    <ScrollTable
      ref={ref}
      table={table}
      label={`Bookings of ${username}`}
      className="mt-6 max-h-[80vh]"
      columnClass={(column, part) =>
        `${wrapping.has(column) ? 'min-w-28' : 'whitespace-nowrap'} ${column === 'actions' ? pinnedClass(part === 'header' ? 'bg-navy-900' : 'bg-white') : ''}`
      }
    />
  )
}
