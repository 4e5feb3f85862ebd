import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { type BookingRecord, type TourRequest, tourRequestSchema } from '../../../../common/booking/booking-api.ts'
import { MULTI_DAY_MAX, MULTI_DAY_MIN, tourTypes } from '../../../../common/booking/tours.ts'
import { clubDateOf, clubDateTimeLabel } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { CheckboxField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { pointsText as points } from './booking-details.tsx'
import { cancelBooking, rebookBooking, vesselsQuery } from './bookings-client.ts'

/** What the fields hold: the booking's vessel and tour as the record names them, the days only for a multi-day trip. */
interface RebookForm {
  vessel_id: string
  tour_type: string
  date: string
  days?: number
}

interface BookingChangesProps {
  booking: BookingRecord
  /** The outcome, for the result dialog, and whether the booking changed. */
  onDone: (result: ResultMessage, changed: boolean) => void
}

const failure = (error: unknown) => adminResult('Failed', problemMessage(error, 'Something went wrong.'))

function rebookedText(answer: Awaited<ReturnType<typeof rebookBooking>>, username: string) {
  const difference = answer.points_difference
  const charge =
    difference === 0
      ? 'The cost is the same.'
      : difference > 0
        ? `${points(difference)} more were charged.`
        : `${points(-difference)} were given back.`
  return `Rebooked to ${answer.reference}: ${answer.item}, ${answer.tour_type}, ${clubDateTimeLabel(new Date(answer.start_at))}. ${charge} ${username} now has ${points(answer.current_points)}.`
}

/** Cancel or rebook a booking that has not started. */
export function BookingChanges({ booking: record, onDone }: BookingChangesProps) {
  const cancelHeading = useId()
  const rebookHeading = useId()
  const vessels = useQuery(vesselsQuery, queryClient)
  const [waive, setWaive] = useState(false)
  const form = useForm<RebookForm, unknown, TourRequest>({
    defaultValues: {
      vessel_id: record.vessel_id,
      tour_type: record.tour_type,
      date: clubDateOf(new Date(record.start_at)),
    },
    // The fields hold any text; the schema checks it as the server does and answers the request to send.
    resolver: zodResolver(tourRequestSchema) as never,
  })
  const errors = form.formState.errors
  const tourType = useWatch({ control: form.control, name: 'tour_type' })

  const cancel = useMutation(
    {
      mutationFn: ({ attemptKey }: { attemptKey: string }) => cancelBooking(record.reference, waive, attemptKey),
      onSuccess: (answer) =>
        onDone(
          adminResult(
            'Successfull',
            `The booking is cancelled. ${points(answer.refunded_points)} refunded; ${record.username} now has ${points(answer.current_points)}.`,
          ),
          true,
        ),
      onError: (error) => onDone(failure(error), false),
    },
    queryClient,
  )
  const rebook = useMutation(
    {
      mutationFn: ({ tour, attemptKey }: { tour: TourRequest; attemptKey: string }) =>
        rebookBooking(record.reference, tour, attemptKey),
      onSuccess: (answer) => onDone(adminResult('Successfull', rebookedText(answer, record.username)), true),
      onError: (error) => onDone(failure(error), false),
    },
    queryClient,
  )
  const busy = cancel.isPending || rebook.isPending

  return (
    <>
      <section aria-labelledby={cancelHeading} className="mt-8">
        <h3 id={cancelHeading} className="font-display text-2xl font-semibold text-navy-900">
          Cancel the booking
        </h3>
        <p className="mt-2 text-sm text-navy-800">
          More than 48 hours before the start every point comes back; later, the points are kept unless you waive the
          rule.
        </p>
        <div className="mt-4">
          <CheckboxField
            label={`Waive the 48-hour rule: refund all ${points(record.points_cost)}`}
            checked={waive}
            onChange={(event) => setWaive(event.target.checked)}
          />
        </div>
        <button
          type="button"
          className={buttonClass('navy', 'mt-4')}
          disabled={busy}
          onClick={() => cancel.mutate({ attemptKey: crypto.randomUUID() })}
        >
          Cancel booking
        </button>
      </section>

      <form
        noValidate
        onSubmit={form.handleSubmit((tour) => rebook.mutate({ tour, attemptKey: crypto.randomUUID() }))}
        aria-labelledby={rebookHeading}
        className="mt-10"
      >
        <h3 id={rebookHeading} className="font-display text-2xl font-semibold text-navy-900">
          Rebook
        </h3>
        <p className="mt-2 text-sm text-navy-800">
          The member’s rules apply; the difference in points is charged or given back.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {/* The list names the vessels; the form holds the chosen one's id. */}
          <Controller
            control={form.control}
            name="vessel_id"
            render={({ field }) => (
              <SelectField
                label="Vessel"
                options={vessels.data?.map((vessel) => vessel.name) ?? []}
                value={vessels.data?.find((vessel) => vessel.vessel_id === field.value)?.name ?? ''}
                onChange={(event) =>
                  field.onChange(vessels.data?.find((vessel) => vessel.name === event.target.value)?.vessel_id)
                }
                onBlur={field.onBlur}
                disabled={!vessels.data}
                error={errors.vessel_id?.message}
              />
            )}
          />
          <SelectField
            label="Tour"
            options={tourTypes}
            error={errors.tour_type?.message}
            {...form.register('tour_type')}
          />
          <TextField
            label="Date"
            type="date"
            min={clubDateOf(new Date())}
            error={errors.date?.message}
            {...form.register('date')}
          />
          {tourType === 'Multi-day' && (
            <TextField
              label="Days"
              type="number"
              min={MULTI_DAY_MIN}
              max={MULTI_DAY_MAX}
              defaultValue={MULTI_DAY_MIN}
              error={errors.days?.message}
              // Only a multi-day trip sends its days: the field leaves the form when another tour is chosen.
              {...form.register('days', { valueAsNumber: true, shouldUnregister: true })}
            />
          )}
        </div>
        <button type="submit" className={buttonClass('gold', 'mt-4')} disabled={busy || !vessels.data}>
          Rebook
        </button>
      </form>
    </>
  )
}
