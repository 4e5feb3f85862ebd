import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SlotRef } from '../../../../common/booking/slots.ts'
import { clubDateTimeLabel, clubDayLabel } from '../../../../common/club-time.ts'
import { blockKinds } from '../../../../common/fleet-operations/block-slots.ts'
import { type VesselBlockRequest, vesselBlockRequestSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { TextAreaField, TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { ChoiceField } from './choice-field.tsx'
import { type BlockClash, clashesOf, fleetKeys, placeBlock } from './fleet-client.ts'
import { blockKindLabels, type FleetVessel, slotLabels } from './fleet-week.ts'

type BlockRequest = z.output<typeof vesselBlockRequestSchema>

interface BlockFormProps {
  vessels: FleetVessel[]
  /** The slot the form was opened from: the block starts and ends there until staff say otherwise. */
  defaults: { vessel_id: string; slot: SlotRef }
  onDone: (result: ResultMessage) => void
  onCancel: () => void
}

const slotChoices = (['morning', 'afternoon'] as const).map((value) => ({ value, label: slotLabels[value] }))
const kindChoices = blockKinds.map((value) => ({ value, label: blockKindLabels[value] }))
const slotText = ({ date, slot }: SlotRef) => `${clubDayLabel(date)} ${slot}`

function placedText(vesselName: string, block: Awaited<ReturnType<typeof placeBlock>>) {
  const count = block.cancelled_bookings.length
  const cancelled =
    count === 0
      ? 'No booking was affected.'
      : `${count} ${count === 1 ? 'booking was' : 'bookings were'} cancelled and refunded in full; the members are told.`
  return `${vesselName} is blocked from ${slotText(block.from)} to ${slotText(block.to)}. ${cancelled}`
}

/**
 * Closes a vessel over a range of slots. A range over bookings is refused with the bookings listed and nothing
 * changed; staff may then place it again with force, which cancels them with every point refunded.
 */
export function BlockForm({ vessels, defaults, onDone, onCancel }: BlockFormProps) {
  const clashHeading = useId()
  const [clashes, setClashes] = useState<{ request: BlockRequest; list: BlockClash[] }>()
  const form = useForm<VesselBlockRequest, unknown, BlockRequest>({
    defaultValues: {
      vessel_id: defaults.vessel_id,
      from: defaults.slot,
      to: defaults.slot,
      kind: 'maintenance',
      reason: '',
    },
    resolver: zodResolver(vesselBlockRequestSchema),
  })
  const errors = form.formState.errors
  const nameOf = (vesselId: string) => vessels.find((vessel) => vessel.vessel_id === vesselId)?.name ?? ''

  const place = useMutation(
    {
      mutationFn: (request: BlockRequest) => placeBlock(request, crypto.randomUUID()),
      onMutate: () => setClashes(undefined),
      onSuccess: async (block) => {
        await queryClient.invalidateQueries({ queryKey: fleetKeys.all })
        onDone(adminResult('Successfull', placedText(nameOf(block.vessel_id), block)))
      },
      onError: (error, request) => {
        const list = clashesOf(error)
        if (list) setClashes({ request, list })
      },
    },
    queryClient,
  )

  return (
    <form noValidate onSubmit={form.handleSubmit((request) => place.mutate({ ...request, force: false }))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <ChoiceField
            control={form.control}
            name="vessel_id"
            label="Vessel"
            choices={vessels.map((vessel) => ({ value: vessel.vessel_id, label: vessel.name }))}
            error={errors.vessel_id?.message}
          />
        </div>
        <TextField label="From date" type="date" error={errors.from?.date?.message} {...form.register('from.date')} />
        <ChoiceField
          control={form.control}
          name="from.slot"
          label="From slot"
          choices={slotChoices}
          error={errors.from?.slot?.message}
        />
        <TextField label="To date" type="date" error={errors.to?.date?.message} {...form.register('to.date')} />
        <ChoiceField
          control={form.control}
          name="to.slot"
          label="To slot"
          choices={slotChoices}
          error={errors.to?.slot?.message}
        />
        <div className="sm:col-span-2">
          <ChoiceField
            control={form.control}
            name="kind"
            label="Kind"
            choices={kindChoices}
            error={errors.kind?.message}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Reason" rows={3} error={errors.reason?.message} {...form.register('reason')} />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('navy')} disabled={place.isPending}>
          Block
        </button>
        <button type="button" className={buttonClass('outline-dark')} onClick={onCancel}>
          Back
        </button>
      </div>
      <AlertMessage reserveSpace className="mt-3">
        {place.isError ? problemMessage(place.error, 'Unable to place the block.') : ''}
      </AlertMessage>
      {clashes && (
        <section aria-labelledby={clashHeading} className="mt-4 border-l-4 border-red-800 bg-white p-4">
          <h3 id={clashHeading} className="font-semibold text-navy-900">
            Bookings in the way
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-navy-900">
            {clashes.list.map((clash) => (
              <li key={clash.booking_id}>
                {clash.member.name} · {clash.tour_type} · {clubDateTimeLabel(new Date(clash.start_at))}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-navy-800">Nothing has changed.</p>
          <button
            type="button"
            className={buttonClass('navy', 'mt-4')}
            disabled={place.isPending}
            onClick={() => place.mutate({ ...clashes.request, force: true })}
          >
            Cancel these bookings and block
          </button>
        </section>
      )}
    </form>
  )
}
