import { useRef, useState } from 'react'
import type { BookingAnswer, BookingSummary } from '../../../common/booking/booking-api.ts'
import { clubDayLabel } from '../../../common/club-time.ts'
import type { WaitlistEntry } from '../../../common/waitlist/waitlist-api.ts'
import { announceBooking } from '../../ui/booking-notice.tsx'
import { BookingPanel } from './booking-panel.tsx'
import { FleetToBook } from './fleet-to-book.tsx'
import { guestCount } from './guests.ts'
import { MyBallot } from './my-ballot.tsx'
import { MyBookings } from './my-bookings.tsx'
import { MyWaitlist } from './my-waitlist.tsx'
import { reveal } from './reveal.ts'

/** The portal's Dashboard: the member's bookings first, then the fleet to book from and the chosen vessel's calendar and quote. */
export function BookingDashboard() {
  const [vesselId, setVesselId] = useState<string>()
  const [rebooking, setRebooking] = useState<BookingSummary>()
  const [offer, setOffer] = useState<WaitlistEntry>()
  const [booked, setBooked] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  const bookedLine = useRef<HTMLParagraphElement>(null)

  function onBooked(answer: BookingAnswer) {
    announceBooking(answer.points_cost, answer.current_points)
    setBooked(
      `${rebooking ? 'Rebooked' : 'Booked'}: ${answer.tour_type} aboard ${answer.item}, ` +
        `${clubDayLabel(new Date(answer.start_at))}, ${guestCount(answer.guests)}.`,
    )
    setRebooking(undefined)
    setOffer(undefined)
    // The Confirm button goes with the quote: the focus and the eye go to the line that says what was booked.
    requestAnimationFrame(() => {
      bookedLine.current?.focus({ preventScroll: true })
      reveal(bookedLine.current, 'center')
    })
  }

  return (
    <div>
      <MyBookings
        onRebook={(booking) => {
          setOffer(undefined)
          setRebooking(booking)
          setVesselId(booking.vessel_id)
          setBooked('')
          requestAnimationFrame(() => reveal(panel.current))
        }}
      />
      <MyWaitlist
        onBook={(entry) => {
          setRebooking(undefined)
          setOffer(entry)
          setVesselId(entry.vessel_id)
          setBooked('')
          requestAnimationFrame(() => reveal(panel.current))
        }}
      />
      <MyBallot />
      <h2 className="mt-16 font-display text-4xl font-semibold text-navy-900">Book an outing</h2>
      <p
        ref={bookedLine}
        role="status"
        tabIndex={-1}
        className="mt-3 min-h-6 scroll-mt-24 text-sm font-medium text-emerald-800 focus:outline-none"
      >
        {booked}
      </p>
      {rebooking && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-l-4 border-gold-500 bg-gold-200/40 p-4 text-sm text-navy-900">
          <p>
            Rebooking {rebooking.tour_type} aboard {rebooking.item}, {clubDayLabel(new Date(rebooking.start_at))}:
            choose the new vessel, day and tour.
          </p>
          <button type="button" className="font-medium underline" onClick={() => setRebooking(undefined)}>
            Stop rebooking
          </button>
        </div>
      )}
      <FleetToBook
        vesselId={vesselId}
        onChoose={(chosen) => {
          setVesselId(chosen)
          setOffer(undefined)
          setBooked('')
        }}
        panelRef={panel}
        panel={(vessel) => {
          const offered = offer?.vessel_id === vessel.vessel_id ? offer : undefined
          return (
            <BookingPanel
              key={`${vessel.vessel_id}:${offered?.waitlist_id ?? ''}`}
              vessel={vessel}
              rebooking={rebooking}
              initialDate={offered?.date}
              initialTour={
                offered && {
                  tourType: offered.tour_type,
                  // The picker keeps a trip's length for Multi-day only; any other tour leaves it at its first choice.
                  days: offered.tour_type === 'Multi-day' ? offered.days : 2,
                }
              }
              onBooked={onBooked}
            />
          )
        }}
      />
    </div>
  )
}
