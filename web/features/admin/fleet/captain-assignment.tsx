import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { captainAssignmentRequestSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { SelectField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { assignCaptain, captainsQuery, fleetKeys } from './fleet-client.ts'
import type { FleetCell, FleetVessel } from './fleet-week.ts'

type Assignment = z.infer<typeof captainAssignmentRequestSchema>

interface CaptainAssignmentProps {
  vessel: FleetVessel
  booking: NonNullable<FleetCell['booking']>
  onDone: (result: ResultMessage) => void
}

const NO_CAPTAIN = 'No captain'

/**
 * Puts a captain on the outing, changes them or takes them off. Only captains on the roster and qualified on this
 * vessel are offered; whether they are free, off or licensed that day is the server's to say, in words.
 */
export function CaptainAssignment({ vessel, booking, onDone }: CaptainAssignmentProps) {
  const headingId = useId()
  const captains = useQuery(captainsQuery, queryClient)
  const qualified = (captains.data ?? []).filter(
    (captain) => !captain.retired && captain.vessels.includes(vessel.vessel_id),
  )
  // The outing's own captain stays a choice even if no longer offered (retired, or their vessels changed).
  const choices = [
    ...qualified.map(({ captain_id, name }) => ({ id: captain_id, name })),
    ...(booking.captain && !qualified.some((captain) => captain.captain_id === booking.captain?.id)
      ? [booking.captain]
      : []),
  ]
  const form = useForm<Assignment>({
    defaultValues: { captain_id: booking.captain?.id ?? null },
    resolver: zodResolver(captainAssignmentRequestSchema),
  })
  const assign = useMutation(
    {
      mutationFn: ({ captain_id }: Assignment) => assignCaptain(booking.booking_id, captain_id, crypto.randomUUID()),
      onSuccess: async (answer) => {
        await queryClient.invalidateQueries({ queryKey: fleetKeys.all })
        onDone(
          adminResult(
            'Successfull',
            answer.captain
              ? `${answer.captain.name} now captains ${booking.member.name}’s ${booking.tour_type} aboard ${vessel.name} (${answer.reference}).`
              : `${answer.reference} has no captain now.`,
          ),
        )
      },
    },
    queryClient,
  )
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-8"
      onSubmit={form.handleSubmit((values) => assign.mutate(values))}
    >
      <h3 id={headingId} className="font-display text-2xl font-semibold text-navy-900">
        Assign a captain
      </h3>
      <p className="mt-2 text-sm text-navy-800">Captains on the roster who are qualified on {vessel.name}.</p>
      <div className="mt-4 sm:max-w-sm">
        <Controller
          control={form.control}
          name="captain_id"
          render={({ field }) => (
            <SelectField
              label="Captain"
              options={[NO_CAPTAIN, ...choices.map((choice) => choice.name)]}
              value={choices.find((choice) => choice.id === field.value)?.name ?? NO_CAPTAIN}
              onChange={(event) =>
                field.onChange(choices.find((choice) => choice.name === event.target.value)?.id ?? null)
              }
              onBlur={field.onBlur}
              disabled={!captains.data}
              error={form.formState.errors.captain_id?.message}
            />
          )}
        />
      </div>
      <button type="submit" className={buttonClass('gold', 'mt-4')} disabled={assign.isPending || !captains.data}>
        Save<span className="sr-only"> the captain</span>
      </button>
      <AlertMessage reserveSpace className="mt-3">
        {captains.isError
          ? problemMessage(captains.error, 'Unable to load the captains.')
          : assign.isError
            ? problemMessage(assign.error, 'Unable to save the captain.')
            : ''}
      </AlertMessage>
    </form>
  )
}
