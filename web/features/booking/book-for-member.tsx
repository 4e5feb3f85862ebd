import { useId, useRef, useState } from 'react'
import type { BookingAnswer } from '../../../common/booking/booking-api.ts'
import { type ClubDate, clubDayLabel } from '../../../common/club-time.ts'
import { BookingPanel } from './booking-panel.tsx'
import { FleetToBook } from './fleet-to-book.tsx'
import { guestCount } from './guests.ts'

interface BookForMemberProps {
  username: string
  /** A free slot chosen in the fleet calendar: its vessel and day open ready to book. */
  slot?: { vesselId: string; date: ClubDate }
  onBooked: (answer: BookingAnswer) => void
}

/**
 * Staff booking for a member from the back office: the member's own booking panel, their rules, points and calendar,
 * with the choice to set the rules aside (never points or timing), which the server records.
 */
export function BookForMember({ username, slot, onBooked }: BookForMemberProps) {
  const headingId = useId()
  const [vesselId, setVesselId] = useState<string | undefined>(slot?.vesselId)
  const [setRulesAside, setSetRulesAside] = useState(false)
  const [booked, setBooked] = useState('')
  const panel = useRef<HTMLDivElement>(null)

  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-navy-900/10 pt-8">
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Book for {username}
      </h3>
      <label className="mt-4 flex min-h-6 items-start gap-3 text-navy-900">
        <input
          type="checkbox"
          checked={setRulesAside}
          onChange={(event) => setSetRulesAside(event.target.checked)}
          className="mt-0.5 h-6 w-6 shrink-0 accent-navy-900"
        />
        <span>
          <span className="block font-medium">Set the booking rules aside</span>
          <span className="block text-sm text-navy-800">
            The booking window, open reservations, weekend outings and trips; points and timing always apply. The
            booking is recorded as made with the rules set aside.
          </span>
        </span>
      </label>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {booked}
      </p>
      <FleetToBook
        vesselId={vesselId}
        onChoose={(chosen) => {
          setVesselId(chosen)
          setBooked('')
        }}
        panelRef={panel}
        panel={(vessel) => (
          <BookingPanel
            key={`${vessel.vessel_id}|${username}|${setRulesAside}`}
            vessel={vessel}
            forMember={{ username, setRulesAside }}
            initialDate={slot?.vesselId === vessel.vessel_id ? slot.date : undefined}
            onBooked={(answer) => {
              setBooked(
                `Booked for ${username}: ${answer.tour_type} aboard ${answer.item}, ` +
                  `${clubDayLabel(new Date(answer.start_at))}, ${guestCount(answer.guests)}. Their balance is ` +
                  `${answer.current_points.toLocaleString('en-US')} points.`,
              )
              onBooked(answer)
            }}
          />
        )}
      />
    </section>
  )
}
