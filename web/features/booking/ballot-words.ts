import type { BallotEntry } from '../../../common/ballot/ballot-api.ts'

/** What the portal says of a ballot entry, worked out without React. */

export const rankWords = ['1st choice', '2nd choice', '3rd choice'] as const

/** Where an entry stands: waiting for the draw, or what the draw made of it. */
export function entryOutcome(entry: Pick<BallotEntry, 'result' | 'result_detail' | 'booking'>): string {
  switch (entry.result) {
    case null:
      return 'Waiting for the draw'
    case 'won':
      return `Won: booked as ${entry.booking?.reference ?? 'a booking'}`
    case 'not_placed':
      return 'Not placed: on the waitlist'
    case 'taken':
      return 'Taken by a member drawn earlier'
    case 'refused':
      return `Not allowed: ${entry.result_detail ?? 'your booking rules refused it'}`
    case 'not_needed':
      return 'Not needed: another of your choices won'
  }
}
