import { useId, useState } from 'react'
import type { Ledger } from '../../../common/points-ledger.ts'
import { clubClockTime, clubDayLabel } from '../../../common/club-time.ts'
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

/** The columns of a row: on a phone a card, each figure under its name; from `sm` a row under `LedgerHeadings`. */
const columnsClass = 'grid grid-cols-3 gap-x-4 gap-y-2 p-4 sm:grid-cols-[1fr_8rem_6rem_6rem] sm:gap-y-1'

/** The headings over the rows from `sm` up; each figure also carries its name for screen readers and on a phone. */
export function LedgerHeadings() {
  return (
    <div
      aria-hidden="true"
      className={`${columnsClass} hidden bg-navy-900 py-2 text-sm font-medium text-sand-50 sm:grid`}
    >
      <span>Entry</span>
      <span>Status</span>
      <span className="text-right">Points</span>
      <span className="text-right">Balance</span>
    </div>
  )
}

/** One figure of a row, named: the name shows on a phone and is read out everywhere. */
function Figure({ name, children, align = 'left' }: { name: string; children: string; align?: 'left' | 'right' }) {
  return (
    <span className={`text-sm text-navy-900 sm:self-center ${align === 'right' ? 'sm:text-right' : ''}`}>
      <span className="block text-xs text-navy-800 sm:sr-only">{name} </span>
      <span className="tabular-nums">{children}</span>
    </span>
  )
}

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
        className={`${columnsClass} w-full text-left hover:bg-sand-100 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-gold-500`}
      >
        <span className="col-span-3 sm:col-span-1">
          <span className="block font-medium text-navy-900">{row.item}</span>
          <span className="block text-sm text-navy-800">
            {clubDayLabel(start)}, {clubClockTime(start)} · <span className="whitespace-nowrap">{row.reference}</span>
          </span>
        </span>
        <Figure name="Status">{statusWords[row.status]}</Figure>
        <Figure name="Points" align="right">
          {points(-row.points_cost)}
        </Figure>
        <Figure name="Balance" align="right">
          {row.balance_after_booking.toLocaleString('en-US')}
        </Figure>
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
            <dd className="text-navy-900">{row.rebooked_to_reference ?? '—'}</dd>
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
    <li className={`${columnsClass} bg-sand-100 ring-1 ring-navy-900/10`}>
      <span className="col-span-3 sm:col-span-1">
        <span className="block font-medium text-navy-900">{row.description}</span>
        <span className="block text-sm text-navy-800">
          {adjustmentWords[row.type]} · {clubDayLabel(when)}, {clubClockTime(when)}
          {row.booking_reference && (row.type === 'cancel' || row.type === 'rebook') && (
            <> · Booking {row.booking_reference}</>
          )}
        </span>
      </span>
      <Figure name="Status">Point Adjustment</Figure>
      <Figure name="Points" align="right">
        {points(row.points)}
      </Figure>
      <Figure name="Balance" align="right">
        {row.balance.toLocaleString('en-US')}
      </Figure>
    </li>
  )
}

export function LedgerLine({ row }: { row: LedgerRow }) {
  return 'source' in row ? <AdjustmentLine row={row} /> : <BookingLine row={row} />
}
