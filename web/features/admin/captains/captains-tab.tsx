import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { clubDateOf } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { vesselsQuery } from '../bookings/bookings-client.ts'
import { CaptainForm } from './captain-form.tsx'
import { CaptainRoster } from './captain-roster.tsx'
import { CaptainSchedule } from './captain-schedule.tsx'
import { captainsQuery } from './captains-client.ts'
import { GiveSignIn } from './give-sign-in.tsx'
import { RetireCaptain } from './retire-captain.tsx'
import { smallButtonClass } from './small-button.ts'
import { TimeOffForm } from './time-off-form.tsx'

const views = [
  { id: 'roster', label: 'Roster' },
  { id: 'schedule', label: 'Schedule' },
] as const

function Roster({ today }: { today: string }) {
  const captains = useQuery(captainsQuery, queryClient)
  const vessels = useQuery(vesselsQuery, queryClient)
  const [result, setResult] = useState<ResultMessage | null>(null)
  return (
    <>
      <CaptainForm
        trigger={
          <button type="button" className={buttonClass('gold')}>
            Add captain
          </button>
        }
        onDone={setResult}
      />
      {captains.isError && (
        <AlertMessage size="lg" className="mt-6">
          {problemMessage(captains.error, 'Unable to load the captains.')}
        </AlertMessage>
      )}
      {captains.isPending && <p className="mt-6 text-navy-800">Loading the captains…</p>}
      {captains.data?.length === 0 && <p className="mt-6 text-navy-800">No captain is on the roster yet.</p>}
      {captains.data && captains.data.length > 0 && (
        <CaptainRoster
          captains={captains.data}
          fleet={vessels.data ?? []}
          today={today}
          actions={(captain) => (
            <div className="flex flex-wrap gap-2">
              <CaptainForm
                captain={captain}
                trigger={
                  <button type="button" className={smallButtonClass}>
                    Edit<span className="sr-only"> {captain.name}</span>
                  </button>
                }
                onDone={setResult}
              />
              <TimeOffForm captain={captain} onDone={setResult} />
              {captain.has_sign_in ? (
                <span className="inline-flex min-h-9 items-center px-2 text-sm text-navy-900">Has a sign-in</span>
              ) : (
                <GiveSignIn captain={captain} onDone={setResult} />
              )}
              <RetireCaptain captain={captain} onDone={setResult} />
            </div>
          )}
        />
      )}
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </>
  )
}

/** Captains (member-api §6): the roster with its changes, and the next two weeks' schedule, kept in the address. */
export function CaptainsTab() {
  const headingId = useId()
  const [search] = useSearchParams()
  const view = search.get('view') === 'schedule' ? 'schedule' : 'roster'
  const today = clubDateOf(new Date())
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Captains
      </h2>
      <nav aria-label="Captains views" className="mt-6 flex flex-wrap gap-3">
        {views.map(({ id, label }) => (
          <Link
            key={id}
            to={id === 'roster' ? '/admin?tab=captains' : '/admin?tab=captains&view=schedule'}
            aria-current={view === id ? 'page' : undefined}
            className={buttonClass(view === id ? 'navy' : 'outline-dark')}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-8">{view === 'roster' ? <Roster today={today} /> : <CaptainSchedule today={today} />}</div>
    </section>
  )
}
