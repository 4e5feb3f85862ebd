import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { type ReactNode, useMemo, useRef } from 'react'
import { type ClubDate, clubDateLabel } from '../../../../common/club-time.ts'
import type { Captain } from '../../../../common/fleet-operations/fleet-api.ts'
import { formatPhone } from '../../../../common/phone.ts'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { ScrollTable } from '../scroll-table.tsx'
import { dayRangeLabel, licenceFlag, licenceState, vesselNames } from './captain-facts.ts'

interface CaptainRosterProps {
  captains: readonly Captain[]
  fleet: readonly { vessel_id: string; name: string; length_feet: number }[]
  today: ClubDate
  /** Edit, time off and retire for one captain. */
  actions: (captain: Captain) => ReactNode
}

function Licence({ captain, today }: { captain: Captain; today: ClubDate }) {
  const state = licenceState(captain.licence.expires_on, today)
  const flag = licenceFlag(state)
  return (
    <>
      <span className="block">{captain.licence.number}</span>
      <span className="block">Expires {clubDateLabel(captain.licence.expires_on)}</span>
      {flag && (
        <strong
          className={`mt-1 inline-block rounded-sm px-2 py-0.5 text-xs font-semibold ${state.kind === 'expired' ? 'bg-red-800 text-white' : 'bg-amber-100 text-amber-950'}`}
        >
          {flag}
        </strong>
      )}
    </>
  )
}

function Contact({ captain }: { captain: Captain }) {
  return (
    <>
      <span className="block break-words">{captain.email}</span>
      <span className="block whitespace-nowrap">{formatPhone(captain.phone_number)}</span>
    </>
  )
}

function TimeOff({ captain, today }: { captain: Captain; today: ClubDate }) {
  const ahead = captain.time_off.filter((off) => off.to >= today)
  if (ahead.length === 0) return <>None planned</>
  return (
    <ul className="grid gap-1">
      {ahead.map((off) => (
        <li key={off.time_off_id}>
          {dayRangeLabel(off.from, off.to)}: {off.reason}
        </li>
      ))}
    </ul>
  )
}

const headings = ['Name', 'Contact', 'Licence', 'Qualified on', 'Time off'] as const

/** The captains on the roster: a table, or a card each on a phone (one layout, as each row's actions own dialogs). */
export function CaptainRoster({ captains, fleet, today, actions }: CaptainRosterProps) {
  const actionsOf = useRef(actions)
  actionsOf.current = actions
  const fields = (captain: Captain): Record<(typeof headings)[number], ReactNode> => ({
    Name: <span className="font-medium">{captain.name}</span>,
    Contact: <Contact captain={captain} />,
    Licence: <Licence captain={captain} today={today} />,
    'Qualified on': vesselNames(captain.vessels, fleet).join(', ') || 'No vessel yet',
    'Time off': <TimeOff captain={captain} today={today} />,
  })
  const fieldsOf = useRef(fields)
  fieldsOf.current = fields
  const columns = useMemo<ColumnDef<Captain>[]>(
    () => [
      ...headings.map((heading): ColumnDef<Captain> => ({
        id: heading,
        header: heading,
        cell: ({ row }) => fieldsOf.current(row.original)[heading],
      })),
      { id: 'actions', header: 'Actions', cell: ({ row }) => actionsOf.current(row.original) },
    ],
    [],
  )
  const table = useReactTable({ data: captains as Captain[], columns, getCoreRowModel: getCoreRowModel() })
  const narrow = useNarrowScreen()

  if (narrow) {
    return (
      <ol aria-label="Captains on the roster" className="mt-6 grid gap-3">
        {captains.map((captain) => (
          <li key={captain.captain_id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
              {Object.entries(fields(captain)).map(([heading, value]) => (
                <div key={heading} className="contents">
                  <dt className="text-navy-800">{heading}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">{actions(captain)}</div>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ScrollTable
      table={table}
      label="Captains on the roster"
      className="mt-6 max-h-[80vh]"
      columnClass={(column) =>
        column === 'Qualified on' || column === 'Time off' || column === 'Contact' ? 'min-w-48' : 'min-w-32'
      }
    />
  )
}
