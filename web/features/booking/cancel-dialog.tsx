import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { BookingListEntry } from '../../../common/booking/booking-api.ts'
import { cancelsFree } from '../../../common/booking/booking-rules.ts'
import { clubDayLabel } from '../../../common/club-time.ts'
import { profileQuery } from '../../lib/member-profile.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { ClubPhoneLink } from '../../ui/club-phone-link.tsx'
import { Modal } from '../../ui/dialog.tsx'
import { postCancel } from './booking-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'

interface CancelDialogProps {
  booking: BookingListEntry
  /** Says what happened, and the balance it left. */
  onCancelled: (message: string, balance: number) => void
}

/** Cancel, with a confirmation that says before anything happens whether the points come back. */
export function CancelDialog({ booking, onCancelled }: CancelDialogProps) {
  const [open, setOpen] = useState(false)
  const [attemptKey] = useState(() => crypto.randomUUID())
  const free = cancelsFree(new Date(booking.start_at), new Date())
  const points = booking.points_cost.toLocaleString('en-US')
  const cancel = useMutation(
    {
      mutationFn: () => postCancel(booking.booking_id, attemptKey),
      onSuccess: async (answer) => {
        setOpen(false)
        onCancelled(
          `${booking.tour_type} aboard ${booking.item} on ${clubDayLabel(new Date(booking.start_at))} is cancelled. ` +
            `${answer.refunded_points.toLocaleString('en-US')} points returned; your balance is ` +
            `${answer.current_points.toLocaleString('en-US')}.`,
          answer.current_points,
        )
        await queryClient.invalidateQueries({ queryKey: ['booking'] })
        await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
      },
    },
    queryClient,
  )

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) cancel.reset()
      }}
      title="Cancel this booking?"
      description={`${booking.tour_type} aboard ${booking.item}, ${clubDayLabel(new Date(booking.start_at))} (booking ${booking.reference}).`}
      trigger={
        <button type="button" className={buttonClass('outline-dark', 'px-5 py-2')}>
          Cancel
        </button>
      }
    >
      <p className="text-navy-900">
        {booking.weather ? (
          `A ${booking.weather.event} is in force over this outing, so all ${points} Mariner Points are refunded in full.`
        ) : free ? (
          `It starts more than 48 hours from now, so all ${points} Mariner Points come back to you.`
        ) : (
          <>
            It starts within 48 hours, so the {points} Mariner Points are not refunded. Please call the club at{' '}
            <ClubPhoneLink /> if something has come up.
          </>
        )}
      </p>
      {cancel.isError && <AlertMessage className="mt-4">{cancel.error.message}</AlertMessage>}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          className={buttonClass('navy', 'w-full sm:w-auto')}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
        </button>
        <button
          type="button"
          className={buttonClass('outline-dark', 'w-full sm:w-auto')}
          onClick={() => setOpen(false)}
        >
          Keep booking
        </button>
      </div>
    </Modal>
  )
}
