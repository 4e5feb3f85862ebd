import { clubDateLabel, clubDateTimeLabel } from '../../../common/club-time.ts'
import { letter } from '../accounts/account-emails.ts'
import type { MemberRow } from '../accounts/members-table.ts'

export interface WonOuting {
  item: string
  tourType: string
  startAt: Date
  reference: string
  pointsCost: number
  balance: number
}

export interface MissedRequest {
  item: string
  tourType: string
  /** Why it was not placed: taken by a member drawn earlier, or the member's own rules. */
  why: string
}

const points = (count: number) => count.toLocaleString('en-US')

/** The one letter each entrant of a draw receives: what they won, or why none of their requests was placed. */
export function ballotResultEmail(
  member: MemberRow,
  date: string,
  outcome: { won: WonOuting } | { missed: MissedRequest[] },
  portalUrl: string,
) {
  const day = clubDateLabel(date)
  if ('won' in outcome) {
    const { won } = outcome
    return letter(member, {
      subject: `You won the ballot for ${day}`,
      opening:
        `Your request was drawn: ${won.item}, ${won.tourType}, on ${clubDateTimeLabel(won.startAt)} is booked for ` +
        `you as ${won.reference}. ${points(won.pointsCost)} Mariner Points were charged (balance ` +
        `${points(won.balance)}).`,
      link: { href: portalUrl, label: 'See your bookings' },
      closing: 'We look forward to welcoming you aboard.',
    })
  }
  const missed = outcome.missed.map((request) => `${request.item}, ${request.tourType}: ${request.why}`).join('; ')
  return letter(member, {
    subject: `The ballot for ${day} has been drawn`,
    opening: `We are sorry: none of your requests for ${day} could be placed this time (${missed}).`,
    link: { href: portalUrl, label: 'Open the member portal' },
    closing: 'Members who have won fewer of the busiest days this membership year are drawn first in the next ballot.',
  })
}
