import { useQuery } from '@tanstack/react-query'
import type { ReactNode, RefObject } from 'react'
import { queryClient } from '../../lib/query-client.ts'
import { bookingKeys, fetchVessels } from './booking-client.ts'
import { reveal } from './reveal.ts'
import { type BookableVessel, VesselGrid } from './vessel-grid.tsx'
import { AlertMessage } from '../../ui/alert-message.tsx'

interface FleetToBookProps {
  vesselId: string | undefined
  onChoose: (vesselId: string) => void
  /** The chosen vessel's booking panel. */
  panel: (vessel: BookableVessel) => ReactNode
  /** Where the panel sits: choosing a vessel brings it into view, and the caller may do the same. */
  panelRef: RefObject<HTMLDivElement | null>
}

/** The fleet to choose from, and under it the chosen vessel's booking panel: the portal's and the back office's. */
export function FleetToBook({ vesselId, onChoose, panel, panelRef }: FleetToBookProps) {
  const vessels = useQuery({ queryKey: bookingKeys.vessels, queryFn: fetchVessels, staleTime: 300_000 }, queryClient)
  const vessel = vessels.data?.find((candidate) => candidate.vessel_id === vesselId)
  return (
    <>
      {vessels.isError && (
        <AlertMessage className="mt-4">Could not load the fleet. {vessels.error.message}</AlertMessage>
      )}
      <div className="mt-6">
        <VesselGrid
          vessels={vessels.data ?? []}
          selected={vesselId}
          onSelect={(chosen) => {
            onChoose(chosen)
            requestAnimationFrame(() => reveal(panelRef.current))
          }}
        />
      </div>
      <div ref={panelRef} className="mt-8 scroll-mt-24">
        {vessel && panel(vessel)}
      </div>
    </>
  )
}
