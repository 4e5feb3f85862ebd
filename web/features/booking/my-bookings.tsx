import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { BookingSummary } from '../../../common/booking/booking-api.ts'
import { clubClockTime, clubDayLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { profileQuery } from '../../lib/member-profile.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { bookingKeys, calendarFileUrl, fetchMyBookings } from './booking-client.ts'
import { CalendarSubscription } from './calendar-subscription.tsx'
import { CancelDialog } from './cancel-dialog.tsx'
import { ChangeGuestsDialog } from './change-guests-dialog.tsx'
import { guestsChangeable, whoIsAboard } from './guests.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { RebookingPriority, WeatherNotice } from './weather-notices.tsx'

const statusWords: Record<BookingSummary['status'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rebooked: 'Rebooked',
}

function when(booking: BookingSummary): string {
  const start = new Date(booking.start_at)
  const end = new Date(booking.end_at)
  const endDay = clubDayLabel(end) === clubDayLabel(start) ? '' : `${clubDayLabel(end)}, `
  return `${clubDayLabel(start)}, ${clubClockTime(start)} – ${endDay}${clubClockTime(end)}`
}

interface MyBookingsProps {
  onRebook: (booking: BookingSummary) => void
}

/** The member's bookings, upcoming or past, with a calendar file, Cancel and Rebook for those still ahead. */
export function MyBookings({ onRebook }: MyBookingsProps) {
  const [shown, setShown] = useState<'upcoming' | 'past'>('upcoming')
  const [notice, setNotice] = useState<{ message: string; balance: number }>()
  const [guestsNotice, setGuestsNotice] = useState('')
  const list = useQuery({ queryKey: bookingKeys.mine(shown), queryFn: () => fetchMyBookings(shown) }, queryClient)
  const balance = useQuery(profileQuery, queryClient).data?.points_balance
  // A cancellation's notice tells the balance it left: once the balance moves on, the notice is out of date.
  const current = notice && (balance === undefined || balance === notice.balance) ? notice.message : ''

  return (
    <section aria-labelledby="my-bookings-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="my-bookings-heading" className="font-display text-4xl font-semibold text-navy-900">
          My bookings
        </h2>
        <div role="group" aria-label="Which bookings" className="flex rounded-full bg-navy-900/5 p-1">
          {(['upcoming', 'past'] as const).map((which) => (
            <button
              key={which}
              type="button"
              aria-pressed={shown === which}
              onClick={() => setShown(which)}
              className="rounded-full px-5 py-2 text-sm font-medium text-navy-900 capitalize aria-pressed:bg-navy-900 aria-pressed:text-sand-50"
            >
              {which}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-emerald-800">
        {current || guestsNotice}
      </p>
      <RebookingPriority />
      {list.isPending && <p className="mt-2 text-sm text-navy-800">Loading your bookings…</p>}
      {list.isError && <AlertMessage className="mt-2">Could not load your bookings. {list.error.message}</AlertMessage>}
      {list.data?.length === 0 && (
        <p className="mt-2 text-navy-800">
          {shown === 'upcoming' ? 'No outings ahead yet: choose a vessel below to book one.' : 'No past outings yet.'}
        </p>
      )}
      <ul className="mt-2 grid gap-4 lg:grid-cols-2">
        {list.data?.map((booking) => (
          <li key={booking.booking_id} className="bg-white p-5 shadow-sm ring-1 ring-navy-900/10">
            <article
              aria-label={`${booking.tour_type} aboard ${booking.item}, ${clubDayLabel(new Date(booking.start_at))}`}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-display text-2xl font-semibold text-navy-900">{booking.item}</h3>
                <span className="rounded-full bg-navy-900/5 px-3 py-1 text-xs font-medium text-navy-900">
                  {statusWords[booking.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-navy-900">
                {booking.tour_type} · <span className="whitespace-nowrap">Booking {booking.reference}</span>
              </p>
              <p className="text-sm text-navy-800">{when(booking)}</p>
              <p className="text-sm text-navy-800">{whoIsAboard(booking)}</p>
              {booking.weather && <WeatherNotice notice={booking.weather} />}
              <p className="mt-2 text-sm text-navy-800">
                {booking.points_cost.toLocaleString('en-US')} points · booking fee{' '}
                {formatCents(booking.booking_fee_cents)}
                {booking.labor_surcharge_cents > 0 && ` · crew labor ${formatCents(booking.labor_surcharge_cents)}`}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {/* A past, cancelled or moved booking's file updates or removes what a calendar holds. */}
                <a
                  href={calendarFileUrl(booking.reference)}
                  download
                  className={buttonClass('outline-dark', 'px-5 py-2')}
                >
                  {booking.status === 'cancelled' || booking.status === 'rebooked'
                    ? 'Remove from calendar'
                    : 'Add to calendar'}
                </a>
                {shown === 'upcoming' && (
                  <button
                    type="button"
                    className={buttonClass('outline-dark', 'px-5 py-2')}
                    onClick={() => onRebook(booking)}
                  >
                    Rebook
                  </button>
                )}
                {shown === 'upcoming' && guestsChangeable(booking, new Date()) && (
                  <ChangeGuestsDialog
                    booking={booking}
                    onChanged={(message) => {
                      setNotice(undefined)
                      setGuestsNotice(message)
                    }}
                  />
                )}
                {shown === 'upcoming' && (
                  <CancelDialog
                    booking={booking}
                    onCancelled={(message, left) => {
                      setGuestsNotice('')
                      setNotice({ message, balance: left })
                    }}
                  />
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <CalendarSubscription />
    </section>
  )
}
