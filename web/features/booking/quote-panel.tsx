import { useQuery } from '@tanstack/react-query'
import type { Quote, QuoteRequest } from '../../../common/booking/booking-api.ts'
import { clubClockTime, clubDayLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { ClubContactText } from '../../ui/club-contact-text.tsx'
import { bookingKeys, fetchQuote } from './booking-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'

function span(quote: Quote): string {
  const start = new Date(quote.start_at)
  const end = new Date(quote.end_at)
  const sameDay = clubDayLabel(start) === clubDayLabel(end)
  return sameDay
    ? `${clubDayLabel(start)}, ${clubClockTime(start)} – ${clubClockTime(end)}`
    : `${clubDayLabel(start)}, ${clubClockTime(start)} – ${clubDayLabel(end)}, ${clubClockTime(end)}`
}

interface QuotePanelProps {
  tour: QuoteRequest
  itemName: string
  /** `Confirm booking` or `Confirm rebooking`. */
  confirmLabel: string
  busy: boolean
  error: string
  onConfirm: () => void
}

/** What the chosen tour costs and any rule that refuses it, in the club's words, before anything is booked. */
export function QuotePanel({ tour, itemName, confirmLabel, busy, error, onConfirm }: QuotePanelProps) {
  const quote = useQuery(
    { queryKey: bookingKeys.quote(tour), queryFn: ({ signal }) => fetchQuote(tour, signal), staleTime: 0 },
    queryClient,
  )

  if (quote.isPending) {
    return (
      <p role="status" className="mt-6 text-sm text-navy-800">
        Working out the price…
      </p>
    )
  }
  if (quote.isError) {
    return <AlertMessage className="mt-6">{quote.error.message}</AlertMessage>
  }
  const answer = quote.data
  const fees = [
    ['Booking fee', formatCents(answer.booking_fee_cents)],
    ...(answer.labor_surcharge_cents > 0
      ? [['Crew labor, nights aboard', formatCents(answer.labor_surcharge_cents)]]
      : []),
  ]
  return (
    <section
      aria-labelledby="quote-heading"
      className="mt-2 border-t border-navy-900/10 pt-6 lg:mt-0 lg:border-t-0 lg:pt-0"
    >
      <h3 id="quote-heading" className="font-display text-2xl font-semibold text-navy-900">
        {answer.tour_type} aboard {itemName}
      </h3>
      <p className="mt-1 text-sm text-navy-800">{span(answer)}</p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-navy-800">Mariner Points</dt>
        <dd className="text-right font-semibold text-navy-900">{answer.points_cost.toLocaleString('en-US')}</dd>
        {fees.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-navy-800">{label}</dt>
            <dd className="text-right text-navy-900">{amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-navy-800/80">
        {tour.username ? 'Fees are billed to the member’s account' : 'Fees are billed to your account'}, apart from
        points.
      </p>
      {(answer.last_minute || answer.weekend) && (
        <ul className="mt-3 flex flex-wrap gap-2 text-xs">
          {answer.last_minute && (
            <li className="rounded-full bg-gold-200/60 px-3 py-1 text-navy-900">
              Last-minute: does not count toward your open reservations
            </li>
          )}
          {answer.weekend && <li className="rounded-full bg-navy-900/10 px-3 py-1 text-navy-900">Weekend outing</li>}
        </ul>
      )}
      {answer.refusals.length > 0 && (
        <div role="alert" className="mt-4 border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-medium">This outing cannot be booked:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {answer.refusals.map((refusal) => (
              <li key={refusal.rule}>
                <ClubContactText text={refusal.detail} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <AlertMessage className="mt-4">{error}</AlertMessage>}
      <button
        type="button"
        className={buttonClass('navy', 'mt-6 w-full sm:w-auto')}
        disabled={!answer.allowed || busy}
        onClick={onConfirm}
      >
        {busy ? 'Booking…' : confirmLabel}
      </button>
    </section>
  )
}
