import type { z } from 'zod'
import type { vesselAnswerSchema } from '../../../common/booking/booking-api.ts'
import { formatLength } from '../../../common/fleet.ts'
import { SlotImage } from '../../ui/slot-image.tsx'

export type BookableVessel = z.infer<typeof vesselAnswerSchema>[number]

interface VesselGridProps {
  vessels: readonly BookableVessel[]
  selected: string | undefined
  onSelect: (vesselId: string) => void
}

/** The fleet as cards to choose from: artwork, length, guests, where it sails and its half-day price in points. */
export function VesselGrid({ vessels, selected, onSelect }: VesselGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {vessels.map((vessel) => {
        const chosen = vessel.vessel_id === selected
        return (
          <li key={vessel.vessel_id}>
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => onSelect(vessel.vessel_id)}
              className={`group flex h-full w-full flex-row overflow-hidden bg-white text-left sm:flex-col shadow-sm ring-1 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
                chosen ? 'ring-2 ring-gold-500' : 'ring-navy-900/10 hover:ring-navy-900/30'
              }`}
            >
              <span className="block aspect-[4/3] w-2/5 shrink-0 overflow-hidden sm:aspect-[16/9] sm:w-full">
                <SlotImage
                  id={`fleet/${vessel.vessel_id}-1`}
                  alt=""
                  sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 40vw"
                  className="h-full w-full object-cover transition-transform duration-700 motion-safe:group-hover:scale-105"
                />
              </span>
              <span className="flex flex-1 flex-col p-4 sm:p-5">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-display text-xl font-semibold text-navy-900 sm:text-2xl">{vessel.name}</span>
                  <span className="text-xs font-medium tracking-[0.25em] text-gold-700 uppercase">
                    {formatLength(vessel.length_feet)}
                  </span>
                </span>
                <span className="mt-1 text-sm text-navy-800/80">
                  Up to {vessel.guests} guests · {vessel.locations.join(', ')}
                </span>
                <span className="mt-2 text-sm text-navy-900 sm:mt-4">
                  <strong className="font-semibold">
                    {vessel.prices['Half Day Morning']?.toLocaleString('en-US')}
                  </strong>{' '}
                  points a half day
                </span>
                {chosen && (
                  <span className="mt-3 text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">Selected</span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
