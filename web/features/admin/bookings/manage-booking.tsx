import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import {
  type AdminBookingRecord,
  type BookingRecord,
  bookingRecordAnswerSchema,
  cancelAnswerSchema,
  rebookAnswerSchema,
  tourRequestSchema,
  vesselAnswerSchema,
} from '../../../../common/booking/booking-api.ts'
import { clubDateOf, clubDateTimeLabel } from '../../../../common/club-time.ts'
import { MULTI_DAY_MAX, MULTI_DAY_MIN, tourTypes } from '../../../../common/booking/tours.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { CheckboxField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { BookingDetails, pointsText as points } from './booking-details.tsx'

const vesselsQuery = {
  queryKey: ['admin', 'vessels'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    vesselAnswerSchema.parse(await apiRequest('/booking/vessels', { method: 'GET', signal })),
}

const bookingQuery = (reference: string) => ({
  queryKey: ['admin', 'bookings', 'one', reference] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    bookingRecordAnswerSchema.parse(
      await apiRequest(`/booking/bookings/${encodeURIComponent(reference)}`, { method: 'GET', signal }),
    ),
  staleTime: 0,
})

interface ManageBookingProps {
  record: AdminBookingRecord
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The outcome, for the result dialog; the bookings are read again after a change. */
  onDone: (result: ResultMessage, changed: boolean) => void
  /** Opens another of the member's bookings in place of this one. */
  onOpenBooking: (reference: string) => void
}

const failure = (error: unknown) =>
  adminResult('Failed', error instanceof ApiError && error.detail ? error.detail : 'Something went wrong.')

/**
 * One booking of the member, opened from its row or its 'view' link: everything about it in words, and while it has
 * not started, cancel (waiving the 48-hour rule if staff choose) or rebook on the member's behalf. A cancelled or
 * moved booking opens read-only.
 */
export function ManageBooking({ record, open, onOpenChange, onDone, onOpenBooking }: ManageBookingProps) {
  const booking = useQuery({ ...bookingQuery(record.reference), enabled: open }, queryClient)
  const changeable = record.status === 'Booked'
  const title = booking.data ? `${booking.data.item}, ${booking.data.tour_type}` : `Booking ${record.reference}`
  return (
    <Modal
      trigger={
        <button
          type="button"
          className="min-h-9 rounded-full px-4 py-1.5 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          {changeable ? 'Manage' : 'Details'}
          <span className="sr-only"> the booking {record.reference}</span>
        </button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`${record.reference} · ${record.start} · ${record.status}`}
      wide
    >
      {booking.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {booking.error instanceof ApiError && booking.error.detail
            ? booking.error.detail
            : 'Unable to load the booking.'}
        </p>
      )}
      {booking.isPending && !booking.isError && <p className="text-navy-800">Loading the booking…</p>}
      {booking.data && (
        <>
          <BookingDetails booking={booking.data} onOpenBooking={onOpenBooking} />
          {booking.data.status === 'booked' && <BookingChanges booking={booking.data} onDone={onDone} />}
        </>
      )}
    </Modal>
  )
}

/** Cancel or rebook a booking that has not started. */
function BookingChanges({ booking: record, onDone }: { booking: BookingRecord; onDone: ManageBookingProps['onDone'] }) {
  const cancelHeading = useId()
  const rebookHeading = useId()
  const vessels = useQuery(vesselsQuery, queryClient)
  const [waive, setWaive] = useState(false)
  const [vesselName, setVesselName] = useState('')
  const [tourType, setTourType] = useState<string>(record.tour_type)
  const [date, setDate] = useState(clubDateOf(new Date(record.start_at)))
  const [days, setDays] = useState(String(MULTI_DAY_MIN))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const currentVessel = vessels.data?.find((vessel) => vessel.vessel_id === record.vessel_id)?.name ?? ''

  async function cancel() {
    setBusy(true)
    try {
      const answer = cancelAnswerSchema.parse(
        await apiRequest(`/booking/bookings/${record.reference}/cancel`, {
          method: 'POST',
          json: waive ? { waive: true } : {},
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      )
      onDone(
        adminResult(
          'Successful',
          `The booking is cancelled. ${points(answer.refunded_points)} refunded; ${record.username} now has ${points(answer.current_points)}.`,
        ),
        true,
      )
    } catch (error) {
      onDone(failure(error), false)
    } finally {
      setBusy(false)
    }
  }

  async function rebook(event: FormEvent) {
    event.preventDefault()
    const vessel = vessels.data?.find((candidate) => candidate.name === (vesselName || currentVessel))
    const checked = tourRequestSchema.safeParse({
      vessel_id: vessel?.vessel_id,
      tour_type: tourType,
      date,
      ...(tourType === 'Multi-day' ? { days: Number(days) } : {}),
    })
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message
      return setErrors(found)
    }
    setErrors({})
    setBusy(true)
    try {
      const answer = rebookAnswerSchema.parse(
        await apiRequest(`/booking/bookings/${record.reference}/rebook`, {
          method: 'POST',
          json: checked.data,
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      )
      const difference = answer.points_difference
      onDone(
        adminResult(
          'Successful',
          `Rebooked to ${answer.reference}: ${answer.item}, ${answer.tour_type}, ${clubDateTimeLabel(new Date(answer.start_at))}. ${
            difference === 0
              ? 'The cost is the same.'
              : difference > 0
                ? `${points(difference)} more were charged.`
                : `${points(-difference)} were given back.`
          } ${record.username} now has ${points(answer.current_points)}.`,
        ),
        true,
      )
    } catch (error) {
      onDone(failure(error), false)
    } finally {
      setBusy(false)
    }
  }

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
        <button type="button" className={buttonClass('navy', 'mt-4')} disabled={busy} onClick={() => void cancel()}>
          Cancel booking
        </button>
      </section>

      <form noValidate onSubmit={rebook} aria-labelledby={rebookHeading} className="mt-10">
        <h3 id={rebookHeading} className="font-display text-2xl font-semibold text-navy-900">
          Rebook
        </h3>
        <p className="mt-2 text-sm text-navy-800">
          The member’s rules apply; the difference in points is charged or given back.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Vessel"
            options={vessels.data?.map((vessel) => vessel.name) ?? []}
            value={vesselName || currentVessel}
            onChange={(event) => setVesselName(event.target.value)}
            disabled={!vessels.data}
            error={errors.vessel_id}
          />
          <SelectField
            label="Tour"
            options={tourTypes}
            value={tourType}
            onChange={(event) => setTourType(event.target.value)}
            error={errors.tour_type}
          />
          <TextField
            label="Date"
            type="date"
            value={date}
            min={clubDateOf(new Date())}
            onChange={(event) => setDate(event.target.value)}
            error={errors.date}
          />
          {tourType === 'Multi-day' && (
            <TextField
              label="Days"
              type="number"
              min={MULTI_DAY_MIN}
              max={MULTI_DAY_MAX}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={errors.days}
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
