import type { DrawAnswer, PeakDateState } from '../../../../common/ballot/ballot-api.ts'
import { addClubDays, type ClubDate, clubDaysBetween, isClubDate } from '../../../../common/club-time.ts'
import { text } from '../../../../common/text.ts'
import { z } from '../../../../common/zod.ts'
import { instantOfWallClock } from '../../../lib/wall-clock.ts'

/** What the Peak Dates tool says, worked out without React. */

export const stateWords: Record<PeakDateState, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  closed: 'Drawing',
  drawn: 'Drawn',
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st` */
export function ordinal(position: number): string {
  const tens = position % 100
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th')
  return `${position}${suffix}`
}

type Step = DrawAnswer['steps'][number]

const outcomeWords: Record<Step['outcome'], string> = {
  booked: 'booked',
  taken: 'already taken',
  refused: 'not allowed',
}

/** `Drawn 1st: Jane Smith — 63' Peace Full Day, booked`; a refusal says why. */
export function stepSentence(step: Step): string {
  const reason = step.outcome === 'refused' && step.reason ? `: ${step.reason}` : ''
  return `Drawn ${ordinal(step.position)}: ${step.member.name} — ${step.item} ${step.tour_type}, ${outcomeWords[step.outcome]}${reason}`
}

/** `no earlier wins`, `1 earlier win`, `2 earlier wins` this membership year. */
export function winsWords(wins: number): string {
  return wins === 0 ? 'no peak dates won this year' : `${wins} ${wins === 1 ? 'peak date' : 'peak dates'} won this year`
}

const dateField = text(10).refine(isClubDate, 'Please choose a date.')
const timeField = (missing: string) =>
  text(16).refine((value) => instantOfWallClock(value) !== undefined, { message: missing })

/** The form: a day or a run of days, and when the ballot opens and is drawn, on the club's clock. */
export const peakDatesFormSchema = z
  .object({
    from: dateField,
    to: z.union([z.literal(''), dateField]),
    opens: timeField('Please choose when the ballot opens.'),
    draws: timeField('Please choose when the ballot is drawn.'),
  })
  .refine((form) => form.to === '' || clubDaysBetween(form.from, form.to) >= 0, {
    path: ['to'],
    message: 'The last day cannot come before the first.',
  })
  .refine((form) => form.to === '' || clubDaysBetween(form.from, form.to) < 31, {
    path: ['to'],
    message: 'Please name at most 31 days at once.',
  })
export type PeakDatesForm = z.input<typeof peakDatesFormSchema>

/** The days from `from` to `to` (or `from` alone), for the request. */
export function daysOf(from: ClubDate, to: ClubDate | ''): ClubDate[] {
  const count = to === '' ? 1 : clubDaysBetween(from, to) + 1
  return Array.from({ length: count }, (_, index) => addClubDays(from, index))
}
