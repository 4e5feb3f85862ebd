import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { OutingsAtRisk } from './outings-at-risk.tsx'
import { checkWeatherNow, weatherKeys, weatherQuery } from './weather-client.ts'
import { WeatherCancelDialog } from './weather-cancel-dialog.tsx'
import { alertTimes } from './weather-words.ts'

/**
 * Weather (member-api §8): the National Weather Service's marine alerts in force, the outings under them, Check now,
 * and Cancel for weather for the outings chosen.
 */
export function WeatherTab() {
  const headingId = useId()
  const weather = useQuery(weatherQuery, queryClient)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [nothingChosen, setNothingChosen] = useState(false)
  const [result, setResult] = useState<ResultMessage | null>(null)
  const actions = useRef<HTMLDivElement>(null)
  const check = useMutation(
    {
      mutationFn: checkWeatherNow,
      onSuccess: (answer) => queryClient.setQueryData(weatherKeys.view, answer),
    },
    queryClient,
  )
  const data = weather.data
  const atRisk = data?.outings_at_risk ?? []
  const shownChoice = [...chosen].filter((id) => atRisk.some((outing) => outing.booking_id === id && !outing.started))
  const firstChosen = atRisk.find((outing) => shownChoice.includes(outing.booking_id))
  const reason = data?.alerts.find((alert) => alert.id === (firstChosen ?? atRisk[0])?.alert_id)?.event ?? ''

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Weather
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={buttonClass('outline-dark')}
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? 'Checking…' : 'Check now'}
        </button>
        <p role="status" className="text-sm text-navy-800">
          {data && !data.source.configured && 'The weather source is not set up, so no alerts are read.'}
          {data?.source.configured &&
            (data.source.last_success_at
              ? `Marine alerts last read ${clubDateTimeLabel(new Date(data.source.last_success_at))}.`
              : 'Marine alerts not read yet.')}
        </p>
      </div>
      {(check.isError || data?.source.failing) && (
        <AlertMessage className="mt-3">
          {check.isError
            ? problemMessage(check.error, 'The weather could not be checked.', [502, 503])
            : 'The National Weather Service could not be read at the last try; the alerts shown are the last read.'}
        </AlertMessage>
      )}
      {weather.isError && (
        <AlertMessage size="lg" className="mt-4">
          {problemMessage(weather.error, 'Unable to load the weather.')}
        </AlertMessage>
      )}
      {weather.isPending && <p className="mt-4 text-navy-800">Loading the weather…</p>}
      {data && (
        <>
          <h3 className="mt-8 font-display text-3xl font-semibold text-navy-900">Alerts in force</h3>
          {data.alerts.length === 0 ? (
            <p className="mt-2 text-navy-800">No marine alerts in force.</p>
          ) : (
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {data.alerts.map((alert) => (
                <li key={alert.id} className="border-l-4 border-amber-600 bg-white p-4 text-sm text-navy-900 shadow-sm">
                  <p className="text-base font-semibold">{alert.event}</p>
                  <p className="mt-1">{alert.headline}</p>
                  <p className="mt-1 text-navy-800">{alertTimes(alert)}</p>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-10 font-display text-3xl font-semibold text-navy-900">Outings at risk</h3>
          {atRisk.length === 0 ? (
            <p className="mt-2 text-navy-800">No booked outing is under an alert.</p>
          ) : (
            <>
              <OutingsAtRisk
                outings={atRisk}
                alerts={data.alerts}
                chosen={new Set(shownChoice)}
                onToggle={(bookingId, on) => {
                  setNothingChosen(false)
                  setChosen((before) => {
                    const next = new Set(before)
                    if (on) next.add(bookingId)
                    else next.delete(bookingId)
                    return next
                  })
                }}
              />
              <div ref={actions} className="mt-4 flex flex-wrap items-center gap-3">
                <WeatherCancelDialog
                  bookingIds={shownChoice}
                  suggestedReason={reason}
                  onNothingChosen={() => setNothingChosen(true)}
                  onResult={(outcome) => {
                    setChosen(new Set())
                    setResult(outcome)
                  }}
                />
                <AlertMessage reserveSpace>{nothingChosen ? 'Please choose at least one outing.' : ''}</AlertMessage>
              </div>
            </>
          )}
        </>
      )}
      <LazyResultDialog message={result} onClose={() => setResult(null)} returnFocusTo={actions} />
    </section>
  )
}
