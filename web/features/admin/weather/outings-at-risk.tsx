import type { OutingAtRisk, WeatherAlertAnswer } from '../../../../common/weather/weather-api.ts'
import { useNarrowScreen } from '../../../ui/use-narrow-screen.ts'
import { outingTimes } from './weather-words.ts'

interface OutingsAtRiskProps {
  outings: readonly OutingAtRisk[]
  alerts: readonly WeatherAlertAnswer[]
  chosen: ReadonlySet<string>
  onToggle: (bookingId: string, chosen: boolean) => void
}

const checkboxClass = 'h-6 w-6 shrink-0 accent-navy-900 focus-visible:outline-3 focus-visible:outline-gold-500'

/**
 * The outings under an alert, each with a checkbox to choose it for cancelling (one under way cannot be): a table, or a
 * card each on a phone.
 */
export function OutingsAtRisk({ outings, alerts, chosen, onToggle }: OutingsAtRiskProps) {
  const narrow = useNarrowScreen()
  const eventOf = (outing: OutingAtRisk) => alerts.find((alert) => alert.id === outing.alert_id)?.event ?? 'Alert'
  const fields = (outing: OutingAtRisk) => ({
    When: outingTimes(outing),
    Vessel: outing.item,
    Tour: outing.tour_type,
    Member: `${outing.member_name} (${outing.member_id})`,
    Alert: outing.started ? `${eventOf(outing)} · under way` : eventOf(outing),
  })
  const checkbox = (outing: OutingAtRisk) => (
    <input
      type="checkbox"
      className={checkboxClass}
      checked={chosen.has(outing.booking_id)}
      disabled={outing.started}
      aria-label={`Choose ${outing.reference}, ${outing.item}, ${outingTimes(outing)}, ${outing.member_name}`}
      onChange={(event) => onToggle(outing.booking_id, event.currentTarget.checked)}
    />
  )

  if (narrow) {
    return (
      <ol aria-label="Outings at risk" className="mt-3 grid gap-3">
        {outings.map((outing) => (
          <li key={outing.booking_id} className="flex gap-3 bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            {checkbox(outing)}
            <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-navy-800">Booking</dt>
              <dd className="font-semibold">{outing.reference}</dd>
              {Object.entries(fields(outing)).map(([heading, value]) => (
                <div key={heading} className="contents">
                  <dt className="text-navy-800">{heading}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    )
  }
  const headings = ['When', 'Vessel', 'Tour', 'Member', 'Alert'] as const
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse bg-white text-left text-sm text-navy-900 ring-1 ring-navy-900/10">
        <caption className="sr-only">Outings at risk</caption>
        <thead className="bg-navy-900/5">
          <tr>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Choose</span>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Booking
            </th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {outings.map((outing) => (
            <tr key={outing.booking_id} className="border-t border-navy-900/10">
              <td className="px-3 py-2">{checkbox(outing)}</td>
              <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                {outing.reference}
              </th>
              {headings.map((heading) => (
                <td key={heading} className="px-3 py-2">
                  {fields(outing)[heading]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
