import { useId, useRef } from 'react'
import type { FleetVessel } from './fleet-week.ts'

interface VesselLogPickerProps {
  vessels: FleetVessel[]
  onLog: (vessel: FleetVessel, from: HTMLElement) => void
}

/** Under the grid: any vessel's log by keyboard (the grid itself is one tab stop), those due for service named so. */
export function VesselLogPicker({ vessels, onLog }: VesselLogPickerProps) {
  const id = useId()
  const choice = useRef<HTMLSelectElement>(null)
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const vessel = vessels.find((one) => one.vessel_id === choice.current?.value)
        if (vessel) onLog(vessel, event.currentTarget.querySelector('button') ?? event.currentTarget)
      }}
    >
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-navy-900">
          Vessel log
        </label>
        <select
          id={id}
          ref={choice}
          className="mt-1 min-h-11 rounded-sm border border-navy-900/25 bg-white px-3 text-navy-900"
        >
          {vessels.map((vessel) => (
            <option key={vessel.vessel_id} value={vessel.vessel_id}>
              {vessel.name}
              {vessel.service_due ? ' (service due)' : ''}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-full px-5 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
      >
        Open log
      </button>
    </form>
  )
}
