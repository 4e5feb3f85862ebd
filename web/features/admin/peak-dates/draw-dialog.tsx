import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { clubDateTimeLabel, clubLongDayLabel } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { Modal } from '../../../ui/dialog.tsx'
import { smallButtonClass } from '../captains/small-button.ts'
import { drawQuery } from './peak-dates-client.ts'
import { stepSentence, winsWords } from './peak-date-words.ts'

function DrawRecord({ date }: { date: string }) {
  const draw = useQuery(drawQuery(date), queryClient)
  if (draw.isError) return <AlertMessage>{problemMessage(draw.error, 'Unable to load the draw.')}</AlertMessage>
  if (!draw.data) return <p className="text-navy-800">Loading the draw…</p>
  const { seed, drawn_at, steps, winners, unplaced } = draw.data
  return (
    <div className="grid gap-6 text-sm text-navy-900">
      <p>
        Drawn {clubDateTimeLabel(new Date(drawn_at))} with seed <span className="font-mono">{seed}</span>. Members with
        fewer peak dates won this membership year are drawn first; the seed replays the draw exactly.
      </p>
      <section>
        <h3 className="font-medium">Every step</h3>
        {steps.length === 0 ? (
          <p className="mt-2">Nobody entered this ballot.</p>
        ) : (
          <ol className="mt-2 grid gap-2">
            {steps.map((step) => (
              <li key={step.ballot_id}>
                {stepSentence(step)}{' '}
                <span className="text-navy-800">
                  (choice {step.rank}, {winsWords(step.wins)})
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section>
        <h3 className="font-medium">Winners</h3>
        {winners.length === 0 ? (
          <p className="mt-2">No request was placed.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {winners.map((winner) => (
              <li key={winner.ballot_id}>
                {winner.member.name} ({winner.member.member_id}): {winner.item} {winner.tour_type}, booking{' '}
                {winner.reference}
              </li>
            ))}
          </ul>
        )}
      </section>
      {unplaced.length > 0 && (
        <section>
          <h3 className="font-medium">Not placed</h3>
          <ul className="mt-2 grid gap-2">
            {unplaced.map((request) => (
              <li key={request.ballot_id}>
                {request.member.name}: {request.item} {request.tour_type} (choice {request.rank})
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** A drawn peak date's record: its seed, each step in words, the winners and the requests not placed. */
export function DrawDialog({ date }: { date: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Modal
      trigger={
        <button type="button" className={smallButtonClass}>
          View the draw<span className="sr-only"> for {clubLongDayLabel(date)}</span>
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`The draw for ${clubLongDayLabel(date)}`}
      closeButton
      wide
    >
      {open && <DrawRecord date={date} />}
    </Modal>
  )
}
