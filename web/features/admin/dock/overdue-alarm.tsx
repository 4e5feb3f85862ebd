import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { clubClockTime, clubDayLabel } from '../../../../common/club-time.ts'
import { staffEventSchema } from '../../../../common/dock/dock-api.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { useLiveMessages } from '../../../lib/use-member-events.ts'
import { vesselsQuery } from '../bookings/bookings-client.ts'
import { fleetKeys } from '../fleet/fleet-client.ts'
import { vesselLabel } from '../vessel-label.ts'
import { dockKeys, dockOutingsQuery } from './dock-client.ts'

interface Overdue {
  booking_id: string
  vessel_id: string
  expected_at: string
}

/**
 * The overdue alarm of every open back-office tab (member-api §9): it hears `outing_overdue` on the live socket and
 * shows the late outings until each is back. A (re)connection asks which outings are overdue now, since events sent
 * while the socket was down are lost.
 */
export function OverdueAlarm({ staffId }: { staffId: number }) {
  const [overdue, setOverdue] = useState<ReadonlyMap<string, Overdue>>(new Map())
  const vessels = useQuery(vesselsQuery, queryClient)
  const nameOf = (vesselId: string) => {
    const vessel = vessels.data?.find((one) => one.vessel_id === vesselId)
    return vessel ? vesselLabel(vessel) : 'A vessel'
  }

  useLiveMessages(
    staffId,
    (data) => {
      const parsed = staffEventSchema.safeParse(data)
      if (!parsed.success) return
      const event = parsed.data
      setOverdue((current) => {
        const next = new Map(current)
        if (event.event === 'outing_overdue') next.set(event.booking_id, event)
        if (event.event === 'outing_back') next.delete(event.booking_id)
        return next
      })
      void queryClient.invalidateQueries({ queryKey: dockKeys.all })
      void queryClient.invalidateQueries({ queryKey: fleetKeys.all })
    },
    () => {
      void queryClient.fetchQuery(dockOutingsQuery).then(
        (outings) =>
          setOverdue(
            new Map(
              outings
                .filter((outing) => outing.state === 'overdue' && outing.expected_return_at)
                .map((outing) => [
                  outing.booking_id,
                  {
                    booking_id: outing.booking_id,
                    vessel_id: outing.vessel_id,
                    expected_at: outing.expected_return_at ?? '',
                  },
                ]),
            ),
          ),
        // The alarm still sounds for events; a failed catch-up is tried again at the next connection.
        () => undefined,
      )
    },
  )

  const late = [...overdue.values()]
  // Fixed to the foot of the window: seen whatever tool is open and however far the page is scrolled. The alert exists
  // only while an outing is late (an alert is announced as it appears), so a tab with none holds no empty alert.
  return (
    <div className="fixed inset-x-0 bottom-0 z-40">
      {late.length > 0 && (
        <div
          role="alert"
          className="max-h-[40vh] overflow-y-auto border-t-8 border-red-800 bg-red-50 px-4 py-3 text-navy-950 shadow-2xl sm:px-6"
        >
          <p className="text-lg font-bold text-red-900">
            {late.length === 1 ? 'An outing is overdue' : `${late.length} outings are overdue`}
          </p>
          <ul className="mt-1 grid gap-1">
            {late.map((outing) => {
              const expected = new Date(outing.expected_at)
              return (
                <li key={outing.booking_id}>
                  {nameOf(outing.vessel_id)} was expected back at {clubClockTime(expected)} on {clubDayLabel(expected)}{' '}
                  and is not checked in.
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
