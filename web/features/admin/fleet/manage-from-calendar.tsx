import { useQuery } from '@tanstack/react-query'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { BookingChanges } from '../bookings/booking-changes.tsx'
import { adminBookingKeys, bookingQuery } from '../bookings/bookings-client.ts'
import { fleetKeys } from './fleet-client.ts'

interface ManageFromCalendarProps {
  reference: string
  onDone: (result: ResultMessage) => void
}

/** The Bookings tool's cancel, waive and rebook, on the booking a cell holds; a change reads the calendar again. */
export function ManageFromCalendar({ reference, onDone }: ManageFromCalendarProps) {
  const booking = useQuery(bookingQuery(reference), queryClient)
  if (booking.isError)
    return <AlertMessage>{problemMessage(booking.error, 'Unable to load the booking.')}</AlertMessage>
  if (!booking.data) return <p className="mt-4 text-navy-800">Loading the booking…</p>
  if (booking.data.status !== 'booked') return null
  return (
    <BookingChanges
      booking={booking.data}
      onDone={(result, changed) => {
        if (changed) {
          void queryClient.invalidateQueries({ queryKey: fleetKeys.all })
          void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all })
        }
        onDone(result)
      }}
    />
  )
}
