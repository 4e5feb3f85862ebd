import { clubClockTime, clubDateOf, clubDayLabel } from '../../../common/club-time.ts'
import type { CrewOuting, OutingState } from '../../../common/dock/dock-api.ts'

/** What the dock shows of an outing, worked out from the server's answer without React. */

export const stateWords: Record<OutingState, string> = {
  upcoming: 'Upcoming',
  out: 'Out on the water',
  back: 'Back at the dock',
  overdue: 'Overdue',
}

export type OutingAction = 'check-out' | 'check-in' | 'float-plan'

/** Check-out once it opens, check-in while out, and the float plan for any outing that has left. */
export function outingActions(outing: CrewOuting, now: Date): OutingAction[] {
  if (outing.state === 'upcoming') return now >= new Date(outing.check_out_opens_at) ? ['check-out'] : []
  if (outing.state === 'back') return ['float-plan']
  return ['check-in', 'float-plan']
}

/** `Fri, Dec 18, 8:30 AM – 12:30 PM`, naming the last day too when the outing ends on another. */
export function outingTimes(startAt: string, endAt: string): string {
  const start = new Date(startAt)
  const end = new Date(endAt)
  const sameDay = clubDateOf(start) === clubDateOf(end)
  const endLabel = sameDay ? clubClockTime(end) : `${clubDayLabel(end)}, ${clubClockTime(end)}`
  return `${clubDayLabel(start)}, ${clubClockTime(start)} – ${endLabel}`
}

/** Groups outings by their day on the club's calendar, in the order they come. */
export function byDay(outings: readonly CrewOuting[]): { day: string; outings: CrewOuting[] }[] {
  const days: { day: string; outings: CrewOuting[] }[] = []
  for (const outing of outings) {
    const day = clubDateOf(new Date(outing.start_at))
    const last = days.at(-1)
    if (last?.day === day) last.outings.push(outing)
    else days.push({ day, outings: [outing] })
  }
  return days
}
