import { clubClockTime, clubDateTimeLabel, clubDayLabel } from '../../../../common/club-time.ts'
import type { OutingAtRisk, WeatherCancellationAnswer } from '../../../../common/weather/weather-api.ts'

/** `Wed, Dec 9, 8:30 am – 1:30 pm`, or with the end's day when it ends on another. */
export function outingTimes(outing: Pick<OutingAtRisk, 'start_at' | 'end_at'>): string {
  const start = new Date(outing.start_at)
  const end = new Date(outing.end_at)
  const endDay = clubDayLabel(end) === clubDayLabel(start) ? '' : `${clubDayLabel(end)}, `
  return `${clubDayLabel(start)}, ${clubClockTime(start)} – ${endDay}${clubClockTime(end)}`
}

/** `Wed, Dec 9, 12:00 pm to Thu, Dec 10, 6:00 am`. */
export function alertTimes(alert: { onset: string; ends: string }): string {
  return `${clubDateTimeLabel(new Date(alert.onset))} to ${clubDateTimeLabel(new Date(alert.ends))}`
}

const leftAsItWas: Record<Exclude<WeatherCancellationAnswer['results'][number]['outcome'], 'cancelled'>, string> = {
  already_cancelled: 'was already cancelled',
  rebooked: 'had been moved to another booking',
  started: 'has already started',
  not_found: 'was not found',
}

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`

/** What a cancellation did, in sentences for the result dialog. */
export function cancellationSummary(answer: WeatherCancellationAnswer): string[] {
  const cancelled = answer.results.filter((result) => result.outcome === 'cancelled')
  const points = cancelled.reduce((sum, result) => sum + result.refunded_points, 0)
  const lines =
    cancelled.length > 0
      ? [
          `${plural(cancelled.length, 'outing')} cancelled for weather; ${points.toLocaleString('en-US')} Mariner ` +
            'Points returned. Each member has been e-mailed and has a rebooking priority for 7 days.',
        ]
      : ['No outing was cancelled.']
  for (const result of answer.results) {
    if (result.outcome !== 'cancelled') {
      lines.push(`${result.reference ?? result.booking_id} ${leftAsItWas[result.outcome]}.`)
    }
  }
  return lines
}
