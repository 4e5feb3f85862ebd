import { useQuery } from '@tanstack/react-query'
import type { WeatherNotice as Notice } from '../../../common/weather/weather-api.ts'
import { clubDateLabel, clubDateTimeLabel } from '../../../common/club-time.ts'
import { REBOOKING_PRIORITY_REACH_DAYS } from '../../../common/weather/weather-rules.ts'
import { queryClient } from '../../lib/query-client.ts'
import { bookingKeys, fetchRebookingPriority } from './booking-client.ts'

/** A marine alert over one of the member's outings (member-api §8): what, until when, and that cancelling costs nothing. */
export function WeatherNotice({ notice }: { notice: Notice }) {
  return (
    <div className="mt-3 border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-navy-900">
      <p className="font-semibold">
        {notice.event} until {clubDateTimeLabel(new Date(notice.ends))}
      </p>
      <p>You may cancel without losing points.</p>
    </div>
  )
}

/** The member's rebooking priority while it stands, after the club cancelled an outing of theirs for weather. */
export function RebookingPriority() {
  const priority = useQuery({ queryKey: bookingKeys.priority, queryFn: fetchRebookingPriority }, queryClient).data
  if (!priority?.active || !priority.priority_until || !priority.books_until) return null
  return (
    <div className="mt-2 mb-4 border-l-4 border-gold-500 bg-gold-200/40 p-4 text-sm text-navy-900">
      <p className="font-semibold">Rebooking priority until {clubDateTimeLabel(new Date(priority.priority_until))}</p>
      <p>
        After an outing the club cancelled for weather, you may make one booking up to {REBOOKING_PRIORITY_REACH_DAYS}{' '}
        days past your usual booking window, as far ahead as {clubDateLabel(priority.books_until)}, and you come first
        on the waitlist.
      </p>
    </div>
  )
}
