import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, type Ref, useMemo, useRef } from 'react'
import type { AdminBookingRecord } from '../../../../common/booking/booking-api.ts'
import { NewTabLink } from '../../../ui/new-tab-link.tsx'
import { ScrollTable } from '../scroll-table.tsx'
import { cellText, columnHeader, isLinkField } from './booking-columns.ts'

interface BookingsTableProps {
  username: string
  records: readonly AdminBookingRecord[]
  /** What staff can do with a booking, in a last column; nothing for a booking that cannot change. */
  actions: (record: AdminBookingRecord) => ReactNode
  /** The scroll area, which takes the focus back after a change. */
  ref?: Ref<HTMLDivElement>
}

type Row = AdminBookingRecord & Record<string, unknown>

/** The actions stay in sight at the right edge however far the columns scroll. */
const pinnedClass = (background: string) => `sticky right-0 ${background} shadow-[-8px_0_8px_-8px_rgb(11_31_63/0.25)]`

/**
 * A member's bookings (portal-and-admin.md §2 screen 5): a column per field of the first record, the link fields as
 * 'view', the newest first, in a scroll area at most 80% of the viewport high.
 */
export function BookingsTable({ username, records, actions, ref }: BookingsTableProps) {
  // The columns keep their identity while the actions change (a dialog opening), so React keeps what the cells hold.
  const actionsOf = useRef(actions)
  actionsOf.current = actions
  const fieldList = Object.keys(records[0] ?? {}).join(',')
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const fields = fieldList ? fieldList.split(',') : []
    return [
      ...fields.map((key): ColumnDef<Row> => ({
        id: key,
        accessorFn: (row) => row[key],
        header: columnHeader(key),
        cell: ({ getValue, row }) => {
          const value = getValue()
          if (isLinkField(key) && typeof value === 'string' && value) {
            return (
              <NewTabLink href={value} className="font-medium text-navy-900 underline underline-offset-4">
                view<span className="sr-only"> the booking of {cellText(row.original.start_at)}</span>
              </NewTabLink>
            )
          }
          return cellText(value)
        },
      })),
      { id: 'actions', header: 'Actions', cell: ({ row }) => actionsOf.current(row.original) },
    ]
  }, [fieldList])
  // The rows keep their identity between renders (a new array each time would render the table forever).
  const data = useMemo(() => [...records].reverse() as Row[], [records])
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() })

  return (
    <ScrollTable
      ref={ref}
      table={table}
      label={`Bookings of ${username}`}
      className="mt-6 max-h-[80vh]"
      columnClass={(column, part) =>
        `whitespace-nowrap ${column === 'actions' ? pinnedClass(part === 'header' ? 'bg-navy-900' : 'bg-white') : ''}`
      }
    />
  )
}
