import { DetailList } from '../detail-list.tsx'
import type { ReactNode } from 'react'
import type { BookingRecord } from '../../../../common/booking/booking-api.ts'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import { formatCents } from '../../../../common/money.ts'

const statusWords: Record<BookingRecord['status'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rebooked: 'Rebooked',
}

export const pointsText = (value: number) =>
  `${value.toLocaleString('en-US')} ${Math.abs(value) === 1 ? 'point' : 'points'}`

const when = (iso: string) => clubDateTimeLabel(new Date(iso))

interface BookingDetailsProps {
  booking: BookingRecord
  /** Opens another booking of the member (the one this was moved to or from). */
  onOpenBooking: (reference: string) => void
}

function OtherBooking({ reference, onOpen }: { reference: string; onOpen: (reference: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(reference)}
      className="min-h-6 font-medium text-navy-900 underline underline-offset-4 hover:text-navy-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
    >
      {reference}
      <span className="sr-only"> (open this booking)</span>
    </button>
  )
}

/** Everything about one booking, in words: what it is, its money, who made it, and what became of it. */
export function BookingDetails({ booking, onOpenBooking }: BookingDetailsProps) {
  const rows: Array<[string, ReactNode]> = [
    ['Reference', booking.reference],
    ['Member', `${booking.member_name} (${booking.username})`],
    ['Status', statusWords[booking.status]],
    ['Vessel', booking.item],
    ['Tour', booking.tour_type],
    ['Start', when(booking.start_at)],
    ['End', when(booking.end_at)],
    ['Points', pointsText(booking.points_cost)],
    ['Booking fee', formatCents(booking.booking_fee_cents)],
    ...(booking.labor_surcharge_cents > 0
      ? [['Crew labor', formatCents(booking.labor_surcharge_cents)] as [string, string]]
      : []),
    ['Booked by', `${booking.booked_by}, ${when(booking.booked_at)}`],
    ...(booking.last_minute ? [['Last-minute', 'Yes, booked within 24 hours of the start'] as [string, string]] : []),
    ...(booking.rules_overridden ? [['Rules', 'Booked with the member’s rules set aside'] as [string, string]] : []),
    ...(booking.cancelled_at
      ? [
          ['Cancelled', when(booking.cancelled_at)] as [string, string],
          ['Refunded', pointsText(booking.refunded_points ?? 0)] as [string, string],
        ]
      : []),
    ...(booking.rebooked_from_reference
      ? [
          [
            'Moved from',
            <OtherBooking key="from" reference={booking.rebooked_from_reference} onOpen={onOpenBooking} />,
          ] as [string, ReactNode],
        ]
      : []),
    ...(booking.rebooked_to_reference
      ? [
          [
            'Rebooked to',
            <OtherBooking key="to" reference={booking.rebooked_to_reference} onOpen={onOpenBooking} />,
          ] as [string, ReactNode],
        ]
      : []),
  ]
  return <DetailList rows={rows} />
}
