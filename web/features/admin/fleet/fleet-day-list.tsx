import { useId } from 'react'
import { type ClubDate, clubLongDayLabel } from '../../../../common/club-time.ts'
import { cellTone, FleetCellContent, NamedCell, VesselLogButton } from './fleet-cell-content.tsx'
import { cellLabel, type FleetCell, type FleetVessel, slotLabels } from './fleet-week.ts'

interface FleetDayListProps {
  day: ClubDate
  today: ClubDate
  vessels: FleetVessel[]
  onStep: (days: number) => void
  onOpen: (vessel: FleetVessel, cell: FleetCell, from: HTMLElement) => void
  onLog: (vessel: FleetVessel, from: HTMLElement) => void
}

const stepClass =
  'min-h-11 rounded-full px-4 py-2 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500'

/** The phone's calendar: one day at a time, each vessel with its morning and afternoon as buttons that open them. */
export function FleetDayList({ day, today, vessels, onStep, onOpen, onLog }: FleetDayListProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={stepClass} onClick={() => onStep(-1)}>
          Previous day
        </button>
        <button type="button" className={stepClass} onClick={() => onStep(1)}>
          Next day
        </button>
      </div>
      <h3 id={headingId} aria-live="polite" className="mt-4 font-display text-2xl font-semibold text-navy-900">
        {clubLongDayLabel(day)}
        {day === today && <span className="ml-2 rounded-full bg-gold-500 px-2 py-0.5 align-middle text-sm">Today</span>}
      </h3>
      <ul className="mt-4 space-y-3">
        {vessels.map((vessel) => (
          <li key={vessel.vessel_id} className="bg-white p-3 ring-1 ring-navy-900/10">
            <h4 className="font-semibold text-navy-900">
              {vessel.name} <span className="text-sm font-normal text-navy-800">· up to {vessel.guests} guests</span>
            </h4>
            <VesselLogButton vessel={vessel} onLog={onLog} />
            <div className="mt-2 grid grid-cols-2 gap-2">
              {vessel.cells
                .filter((cell) => cell.date === day)
                .map((cell) => (
                  <button
                    key={cell.slot}
                    type="button"
                    onClick={(event) => onOpen(vessel, cell, event.currentTarget)}
                    className={`min-h-16 px-2 py-1.5 text-left text-xs ring-1 ring-navy-900/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${cellTone(cell)}`}
                  >
                    <NamedCell name={cellLabel(vessel.name, cell)}>
                      <span className="mb-0.5 block text-[0.7rem] font-semibold tracking-wide text-navy-800 uppercase">
                        {slotLabels[cell.slot]}
                      </span>
                      <FleetCellContent cell={cell} />
                    </NamedCell>
                  </button>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
