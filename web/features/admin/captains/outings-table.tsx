import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { CaptainSchedule } from '../../../../common/fleet-operations/fleet-api.ts'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { ScrollTable } from '../scroll-table.tsx'
import { outingTimeLabel } from './captain-facts.ts'

export type Outing = CaptainSchedule['unassigned'][number]

const fieldsOf = (outing: Outing) => ({
  When: outingTimeLabel(outing.start_at, outing.end_at),
  Vessel: outing.vessel,
  Tour: outing.tour_type,
  Member: `${outing.member.name} (${outing.member.member_id})`,
  Guests: outing.guests.toLocaleString('en-US'),
})
type Heading = keyof ReturnType<typeof fieldsOf>
const headings: Heading[] = ['When', 'Vessel', 'Tour', 'Member', 'Guests']

const columns: ColumnDef<Outing>[] = headings.map((heading) => ({
  id: heading,
  header: heading,
  accessorFn: (outing) => fieldsOf(outing)[heading],
}))

/** Outings in time order: a table, or a card each on a phone. */
export function OutingsTable({ outings, label }: { outings: readonly Outing[]; label: string }) {
  const table = useReactTable({ data: outings as Outing[], columns, getCoreRowModel: getCoreRowModel() })
  const narrow = useNarrowScreen()
  if (narrow) {
    return (
      <ol aria-label={label} className="mt-3 grid gap-3">
        {outings.map((outing) => (
          <li key={outing.booking_id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {Object.entries(fieldsOf(outing)).map(([heading, value]) => (
                <div key={heading} className="contents">
                  <dt className="text-navy-800">{heading}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ScrollTable
      table={table}
      label={label}
      className="mt-3 max-h-[60vh]"
      columnClass={(column) => (column === 'When' || column === 'Member' ? 'min-w-48' : 'whitespace-nowrap')}
    />
  )
}
