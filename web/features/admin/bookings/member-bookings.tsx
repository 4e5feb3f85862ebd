import { useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminBookingRecord } from '../../../../common/booking/booking-api.ts'
import { type ClubDate, clubLongDayLabel, isClubDate } from '../../../../common/club-time.ts'
import { ApiError } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { MemberPicker } from '../member-form-parts.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'
import { adminBookingKeys, memberBookingsQuery } from './bookings-client.ts'
import { BookingsTable } from './bookings-table.tsx'
import { ManageBooking } from './manage-booking.tsx'

/** The specification's failure text: the HTTP status, or the network's failure. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status ? `HTTP ${error.status}` : 'Network error. Please try again.'

/** A free slot staff chose to book from the fleet calendar: `&vessel=…&date=…`. */
export interface SlotToBook {
  vesselId: string
  date: ClubDate
}

function slotToBookFrom(search: URLSearchParams): SlotToBook | undefined {
  const vesselId = search.get('vessel')
  const date = search.get('date')
  return vesselId && date && isClubDate(date) ? { vesselId, date } : undefined
}

interface MemberBookingsProps {
  /** The booking panel working on the member, given by the route (it belongs to the booking feature). */
  bookFor?: (username: string, onBooked: () => void, slot: SlotToBook | undefined) => ReactNode
}

/**
 * Bookings ('View User Bookings', portal-and-admin.md §2 screen 5): pick a member, list their bookings, and cancel or
 * rebook one for them, or book a new one. `?username=` loads a member's bookings; `&booking=` opens one (the records'
 * 'view' links); `&vessel=…&date=…` (a free slot of the fleet calendar) opens the booking panel on it.
 */
export function MemberBookings({ bookFor }: MemberBookingsProps) {
  const headingId = useId()
  const [search, setSearch] = useSearchParams()
  const directory = useQuery(memberDirectoryQuery('all'), queryClient)
  const [chosen, setChosen] = useState(search.get('username') ?? '')
  const [problem, setProblem] = useState<string>()
  const [managing, setManaging] = useState<string | undefined>(search.get('booking')?.toUpperCase() ?? undefined)
  const [result, setResult] = useState<ResultMessage | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const slot = slotToBookFrom(search)
  const slotParams: Record<string, string> = slot ? { vessel: slot.vesselId, date: slot.date } : {}
  const [booking, setBooking] = useState(slot !== undefined)
  const submitted = search.get('username') ?? ''
  const bookings = useQuery({ ...memberBookingsQuery(submitted), enabled: submitted !== '' }, queryClient)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return setProblem('Please select a user')
    setProblem(undefined)
    if (chosen === submitted) void bookings.refetch()
    else setSearch({ tab: 'bookings', username: chosen, ...slotParams }, { replace: true })
  }

  /** Picking a member clears the error, the rows and what was submitted. */
  function choose(username: string) {
    setChosen(username)
    setBooking(slot !== undefined)
    setProblem(undefined)
    if (submitted) setSearch({ tab: 'bookings', ...slotParams }, { replace: true })
  }

  const finish = useCallback((outcome: ResultMessage, changed: boolean) => {
    setManaging(undefined)
    setResult(outcome)
    if (changed) void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all })
  }, [])

  // Every booking opens, a cancelled or moved one read-only; one moved to another opens that one in its place.
  const actions = useCallback(
    (record: AdminBookingRecord) => (
      <ManageBooking
        record={record}
        open={managing === record.reference}
        onOpenChange={(open) => setManaging(open ? record.reference : undefined)}
        onDone={finish}
        onOpenBooking={setManaging}
      />
    ),
    [managing, finish],
  )

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        View User Bookings
      </h2>
      {slot && !submitted && (
        <p className="mt-4 text-navy-800">
          To book {clubLongDayLabel(slot.date)} from the fleet calendar, choose the member and press Submit.
        </p>
      )}
      <MemberPicker
        members={directory.data}
        chosen={chosen}
        onChoose={choose}
        onSubmit={submit}
        busy={bookings.isFetching}
      />
      <AlertMessage reserveSpace className="mt-3">
        {directory.isError
          ? 'Unable to load users'
          : (problem ?? (bookings.isError ? failureText(bookings.error) : ''))}
      </AlertMessage>
      <div aria-live="polite" aria-busy={bookings.isFetching}>
        {bookings.isPending && bookings.isFetching && <p className="text-navy-800">Loading bookings…</p>}
        {bookings.data &&
          (bookings.data.length === 0 ? (
            <p className="text-navy-800">No bookings found for {submitted}</p>
          ) : (
            <BookingsTable ref={tableRef} username={submitted} records={bookings.data} actions={actions} />
          ))}
      </div>
      {bookFor && submitted && bookings.isSuccess && (
        <div className="mt-6">
          <button
            type="button"
            aria-expanded={booking}
            className={buttonClass('navy')}
            onClick={() => setBooking((open) => !open)}
          >
            Book for this member
          </button>
          {booking &&
            bookFor(submitted, () => void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }), slot)}
        </div>
      )}
      <LazyResultDialog message={result} onClose={() => setResult(null)} returnFocusTo={tableRef} />
    </section>
  )
}
