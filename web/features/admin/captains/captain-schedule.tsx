import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { addClubDays, type ClubDate, clubDateLabel } from '../../../../common/club-time.ts'
import { LICENCE_WARNING_DAYS } from '../../../../common/fleet-operations/fleet-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { dayRangeLabel, licenceFlag, licenceState } from './captain-facts.ts'
import { scheduleQuery } from './captains-client.ts'
import { OutingsTable } from './outings-table.tsx'

export const SCHEDULE_DAYS = 14

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="font-display text-2xl font-semibold text-navy-900">
      {children}
    </h3>
  )
}

/**
 * The next two weeks: the outings nobody crews yet, licences running out, and each captain's outings and time off.
 */
export function CaptainSchedule({ today }: { today: ClubDate }) {
  const ids = { unassigned: useId(), licences: useId() }
  const schedule = useQuery(scheduleQuery(today, SCHEDULE_DAYS), queryClient)
  if (schedule.isError) {
    return <AlertMessage size="lg">{problemMessage(schedule.error, 'Unable to load the schedule.')}</AlertMessage>
  }
  if (!schedule.data) return <p className="text-navy-800">Loading the schedule…</p>
  const { captains, unassigned } = schedule.data
  const expiring = captains.filter((entry) => entry.licence_expiring)
  const last = addClubDays(today, SCHEDULE_DAYS - 1)
  return (
    <div className="grid gap-10">
      <p className="text-navy-800">
        {clubDateLabel(today)} to {clubDateLabel(last)}, in the club’s time.
      </p>
      <section aria-labelledby={ids.licences}>
        <Heading id={ids.licences}>Licences expiring</Heading>
        {expiring.length === 0 ? (
          <p className="mt-2 text-navy-800">No licence expires within {LICENCE_WARNING_DAYS} days.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-navy-900">
            {expiring.map(({ captain }) => (
              <li key={captain.captain_id}>
                <strong>{captain.name}</strong>: licence {captain.licence.number},{' '}
                {licenceFlag(licenceState(captain.licence.expires_on, today))?.toLowerCase()} (
                {clubDateLabel(captain.licence.expires_on)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={ids.unassigned}>
        <Heading id={ids.unassigned}>Unassigned outings</Heading>
        {unassigned.length === 0 ? (
          <p className="mt-2 text-navy-800">Every outing in these two weeks has a captain.</p>
        ) : (
          <OutingsTable outings={unassigned} label="Unassigned outings, in time order" />
        )}
      </section>
      {captains.map(({ captain, outings }) => {
        const off = captain.time_off.filter((entry) => entry.to >= today && entry.from <= last)
        return (
          <section key={captain.captain_id} aria-label={`${captain.name}’s schedule`}>
            <h3 className="font-display text-2xl font-semibold text-navy-900">{captain.name}</h3>
            {off.length > 0 && (
              <ul className="mt-2 grid gap-1 text-navy-900">
                {off.map((entry) => (
                  <li key={entry.time_off_id}>
                    Off {dayRangeLabel(entry.from, entry.to)}: {entry.reason}
                  </li>
                ))}
              </ul>
            )}
            {outings.length === 0 ? (
              <p className="mt-2 text-navy-800">No outing in these two weeks.</p>
            ) : (
              <OutingsTable outings={outings} label={`${captain.name}’s outings`} />
            )}
          </section>
        )
      })}
    </div>
  )
}
