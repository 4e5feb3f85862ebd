import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ledgerAnswerSchema } from '../../../common/points-ledger.ts'
import { apiRequest } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { ledgerErrorText } from './ledger-error.ts'
import { LedgerHeadings, LedgerLine } from './ledger-row.tsx'

async function fetchLedger(memberId: number, full: boolean, signal: AbortSignal) {
  const path = full ? `/booking/membership/${memberId}` : `/booking/member/${memberId}`
  return ledgerAnswerSchema.parse(await apiRequest(path, { method: 'GET', signal }))
}

/**
 * Booking History (portal-and-admin.md §2): the latest ten ledger rows, or the whole membership year's with the opening
 * balance and usable points. Switching views quickly abandons the answer no longer wanted.
 */
export function BookingHistory({ memberId }: { memberId: number }) {
  const [full, setFull] = useState(false)
  const ledger = useQuery(
    {
      queryKey: ['booking', 'ledger', memberId, full],
      queryFn: ({ signal }) => fetchLedger(memberId, full, signal),
    },
    queryClient,
  )

  return (
    <section aria-labelledby="booking-history-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="booking-history-heading" className="font-display text-4xl font-semibold text-navy-900">
          Booking History
        </h2>
        <button type="button" className={buttonClass('outline-dark', 'px-5 py-2')} onClick={() => setFull(!full)}>
          {full ? 'View Less' : 'View Full Ledger'}
        </button>
      </div>
      {full && ledger.data && (
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:max-w-md">
          <div className="bg-white p-4 ring-1 ring-navy-900/10">
            {/* The balance before the oldest row shown, so it plus the rows gives the balance now. */}
            <dt className="text-sm text-navy-800">Balance before these entries</dt>
            <dd className="font-display text-3xl font-semibold text-navy-900">
              {ledger.data.opening_balance.toLocaleString('en-US')}
            </dd>
          </div>
          <div className="bg-white p-4 ring-1 ring-navy-900/10">
            <dt className="text-sm text-navy-800">Usable points</dt>
            <dd className="font-display text-3xl font-semibold text-navy-900">
              {ledger.data.usable_points.toLocaleString('en-US')}
            </dd>
          </div>
        </dl>
      )}
      <div className="mt-6" aria-busy={ledger.isFetching}>
        {ledger.isPending && (
          <ul aria-hidden="true" className="space-y-2">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="h-[4.5rem] bg-navy-900/5 motion-safe:animate-pulse" />
            ))}
          </ul>
        )}
        {ledger.isError && (
          <div role="alert" className="border-l-4 border-red-700 bg-red-50 p-5">
            <p className="font-semibold text-red-900">Unable to Load Bookings</p>
            <p className="mt-1 text-sm text-red-900">{ledgerErrorText(ledger.error)}</p>
            <button
              type="button"
              className={buttonClass('outline-dark', 'mt-4 px-4 py-1.5 text-sm')}
              disabled={ledger.isFetching}
              onClick={() => void ledger.refetch()}
            >
              Try again
            </button>
          </div>
        )}
        {ledger.data && ledger.data.data.length === 0 && (
          <div className="bg-white p-8 text-center ring-1 ring-navy-900/10">
            <p className="font-display text-2xl font-semibold text-navy-900">No Bookings Found</p>
            <p className="mt-2 text-navy-800">You haven't made any bookings yet...</p>
          </div>
        )}
        {ledger.data && ledger.data.data.length > 0 && <LedgerHeadings />}
        {ledger.data && ledger.data.data.length > 0 && (
          <ol
            aria-label={full ? 'Every ledger row this membership year, newest first' : 'The latest ledger rows'}
            className="space-y-2"
          >
            {ledger.data.data.map((row, index) => (
              <LedgerLine
                key={`${'source' in row ? 'adjustment' : 'booking'}-${row.booking_id ?? index}-${index}`}
                row={row}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
