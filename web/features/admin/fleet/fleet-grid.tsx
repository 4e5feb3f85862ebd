import { type KeyboardEvent, useRef, useState } from 'react'
import type { ClubDate } from '../../../../common/club-time.ts'
import { clubDayLabel } from '../../../../common/club-time.ts'
import { cellTone, FleetCellContent, NamedCell, VesselLogButton } from './fleet-cell-content.tsx'
import { cellLabel, type FleetCell, type FleetVessel, slotLabels, weekLabel } from './fleet-week.ts'
import { type GridPosition, moveInGrid } from './grid-keys.ts'

interface FleetGridProps {
  weekStart: ClubDate
  days: ClubDate[]
  today: ClubDate
  vessels: FleetVessel[]
  onOpen: (vessel: FleetVessel, cell: FleetCell, from: HTMLElement) => void
  /** The vessel's log, from its row header. */
  onLog: (vessel: FleetVessel, from: HTMLElement) => void
}

const headerClass = 'border-b border-l border-navy-900/15 bg-navy-900 px-1.5 py-1.5 font-medium text-sand-50'

/**
 * The week as a WAI-ARIA grid: vessels down, each day's morning and afternoon across. One cell is in the tab order;
 * the arrows, Home and End (with Ctrl, the whole grid's) move between cells, and Enter or Space opens one.
 */
export function FleetGrid({ weekStart, days, today, vessels, onOpen, onLog }: FleetGridProps) {
  const [active, setActive] = useState<GridPosition>({ row: 0, column: 0 })
  const cells = useRef(new Map<string, HTMLElement>())
  const columns = days.length * 2
  const at = {
    row: Math.min(active.row, vessels.length - 1),
    column: Math.min(active.column, columns - 1),
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const vessel = vessels[at.row]
      const cell = vessel?.cells[at.column]
      if (vessel && cell) onOpen(vessel, cell, event.currentTarget as HTMLElement)
      return
    }
    const next = moveInGrid(at, event, { rows: vessels.length, columns })
    if (!next) return
    event.preventDefault()
    setActive(next)
    cells.current.get(`${next.row}:${next.column}`)?.focus()
  }

  return (
    <div className="relative max-h-[80vh] overflow-auto bg-white ring-1 ring-navy-900/10">
      <table
        role="grid"
        aria-label={`Fleet calendar, ${weekLabel(weekStart)}`}
        className="w-full min-w-[72rem] table-fixed border-separate border-spacing-0 text-xs"
      >
        <thead className="sticky top-0 z-20">
          <tr>
            <th
              role="columnheader"
              rowSpan={2}
              scope="col"
              className={`${headerClass} sticky left-0 z-30 w-36 min-w-36 border-l-0 text-left text-sm`}
            >
              Vessel
            </th>
            {days.map((day) => (
              <th
                key={day}
                role="columnheader"
                colSpan={2}
                scope="colgroup"
                aria-current={day === today ? 'date' : undefined}
                className={`${headerClass} text-sm ${day === today ? 'bg-gold-500 text-navy-950' : ''}`}
              >
                {clubDayLabel(day)}
                {day === today && <span className="ml-1 font-semibold">· Today</span>}
              </th>
            ))}
          </tr>
          <tr>
            {days.flatMap((day) =>
              (['morning', 'afternoon'] as const).map((slot) => (
                <th
                  key={`${day}:${slot}`}
                  role="columnheader"
                  scope="col"
                  className={`${headerClass} font-normal ${day === today ? 'bg-gold-400 text-navy-950' : 'bg-navy-800'}`}
                >
                  {slotLabels[slot]}
                  <span className="sr-only">, {clubDayLabel(day)}</span>
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {vessels.map((vessel, row) => (
            <tr key={vessel.vessel_id}>
              <th
                role="rowheader"
                scope="row"
                className="sticky left-0 z-10 border-b border-navy-900/15 bg-sand-100 px-2 py-1.5 text-left align-top text-sm font-semibold text-navy-900"
              >
                {vessel.name}
                <span className="block text-xs font-normal text-navy-800">up to {vessel.guests} guests</span>
                <VesselLogButton vessel={vessel} onLog={onLog} inGrid />
              </th>
              {vessel.cells.map((cell, column) => {
                const isActive = row === at.row && column === at.column
                return (
                  <td
                    key={`${cell.date}:${cell.slot}`}
                    ref={(element) => {
                      if (element) cells.current.set(`${row}:${column}`, element)
                      else cells.current.delete(`${row}:${column}`)
                    }}
                    role="gridcell"
                    tabIndex={isActive ? 0 : -1}
                    onKeyDown={onKeyDown}
                    onFocus={() => setActive({ row, column })}
                    onClick={(event) => onOpen(vessel, cell, event.currentTarget)}
                    className={`h-16 cursor-pointer border-b border-l border-navy-900/15 px-1.5 py-1 align-top leading-snug hover:ring-2 hover:ring-navy-900/40 hover:ring-inset focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-gold-500 ${cellTone(cell)} ${cell.date === today ? 'border-x-gold-500' : ''}`}
                  >
                    <NamedCell name={cellLabel(vessel.name, cell)}>
                      <FleetCellContent cell={cell} />
                    </NamedCell>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
