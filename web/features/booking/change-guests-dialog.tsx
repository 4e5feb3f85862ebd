import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BookingSummary } from '../../../common/booking/booking-api.ts'
import { clubDayLabel } from '../../../common/club-time.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { buttonClass } from '../../ui/button-styles.ts'
import { Modal } from '../../ui/dialog.tsx'
import { bookingKeys, fetchVessels, putGuests } from './booking-client.ts'
import { GuestFields } from './guest-fields.tsx'
import { guestCount, guestsFormSchema, type GuestsFormValues, guestsOf } from './guests.ts'

interface ChangeGuestsDialogProps {
  booking: BookingSummary
  /** Says what changed. */
  onChanged: (message: string) => void
}

/** Change who is aboard a booking not yet started: the booking screen's guest fields, saved at once. */
export function ChangeGuestsDialog({ booking, onChanged }: ChangeGuestsDialogProps) {
  const [open, setOpen] = useState(false)
  const vessels = useQuery({ queryKey: bookingKeys.vessels, queryFn: fetchVessels, staleTime: 300_000 }, queryClient)
  const limit = vessels.data?.find((vessel) => vessel.vessel_id === booking.vessel_id)?.guests

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Change guests"
      description={`${booking.tour_type} aboard ${booking.item}, ${clubDayLabel(new Date(booking.start_at))} (booking ${booking.reference}).`}
      trigger={
        <button type="button" className={buttonClass('outline-dark', 'px-5 py-2')}>
          Change guests
        </button>
      }
    >
      {vessels.isError && <AlertMessage>Could not load the vessel’s limit. {vessels.error.message}</AlertMessage>}
      {vessels.isPending && <p className="text-sm text-navy-800">Loading…</p>}
      {limit !== undefined && (
        <GuestsForm
          booking={booking}
          limit={limit}
          onCancel={() => setOpen(false)}
          onSaved={(guests) => {
            setOpen(false)
            onChanged(`Booking ${booking.reference} now has ${guestCount(guests)} aboard.`)
          }}
        />
      )}
    </Modal>
  )
}

interface GuestsFormProps {
  booking: BookingSummary
  limit: number
  onCancel: () => void
  onSaved: (guests: number) => void
}

function GuestsForm({ booking, limit, onCancel, onSaved }: GuestsFormProps) {
  const form = useForm<GuestsFormValues, unknown, { guests: number; guest_names: string[] }>({
    defaultValues: guestsOf(booking),
    resolver: zodResolver(guestsFormSchema(limit, booking.item)),
  })
  const save = useMutation(
    {
      mutationFn: (aboard: { guests: number; guest_names: string[] }) => putGuests(booking.booking_id, aboard),
      onSuccess: async (answer) => {
        onSaved(answer.guests)
        await queryClient.invalidateQueries({ queryKey: ['booking'] })
      },
    },
    queryClient,
  )

  return (
    <form noValidate onSubmit={form.handleSubmit((aboard) => save.mutate(aboard))}>
      <GuestFields form={form} limit={limit} itemName={booking.item} />
      {save.isError && (
        <AlertMessage className="mt-4">{problemMessage(save.error, 'Could not change the guests.')}</AlertMessage>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="submit" className={buttonClass('navy', 'w-full sm:w-auto')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save guests'}
        </button>
        <button type="button" className={buttonClass('outline-dark', 'w-full sm:w-auto')} onClick={onCancel}>
          Keep as it is
        </button>
      </div>
    </form>
  )
}
