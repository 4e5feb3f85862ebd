import { useState } from 'react'
import { clubClockTime } from '../../../common/club-time.ts'
import type { CrewOuting, OutingState } from '../../../common/dock/dock-api.ts'
import { formatPhone } from '../../../common/phone.ts'
import { CheckInForm } from './check-in-form.tsx'
import { CheckOutForm } from './check-out-form.tsx'
import { dockButton } from './dock-styles.ts'
import { FloatPlanSummary } from './float-plan-summary.tsx'
import { type OutingAction, outingActions, outingTimes, stateWords } from './outing-words.ts'

const stateColours: Record<OutingState, string> = {
  upcoming: 'bg-white text-navy-950 border-navy-900',
  out: 'bg-navy-900 text-white border-navy-900',
  back: 'bg-green-800 text-white border-green-800',
  overdue: 'bg-red-800 text-white border-red-800',
}

const actionWords: Record<OutingAction, string> = {
  'check-out': 'Check out',
  'check-in': 'Check in',
  'float-plan': 'Float plan',
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-bold tracking-wide text-navy-950 uppercase">{term}</dt>
      <dd className="text-lg text-navy-950">{children}</dd>
    </div>
  )
}

function TelLink({ number }: { number: string | null }) {
  if (!number) return <span>no phone given</span>
  return (
    <a href={`tel:+1${number}`} className="inline-flex min-h-11 items-center font-bold text-navy-900 underline">
      {formatPhone(number)}
    </a>
  )
}

/** One outing as the captain reads it on the dock, with what they can do with it now. */
export function OutingCard({ outing, now }: { outing: CrewOuting; now: Date }) {
  const [open, setOpen] = useState<OutingAction>()
  const [done, setDone] = useState<string>()
  const headingId = `outing-${outing.booking_id}`
  const contact = outing.member.emergency_contact
  const actions = outingActions(outing, now)
  const finish = (message: string) => () => {
    setOpen(undefined)
    setDone(message)
  }

  return (
    <article aria-labelledby={headingId} className="rounded-lg border-2 border-navy-900 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-2xl font-bold text-navy-950">
          {outing.vessel}
        </h3>
        <span className={`rounded-md border-2 px-3 py-1 text-base font-bold ${stateColours[outing.state]}`}>
          {stateWords[outing.state]}
        </span>
      </div>
      <p className="mt-1 text-lg font-semibold text-navy-950">{outingTimes(outing.start_at, outing.end_at)}</p>
      <p className="text-base text-navy-950">
        {outing.tour_type} · {outing.reference}
      </p>
      {outing.expected_return_at && outing.state !== 'back' && (
        <p className="mt-1 text-lg font-semibold text-navy-950">
          Expected back at {clubClockTime(new Date(outing.expected_return_at))}
        </p>
      )}
      {outing.checked_in_at && (
        <p className="mt-1 text-lg text-navy-950">Checked in at {clubClockTime(new Date(outing.checked_in_at))}</p>
      )}
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact term="Member">
          {outing.member.name}
          <br />
          <TelLink number={outing.member.phone_number} />
        </Fact>
        <Fact term="Emergency contact">
          {contact.name ? (
            <>
              {contact.name}
              {contact.relationship && ` (${contact.relationship})`}
              <br />
              <TelLink number={contact.phone_number} />
            </>
          ) : (
            'None given'
          )}
        </Fact>
        <Fact term={`Guests: ${outing.guests}`}>
          {outing.guest_names.length > 0 ? outing.guest_names.join(', ') : 'No names given'}
        </Fact>
      </dl>
      {outing.state === 'upcoming' && actions.length === 0 && (
        <p className="mt-3 text-lg text-navy-950">
          Check-out opens at {clubClockTime(new Date(outing.check_out_opens_at))}.
        </p>
      )}
      <p role="status" className="mt-2 text-lg font-semibold text-green-900">
        {done}
      </p>
      {actions.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              aria-expanded={open === action}
              className={dockButton(open === action ? 'outline' : 'navy')}
              onClick={() => {
                setDone(undefined)
                setOpen(open === action ? undefined : action)
              }}
            >
              {actionWords[action]}
            </button>
          ))}
        </div>
      )}
      {open && (
        <div className="mt-4 border-t-2 border-navy-900 pt-4">
          {open === 'check-out' && (
            <CheckOutForm
              outing={outing}
              onDone={finish(`${outing.vessel} is checked out. The float plan is filed.`)}
              onCancel={() => setOpen(undefined)}
            />
          )}
          {open === 'check-in' && (
            <CheckInForm
              outing={outing}
              onDone={finish(`${outing.vessel} is checked in. Welcome back.`)}
              onCancel={() => setOpen(undefined)}
            />
          )}
          {open === 'float-plan' && <FloatPlanSummary bookingId={outing.booking_id} />}
        </div>
      )}
    </article>
  )
}
