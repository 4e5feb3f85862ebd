import { DetailList } from '../detail-list.tsx'
import { useState } from 'react'
import { Link } from 'react-router'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { invoiceHref } from '../admin-tabs.ts'
import { BookingDamage } from '../dock/booking-damage.tsx'
import { CaptainAssignment } from './captain-assignment.tsx'
import { type FleetCell, type FleetVessel, guestsText } from './fleet-week.ts'
import { ManageFromCalendar } from './manage-from-calendar.tsx'

interface BookedCellProps {
  vessel: FleetVessel
  booking: NonNullable<FleetCell['booking']>
  changeable: boolean
  onDone: (result: ResultMessage) => void
}

const manageClass =
  'min-h-11 rounded-full px-5 py-2 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500'

/** A booked slot: the booking in words, its captain, and (until it starts) cancel, waive or rebook it. */
export function BookedCell({ vessel, booking, changeable, onDone }: BookedCellProps) {
  const [managing, setManaging] = useState(false)
  const rows: Array<[string, string]> = [
    ['Reference', booking.reference],
    ['Member', `${booking.member.name} · ${booking.member.member_id}`],
    ['Vessel', vessel.name],
    ['Tour', booking.tour_type],
    ['Start', clubDateTimeLabel(new Date(booking.start_at))],
    ['End', clubDateTimeLabel(new Date(booking.end_at))],
    ['Guests', guestsText(booking.guests)],
    ['Captain', booking.captain?.name ?? 'No captain'],
    ...(booking.weather ? [['Weather', `At risk: ${booking.weather}`] as [string, string]] : []),
  ]
  return (
    <>
      <DetailList rows={rows} />
      {booking.state === 'back' && <BookingDamage reference={booking.reference} />}
      <Link to={invoiceHref(booking.reference)} className={`${manageClass} mt-6 inline-flex items-center`}>
        Invoice<span className="sr-only"> for the booking {booking.reference}</span>
      </Link>
      {changeable && (
        <>
          <CaptainAssignment vessel={vessel} booking={booking} onDone={onDone} />
          <div className="mt-8">
            <button
              type="button"
              aria-expanded={managing}
              className={manageClass}
              onClick={() => setManaging((open) => !open)}
            >
              Manage
              <span className="sr-only"> the booking {booking.reference}</span>
            </button>
            {managing && <ManageFromCalendar reference={booking.reference} onDone={onDone} />}
          </div>
        </>
      )}
    </>
  )
}
