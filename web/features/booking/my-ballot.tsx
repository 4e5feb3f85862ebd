import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { BallotEntry } from '../../../common/ballot/ballot-api.ts'
import { clubDateTimeLabel, clubLongDayLabel } from '../../../common/club-time.ts'
import { queryClient } from '../../lib/query-client.ts'
import { myBallotQuery } from './ballot-client.ts'
import { entryOutcome, rankWords } from './ballot-words.ts'

/**
 * The member's ballot entries for the busiest days, by day: waiting for the draw, then what it made of each (won: the
 * booking; not placed: on the waitlist). Shown only once the member has entered one.
 */
export function MyBallot() {
  const headingId = useId()
  const ballot = useQuery(myBallotQuery, queryClient)
  const entries = ballot.data?.entries ?? []
  if (entries.length === 0) return null
  const days = new Map<string, BallotEntry[]>()
  for (const entry of entries) days.set(entry.date, [...(days.get(entry.date) ?? []), entry])
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Your ballot entries
      </h2>
      <div className="mt-4 grid gap-4">
        {[...days].map(([date, requests]) => {
          const peak = ballot.data?.peak_dates.find((candidate) => candidate.date === date)
          return (
            <article key={date} className="bg-white p-5 text-sm text-navy-900 shadow-sm ring-1 ring-navy-900/10">
              <h3 className="font-medium">{clubLongDayLabel(date)}</h3>
              <p className="mt-1 text-navy-800">
                {peak?.drawn_at
                  ? `Drawn ${clubDateTimeLabel(new Date(peak.drawn_at))}.`
                  : peak
                    ? `The ballot is drawn ${clubDateTimeLabel(new Date(peak.draws_at))}.`
                    : ''}
              </p>
              <ul className="mt-3 grid gap-2">
                {requests.map((entry) => (
                  <li key={entry.ballot_id} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
                    <span>
                      {rankWords[entry.rank - 1]}: {entry.item}, {entry.tour_type}
                    </span>
                    <strong className={`font-medium ${entry.result === 'won' ? 'text-emerald-800' : ''}`}>
                      {entryOutcome(entry)}
                    </strong>
                  </li>
                ))}
              </ul>
            </article>
          )
        })}
      </div>
    </section>
  )
}
