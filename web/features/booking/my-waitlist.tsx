import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { clubClockTime, clubDateTimeLabel, clubDayLabel } from '../../../common/club-time.ts'
import type { WaitlistEntry } from '../../../common/waitlist/waitlist-api.ts'
import { ordinal } from '../../../common/waitlist/waitlist-rules.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { buttonClass } from '../../ui/button-styles.ts'
import { fetchWaitlist, leaveWaitlist, waitlistKeys } from './waitlist-client.ts'

function when(entry: WaitlistEntry): string {
  const start = new Date(entry.start_at)
  const end = new Date(entry.end_at)
  const endDay = clubDayLabel(end) === clubDayLabel(start) ? '' : `${clubDayLabel(end)}, `
  return `${clubDayLabel(start)}, ${clubClockTime(start)} – ${endDay}${clubClockTime(end)}`
}

const offerWords = (entry: WaitlistEntry, expiresAt: string) =>
  `${entry.tour_type} aboard ${entry.item}, ${clubDayLabel(new Date(entry.start_at))}, is free and held for you ` +
  `until ${clubDateTimeLabel(new Date(expiresAt))}.`

interface MyWaitlistProps {
  /** Opens the booking panel on the entry's vessel, day and tour. */
  onBook: (entry: WaitlistEntry) => void
}

/**
 * The member's places on the waitlist with Leave, and any offer first and plain to see, with when its hold ends and
 * Book now. An offer that arrives while the portal is open (the live event re-reads this list) is also said aloud.
 */
export function MyWaitlist({ onBook }: MyWaitlistProps) {
  const waitlist = useQuery({ queryKey: waitlistKeys.mine, queryFn: fetchWaitlist }, queryClient)
  const [announced, setAnnounced] = useState('')
  const [left, setLeft] = useState('')
  const told = useRef<Set<string> | undefined>(undefined)
  const leave = useMutation(
    {
      mutationFn: (entry: WaitlistEntry) => leaveWaitlist(entry.waitlist_id),
      onSuccess: async (_answer, entry) => {
        setLeft(
          `You left the waitlist for ${entry.tour_type} aboard ${entry.item}, ${clubDayLabel(new Date(entry.start_at))}.`,
        )
        await queryClient.invalidateQueries({ queryKey: ['booking'] })
      },
    },
    queryClient,
  )

  useEffect(() => {
    if (!waitlist.data) return
    const offers = waitlist.data.filter((entry) => entry.offer)
    // Offers standing when the portal opened are on the screen; only those that arrive later are announced.
    if (told.current) {
      const fresh = offers.find((entry) => !told.current?.has(entry.waitlist_id))
      if (fresh?.offer) setAnnounced(`Good news: ${offerWords(fresh, fresh.offer.expires_at)}`)
    }
    told.current = new Set(offers.map((entry) => entry.waitlist_id))
  }, [waitlist.data])

  const entries = [...(waitlist.data ?? [])].sort((a, b) => Number(b.offer !== null) - Number(a.offer !== null))
  const shown = entries.length > 0 || left !== ''
  return (
    <section aria-labelledby={shown ? 'my-waitlist-heading' : undefined} className={shown ? 'mt-12' : ''}>
      {shown && (
        <h2 id="my-waitlist-heading" className="font-display text-3xl font-semibold text-navy-900">
          My waitlist
        </h2>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-emerald-800">
        {announced || left}
      </p>
      {waitlist.isError && <AlertMessage>Could not load your waitlist. {waitlist.error.message}</AlertMessage>}
      {leave.isError && <AlertMessage>{problemMessage(leave.error, 'Could not leave the waitlist.')}</AlertMessage>}
      <ul className="mt-2 grid gap-4 lg:grid-cols-2">
        {entries.map((entry) => (
          <li
            key={entry.waitlist_id}
            className={`p-5 shadow-sm ring-1 ${entry.offer ? 'bg-gold-200/40 ring-gold-500' : 'bg-white ring-navy-900/10'}`}
          >
            <article
              aria-label={`Waitlist: ${entry.tour_type} aboard ${entry.item}, ${clubDayLabel(new Date(entry.start_at))}`}
            >
              <h3 className="font-display text-2xl font-semibold text-navy-900">{entry.item}</h3>
              <p className="mt-1 text-sm text-navy-900">{entry.tour_type}</p>
              <p className="text-sm text-navy-800">{when(entry)}</p>
              {entry.offer ? (
                <p className="mt-3 border-l-4 border-gold-500 bg-white/70 p-3 text-sm font-medium text-navy-900">
                  It has come free: held for you until {clubDateTimeLabel(new Date(entry.offer.expires_at))}. Book it
                  before then, or it passes to the next member in line.
                </p>
              ) : (
                <p className="mt-2 text-sm text-navy-800">{ordinal(entry.position)} in line</p>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                {entry.offer && (
                  <button type="button" className={buttonClass('navy', 'px-5 py-2')} onClick={() => onBook(entry)}>
                    Book now
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClass('outline-dark', 'px-5 py-2')}
                  disabled={leave.isPending}
                  onClick={() => leave.mutate(entry)}
                >
                  {entry.offer ? 'Decline' : 'Leave the waitlist'}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
