import type { ReactNode } from 'react'
import type { TourType } from '../../../../common/booking/tours.ts'
import { clubClockTime } from '../../../../common/club-time.ts'
import { blockKindLabels, type FleetCell, type FleetVessel, guestsText, outingStateWords } from './fleet-week.ts'

// The column already says morning or afternoon; the cell's narrow width keeps what it adds.
const outingStateTones = {
  out: 'bg-navy-900 text-white',
  back: 'bg-green-800 text-white',
  overdue: 'bg-red-800 text-white',
} as const

const shortTourNames: Record<TourType, string> = {
  'Half Day Morning': 'Half day',
  'Half Day Afternoon': 'Half day',
  Sunset: 'Sunset',
  'Full Day': 'Full day',
  Overnight: 'Overnight',
  'Multi-day': 'Multi-day',
}

/**
 * A cell's whole name (`cellLabel`) said in words and what it shows at a glance hidden from screen readers: the name
 * comes from the cell's content, so it never differs from a label that leaves out the visible words (WCAG 2.5.3).
 */
export function NamedCell({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <span className="sr-only">{name}</span>
      <span aria-hidden="true" className="block">
        {children}
      </span>
    </>
  )
}

/**
 * What a cell shows at a glance. Each state says itself in words as well as in its colour and pattern: a name for a
 * booking, the kind for a block, 'Free' and 'Past'.
 */
export function FleetCellContent({ cell }: { cell: FleetCell }) {
  const past = cell.state === 'past'
  if (cell.booking) {
    const { member, tour_type, guests, captain, state, weather } = cell.booking
    return (
      <span className="flex flex-col gap-0.5 text-left">
        {past && <span className="text-[0.7rem] font-semibold tracking-wide text-navy-800 uppercase">Past</span>}
        {weather && (
          <span className="self-start rounded-sm bg-amber-300 px-1 font-semibold text-navy-950" title={weather}>
            Weather risk
          </span>
        )}
        {state !== 'upcoming' && (
          <span className={`self-start rounded-sm px-1 font-semibold ${outingStateTones[state]}`}>
            {outingStateWords[state]}
          </span>
        )}
        <span className="truncate font-semibold">{member.name}</span>
        <span className="truncate">{shortTourNames[tour_type]}</span>
        <span>{guestsText(guests)}</span>
        {captain ? (
          <span className="truncate">Capt. {captain.name}</span>
        ) : (
          <span className="self-start rounded-sm border border-dashed border-amber-800 px-1 font-semibold text-amber-900">
            No captain
          </span>
        )}
      </span>
    )
  }
  if (cell.block) {
    return (
      <span className="flex flex-col gap-0.5 text-left">
        {past && <span className="text-[0.7rem] font-semibold tracking-wide text-navy-800 uppercase">Past</span>}
        <span className="font-semibold">{blockKindLabels[cell.block.kind]}</span>
        <span className="line-clamp-2 break-words">{cell.block.reason}</span>
      </span>
    )
  }
  if (cell.hold) {
    return (
      <span className="flex flex-col gap-0.5 text-left">
        <span className="font-semibold">Held</span>
        <span className="truncate">{cell.hold.member.name}</span>
        <span>until {clubClockTime(new Date(cell.hold.expires_at))}</span>
      </span>
    )
  }
  return <span className="text-navy-800">{past ? 'Past' : 'Free'}</span>
}

/** The cell's look by state; a blocked slot is striped, a past one greyed, a free one plain white. */
export function cellTone(cell: FleetCell): string {
  if (cell.state === 'past') return 'bg-navy-900/[0.07] text-navy-800'
  if (cell.block) return 'bg-[repeating-linear-gradient(135deg,#fde68a_0_6px,#fef3c7_6px_12px)] text-navy-950'
  if (cell.booking) return 'bg-sky-100 text-navy-950'
  if (cell.hold) return 'bg-violet-100 text-navy-950 ring-1 ring-inset ring-violet-800/40'
  return 'bg-white text-navy-900'
}

/** The row header's way to the vessel's log, flagged when the vessel is due for service. */
export function VesselLogButton({
  vessel,
  onLog,
  inGrid = false,
}: {
  vessel: FleetVessel
  onLog: (vessel: FleetVessel, from: HTMLElement) => void
  /** In the grid the keyboard has one tab stop, the cells; it reaches the logs from the list under the grid. */
  inGrid?: boolean
}) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1">
      {vessel.service_due && (
        <strong className="rounded-sm bg-red-800 px-1.5 py-0.5 text-xs font-semibold text-white">Service due</strong>
      )}
      <button
        type="button"
        tabIndex={inGrid ? -1 : undefined}
        onClick={(event) => onLog(vessel, event.currentTarget)}
        className="min-h-6 rounded-full px-2 text-xs font-medium text-navy-900 underline ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
      >
        Log<span className="sr-only"> of {vessel.name}</span>
      </button>
    </span>
  )
}
