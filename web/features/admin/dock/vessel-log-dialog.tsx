import { useMutation, useQuery } from '@tanstack/react-query'
import type { ReactNode, RefObject } from 'react'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import type { VesselLog } from '../../../../common/dock/dock-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { fleetKeys, placeBlock } from '../fleet/fleet-client.ts'
import { DamageList } from './damage-list.tsx'
import { dockKeys, vesselLogQuery } from './dock-client.ts'
import { hoursText, type SuggestedBlock, suggestedSlots, suggestedText } from './log-words.ts'
import { ServiceForm } from './service-form.tsx'

interface VesselLogDialogProps {
  vesselId: string
  name: string
  onClose: () => void
  onDone: (result: ResultMessage) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="font-display text-2xl font-semibold text-navy-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  )
}

function SuggestedMaintenance({
  vesselId,
  block,
  onDone,
}: {
  vesselId: string
  block: SuggestedBlock
  onDone: (result: ResultMessage) => void
}) {
  const slots = suggestedSlots(block)
  const place = useMutation(
    {
      mutationFn: () => {
        if (!slots) throw new Error('No slots to block')
        return placeBlock(
          { vessel_id: vesselId, ...slots, kind: 'maintenance', reason: 'Service due: engine hours past the interval' },
          crypto.randomUUID(),
        )
      },
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: fleetKeys.all })
        await queryClient.invalidateQueries({ queryKey: dockKeys.log(vesselId) })
        onDone(adminResult('Successfull', `Maintenance is blocked for ${suggestedText(block)}.`))
      },
    },
    queryClient,
  )
  return (
    <div className="mt-3 bg-amber-50 p-4 ring-1 ring-amber-800/40">
      <p className="font-semibold text-navy-950">Suggested maintenance: {suggestedText(block)}</p>
      <p className="text-sm text-navy-900">The least-booked free slots of the next two weeks.</p>
      <AlertMessage reserveSpace>
        {place.isError ? problemMessage(place.error, 'The slots could not be blocked.') : ''}
      </AlertMessage>
      <button
        type="button"
        className={buttonClass('navy', 'mt-2')}
        disabled={!slots || place.isPending}
        onClick={() => place.mutate()}
      >
        Block these slots
      </button>
    </div>
  )
}

function Trips({ trips }: { trips: VesselLog['trips'] }) {
  if (trips.length === 0) return <p className="text-navy-900">No trips logged yet.</p>
  return (
    <ul className="grid gap-2">
      {trips.map((trip) => (
        <li key={trip.booking_id} className="bg-white p-3 text-sm text-navy-950 ring-1 ring-navy-900/15">
          <p className="font-semibold">
            {trip.reference} · {trip.captain ? `Capt. ${trip.captain}` : 'No captain'}
          </p>
          <p>
            Out {clubDateTimeLabel(new Date(trip.checked_out_at))} at {hoursText(trip.engine_hours_out)}, fuel{' '}
            {trip.fuel_percent_out}%
          </p>
          <p>
            {trip.checked_in_at && trip.engine_hours_in !== null
              ? `Back ${clubDateTimeLabel(new Date(trip.checked_in_at))} at ${hoursText(trip.engine_hours_in)}, fuel ${trip.fuel_percent_in ?? 0}%`
              : 'Not back yet'}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** A vessel's log (member-api §9): hours, service, trips, damage, services, and the maintenance a due vessel needs. */
export function VesselLogDialog({ vesselId, name, onClose, onDone, returnFocusTo }: VesselLogDialogProps) {
  const log = useQuery(vesselLogQuery(vesselId), queryClient)
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${name}: vessel log`}
      description="Engine hours, trips, damage and services, as the dock recorded them."
      returnFocusTo={returnFocusTo}
      wide
    >
      {log.isPending && <p className="text-navy-900">Loading the log…</p>}
      {log.isError && (
        <AlertMessage size="base">{problemMessage(log.error, 'Unable to load the vessel log.')}</AlertMessage>
      )}
      {log.data && (
        <>
          <dl className="grid grid-cols-2 gap-3 text-navy-950">
            <div>
              <dt className="text-sm text-navy-900">Engine hours</dt>
              <dd className="text-xl font-semibold">{hoursText(log.data.engine_hours)}</dd>
            </div>
            <div>
              <dt className="text-sm text-navy-900">Since last service</dt>
              <dd className="text-xl font-semibold">
                {hoursText(log.data.hours_since_service)} of {hoursText(log.data.service_interval_hours)}
              </dd>
            </div>
          </dl>
          {log.data.service_due && (
            <p className="mt-3 inline-block rounded-sm bg-red-800 px-2 py-1 font-semibold text-white">Service due</p>
          )}
          {log.data.suggested_block && (
            <SuggestedMaintenance vesselId={vesselId} block={log.data.suggested_block} onDone={onDone} />
          )}
          <Part title="Damage">
            <DamageList damage={log.data.damage} />
          </Part>
          <Part title="Trips">
            <Trips trips={log.data.trips} />
          </Part>
          <Part title="Services">
            {log.data.services.length === 0 ? (
              <p className="text-navy-900">No service recorded yet.</p>
            ) : (
              <ul className="grid gap-1 text-navy-950">
                {log.data.services.map((service) => (
                  <li key={service.service_id}>
                    {clubDateTimeLabel(new Date(service.at))} at {hoursText(service.engine_hours)}
                    {service.notes && `: ${service.notes}`}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4">
              <ServiceForm vesselId={vesselId} name={name} />
            </div>
          </Part>
        </>
      )}
    </Modal>
  )
}
