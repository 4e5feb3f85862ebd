import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { AdminBookingRecord } from '../../../../common/booking/booking-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { invoiceHref } from '../admin-tabs.ts'
import { smallButtonClass } from '../captains/small-button.ts'
import { BookingDamage } from '../dock/booking-damage.tsx'
import { BookingChanges } from './booking-changes.tsx'
import { BookingDetails } from './booking-details.tsx'
import { bookingQuery } from './bookings-client.ts'

interface ManageBookingProps {
  record: AdminBookingRecord
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The outcome, for the result dialog; the bookings are read again after a change. */
  onDone: (result: ResultMessage, changed: boolean) => void
  /** Opens another of the member's bookings in place of this one. */
  onOpenBooking: (reference: string) => void
}

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
      {booking.isError && <AlertMessage>{problemMessage(booking.error, 'Unable to load the booking.')}</AlertMessage>}
      {booking.isPending && !booking.isError && <p className="text-navy-800">Loading the booking…</p>}
      {booking.data && (
        <>
          <BookingDetails booking={booking.data} onOpenBooking={onOpenBooking} />
          <BookingDamage reference={booking.data.reference} />
          <Link
            to={invoiceHref(booking.data.reference)}
            className={`${smallButtonClass} mt-6 inline-flex items-center`}
          >
            Invoice<span className="sr-only"> for the booking {booking.data.reference}</span>
          </Link>
          {booking.data.status === 'booked' && <BookingChanges booking={booking.data} onDone={onDone} />}
        </>
      )}
    </Modal>
  )
}
