import { useId, useState } from 'react'
import type { Ledger } from '../../../common/booking/booking-api.ts'
import { clubClockTime, clubDayLabel } from '../../../common/booking/club-time.ts'
import { tourDurationHours } from '../../../common/booking/tours.ts'

type LedgerRow = Ledger['data'][number]
type BookingRow = Extract<LedgerRow, { booking_id: string; tour_type: string }>
type AdjustmentRow = Extract<LedgerRow, { source: 'Point Adjustment' }>

const statusWords: Record<BookingRow['status'], string> = {
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rebooked: 'Rebooked',
}

const adjustmentWords: Record<AdjustmentRow['type'], string> = {
  credit: 'Credit',
  debit: 'Debit',
  cancel: 'Cancellation',
  rebook: 'Rebooking',
  annual: 'Annual points',
}

const points = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}`

/** A booking on the ledger: its cost as a negative, and a button that shows its tour, duration and where it moved. */
function BookingLine({ row }: { row: BookingRow }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const start = new Date(row.start_at)
  const end = row.end_at ? new Date(row.end_at) : null
  const hours = tourDurationHours(row.tour_type, start, end)
  return (
    <li className="bg-white ring-1 ring-navy-900/10">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="grid w-full grid-cols-[1fr_auto] gap-x-4 gap-y-1 p-4 text-left hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-gold-500 sm:grid-cols-[1fr_8rem_6rem_6rem]"
      >
        <span>
          <span className="block font-medium text-navy-900">{row.item}</span>
          <span className="block text-sm text-navy-800">
            {clubDayLabel(start)}, {clubClockTime(start)}
          </span>
        </span>
        <span className="text-sm text-navy-900 sm:self-center">{statusWords[row.status]}</span>
        <span className="text-right font-semibold text-navy-900 tabular-nums sm:self-center">
          {points(-row.points_cost)}
        </span>
        <span className="text-right text-sm text-navy-800 tabular-nums sm:self-center">
          <span className="sr-only">Balance </span>
          {row.balance_after_booking.toLocaleString('en-US')}
        </span>
      </button>
      <dl
        id={detailsId}
        hidden={!open}
        className="grid gap-x-6 gap-y-1 border-t border-navy-900/10 p-4 text-sm sm:grid-cols-3"
      >
        <div>
          <dt className="text-navy-800/80">Tour type</dt>
          <dd className="text-navy-900">{row.tour_type}</dd>
        </div>
        <div>
          <dt className="text-navy-800/80">Tour duration</dt>
          <dd className="text-navy-900">{hours === undefined ? '—' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`}</dd>
        </div>
        {row.status === 'rebooked' && (
          <div>
            <dt className="text-navy-800/80">Rebooked To</dt>
            <dd className="break-all text-navy-900">{row.rebooked_to ?? '—'}</dd>
          </div>
        )}
      </dl>
    </li>
  )
}

/** A point adjustment: what it was, when, the points and the balance after; a cancellation or rebooking names its booking. */
function AdjustmentLine({ row }: { row: AdjustmentRow }) {
  const when = new Date(row.date)
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 bg-sand-100 p-4 ring-1 ring-navy-900/10 sm:grid-cols-[1fr_8rem_6rem_6rem]">
      <span>
        <span className="block font-medium text-navy-900">{row.description}</span>
        <span className="block text-sm text-navy-800">
          {adjustmentWords[row.type]} · {clubDayLabel(when)}, {clubClockTime(when)}
          {row.booking_id && (row.type === 'cancel' || row.type === 'rebook') && (
            <span className="block break-all">Booking {row.booking_id}</span>
          )}
        </span>
      </span>
      <span className="text-sm text-navy-900 sm:self-center">Point Adjustment</span>
      <span className="text-right font-semibold text-navy-900 tabular-nums sm:self-center">{points(row.points)}</span>
      <span className="text-right text-sm text-navy-800 tabular-nums sm:self-center">
        <span className="sr-only">Balance </span>
        {row.balance.toLocaleString('en-US')}
      </span>
    </li>
  )
}

export function LedgerLine({ row }: { row: LedgerRow }) {
  return 'source' in row ? <AdjustmentLine row={row} /> : <BookingLine row={row} />
}
