import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import type { PeakDate } from '../../../../common/ballot/ballot-api.ts'
import { clubDateLabel, clubDateTimeLabel, clubLongDayLabel } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { smallButtonClass } from '../captains/small-button.ts'
import { DrawDialog } from './draw-dialog.tsx'
import { PeakDateForm } from './peak-date-form.tsx'
import { peakDateKeys, peakDatesQuery, removePeakDate } from './peak-dates-client.ts'
import { stateWords } from './peak-date-words.ts'

function Actions({ peak, onDone }: { peak: PeakDate; onDone: (result: ResultMessage) => void }) {
  const remove = useMutation(
    {
      mutationFn: () => removePeakDate(peak.date),
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: peakDateKeys.all })
        onDone(adminResult('Successfull', `${clubDateLabel(peak.date)} is no longer a peak date.`))
      },
      onError: (error) => onDone(adminResult('Failed', problemMessage(error, 'The peak date could not be removed.'))),
    },
    queryClient,
  )
  if (peak.state === 'drawn') return <DrawDialog date={peak.date} />
  if (peak.state !== 'upcoming') return <>—</>
  return (
    <button type="button" className={smallButtonClass} disabled={remove.isPending} onClick={() => remove.mutate()}>
      Remove<span className="sr-only"> {clubLongDayLabel(peak.date)}</span>
    </button>
  )
}

const columns = ['Peak date', 'Ballot opens', 'Draw', 'State', 'Requests', 'Actions'] as const

function cellsOf(peak: PeakDate, onDone: (result: ResultMessage) => void): Record<(typeof columns)[number], ReactNode> {
  return {
    'Peak date': <span className="font-medium">{clubLongDayLabel(peak.date)}</span>,
    'Ballot opens': clubDateTimeLabel(new Date(peak.opens_at)),
    Draw: clubDateTimeLabel(new Date(peak.drawn_at ?? peak.draws_at)),
    State: stateWords[peak.state],
    Requests: (peak.entries ?? 0).toLocaleString('en-US'),
    Actions: <Actions peak={peak} onDone={onDone} />,
  }
}

/** The peak dates: a table on a wide screen, a card each on a phone. */
function PeakDateList({ peaks, onDone }: { peaks: readonly PeakDate[]; onDone: (result: ResultMessage) => void }) {
  return (
    <>
      <table className="mt-8 hidden w-full bg-white text-left text-sm ring-1 ring-navy-900/10 md:table">
        <caption className="sr-only">Peak dates</caption>
        <thead className="bg-navy-900 text-sand-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {peaks.map((peak) => {
            const cells = cellsOf(peak, onDone)
            return (
              <tr key={peak.date} className="border-t border-navy-900/10 align-top text-navy-900">
                {columns.map((column) => (
                  <td key={column} className="px-3 py-2">
                    {cells[column]}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
      <ul className="mt-8 grid gap-4 md:hidden" aria-label="Peak dates">
        {peaks.map((peak) => {
          const cells = cellsOf(peak, onDone)
          return (
            <li key={peak.date} className="bg-white p-4 text-sm text-navy-900 shadow-sm ring-1 ring-navy-900/10">
              <p className="font-medium">{cells['Peak date']}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {(['Ballot opens', 'Draw', 'State', 'Requests'] as const).map((column) => (
                  <div key={column} className="contents">
                    <dt className="text-navy-800">{column}</dt>
                    <dd>{cells[column]}</dd>
                  </div>
                ))}
              </dl>
              {(peak.state === 'upcoming' || peak.state === 'drawn') && <div className="mt-3">{cells.Actions}</div>}
            </li>
          )
        })}
      </ul>
    </>
  )
}

/**
 * Peak Dates (member-api §8): the busiest days, booked by ballot. Staff name them with when the ballot opens and is
 * drawn, see where each stands, remove one before it opens, and read a drawn one's record.
 */
export function PeakDatesTab() {
  const headingId = useId()
  const peaks = useQuery(peakDatesQuery, queryClient)
  const [result, setResult] = useState<ResultMessage | null>(null)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Peak Dates
      </h2>
      <p className="mt-3 mb-6 max-w-2xl text-navy-800">
        On a peak date no vessel is booked first come, first served: from the ballot’s opening to its draw, members
        enter up to three ranked requests, and the draw books the winners, members with fewer peak dates won this year
        first.
      </p>
      <PeakDateForm onDone={setResult} />
      {peaks.isError && (
        <AlertMessage size="lg" className="mt-6">
          {problemMessage(peaks.error, 'Unable to load the peak dates.')}
        </AlertMessage>
      )}
      {peaks.isPending && <p className="mt-6 text-navy-800">Loading the peak dates…</p>}
      {peaks.data?.length === 0 && <p className="mt-6 text-navy-800">No peak date has been named yet.</p>}
      {peaks.data && peaks.data.length > 0 && <PeakDateList peaks={peaks.data} onDone={setResult} />}
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </section>
  )
}
