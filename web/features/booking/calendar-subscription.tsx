import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { calendarFeedAnswerSchema } from '../../../common/booking/booking-api.ts'
import { apiRequest } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { Modal } from '../../ui/dialog.tsx'
import { TextField } from '../../ui/form-field.tsx'
import { AlertMessage } from '../../ui/alert-message.tsx'

const feedKey = ['booking', 'calendar-feed'] as const

const fetchFeed = async () =>
  calendarFeedAnswerSchema.parse(await apiRequest('/booking/calendar-feed', { method: 'GET' }))
const rotateFeed = async () =>
  calendarFeedAnswerSchema.parse(await apiRequest('/booking/calendar-feed/rotate', { method: 'POST', json: {} }))

/**
 * "Subscribe in your calendar": the member's private `webcal://` address of their outings, to open or copy, and a new
 * one on request (the old stops at once). The address is made only when the member asks for it.
 */
export function CalendarSubscription() {
  const headingId = useId()
  const [asked, setAsked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [status, setStatus] = useState('')
  const feed = useQuery({ queryKey: feedKey, queryFn: fetchFeed, enabled: asked, staleTime: Infinity }, queryClient)
  const rotate = useMutation(
    {
      mutationFn: rotateFeed,
      onSuccess: (answer) => {
        queryClient.setQueryData(feedKey, answer)
        setConfirming(false)
        setStatus('A new link is ready. The old one no longer works.')
      },
    },
    queryClient,
  )

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('Link copied.')
    } catch {
      setStatus('Could not copy: select the link and copy it yourself.')
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-10 bg-white p-5 ring-1 ring-navy-900/10 sm:p-6">
      <h3 id={headingId} className="font-display text-2xl font-semibold text-navy-900">
        Subscribe in your calendar
      </h3>
      <p className="mt-2 text-sm text-navy-800">
        Your outings appear in your phone’s or computer’s calendar and stay up to date as you book, move or cancel.
      </p>
      {!asked && (
        <button type="button" className={buttonClass('outline-dark', 'mt-4 px-5 py-2')} onClick={() => setAsked(true)}>
          Show my calendar link
        </button>
      )}
      {feed.isPending && asked && <p className="mt-4 text-sm text-navy-800">Making your link…</p>}
      {feed.isError && (
        <AlertMessage className="mt-4">Could not get your calendar link. {feed.error.message}</AlertMessage>
      )}
      {feed.data && (
        <>
          <div className="mt-4">
            <TextField
              label="Your private calendar link"
              hint="Anyone with this link can see your outings: keep it to yourself."
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={feed.data.url} className={buttonClass('navy', 'px-5 py-2')}>
              Open in my calendar
            </a>
            <button
              type="button"
              className={buttonClass('outline-dark', 'px-5 py-2')}
              onClick={() => void copy(feed.data.url)}
            >
              Copy link
            </button>
            <Modal
              open={confirming}
              onOpenChange={(open) => {
                setConfirming(open)
                if (!open) rotate.reset()
              }}
              title="Make a new link?"
              description="The link you have now stops working at once: calendars subscribed to it need the new one."
              trigger={
                <button type="button" className={buttonClass('outline-dark', 'px-5 py-2')}>
                  Make a new link
                </button>
              }
            >
              {rotate.isError && <AlertMessage className="mb-4">{rotate.error.message}</AlertMessage>}
              <div className="flex flex-col gap-3 sm:flex-row-reverse">
                <button
                  type="button"
                  className={buttonClass('navy', 'w-full sm:w-auto')}
                  disabled={rotate.isPending}
                  onClick={() => rotate.mutate()}
                >
                  {rotate.isPending ? 'Making…' : 'Make a new link'}
                </button>
                <button
                  type="button"
                  className={buttonClass('outline-dark', 'w-full sm:w-auto')}
                  onClick={() => setConfirming(false)}
                >
                  Keep this link
                </button>
              </div>
            </Modal>
          </div>
        </>
      )}
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {status}
      </p>
    </section>
  )
}
