import { useQuery } from '@tanstack/react-query'
import { clubLongDayLabel } from '../../../common/club-time.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { crewOutingsQuery } from './crew-client.ts'
import { dockButton } from './dock-styles.ts'
import { OutingCard } from './outing-card.tsx'
import { byDay } from './outing-words.ts'

interface CrewPageProps {
  captainName: string
  leaving: boolean
  onLogOut: () => void
}

/** `/crew`: a captain's outings of today and the next 7 days, for a phone held on a sunny dock. */
export function CrewPage({ captainName, leaving, onLogOut }: CrewPageProps) {
  const outings = useQuery({ ...crewOutingsQuery, refetchInterval: 60_000 }, queryClient)
  const now = new Date()
  return (
    <div className="mx-auto grid max-w-3xl gap-5 bg-white px-4 py-6 text-navy-950">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-navy-950">Your outings</h1>
          <p className="text-lg text-navy-950">Captain {captainName} · today and the next 7 days</p>
        </div>
        <button type="button" className={dockButton('outline')} onClick={onLogOut} disabled={leaving}>
          Sign out
        </button>
      </div>
      {outings.isPending && (
        <p role="status" className="text-lg">
          Loading your outings…
        </p>
      )}
      {outings.isError && (
        <div role="alert" className="grid gap-3 text-lg font-semibold text-red-800">
          <p>{problemMessage(outings.error, 'Your outings could not be loaded.')}</p>
          <button type="button" className={dockButton('navy')} onClick={() => void outings.refetch()}>
            Try again
          </button>
        </div>
      )}
      {outings.data?.length === 0 && <p className="text-lg">No outings for you today or in the next 7 days.</p>}
      {outings.data &&
        byDay(outings.data).map(({ day, outings: ofDay }) => (
          <section key={day} aria-labelledby={`day-${day}`} className="grid gap-4">
            <h2 id={`day-${day}`} className="text-xl font-bold text-navy-950">
              {clubLongDayLabel(day)}
            </h2>
            {ofDay.map((outing) => (
              <OutingCard key={outing.booking_id} outing={outing} now={now} />
            ))}
          </section>
        ))}
    </div>
  )
}
