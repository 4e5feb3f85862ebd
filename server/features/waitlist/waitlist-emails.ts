import { clubCallPhone } from '../../../common/club.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import type { EmailMessage } from '../email/enqueue-email.ts'
import { letter } from '../accounts/account-emails.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import type { WaitlistEntryRow } from './waitlist-tables.ts'
import { vesselItem } from './waitlist-records.ts'

/** The member first in line: the outing they waited for is theirs to book until the hold ends. */
export function waitlistOfferEmail(
  member: MemberRow,
  entry: WaitlistEntryRow,
  expiresAt: Date,
  portalUrl: string,
): EmailMessage {
  const item = vesselItem(entry.vesselKey)
  return letter(member, {
    subject: `${item} is free for you: book by ${clubDateTimeLabel(expiresAt)}`,
    opening:
      `Good news: the ${entry.tourType} outing on ${item} on ${clubDateTimeLabel(entry.startAt)} that you were ` +
      `waiting for has come free, and we are holding it for you until ${clubDateTimeLabel(expiresAt)}. Book it in ` +
      'the member portal before then; after that it passes to the next member on the waitlist.',
    link: { href: portalUrl, label: 'Book it now' },
    closing:
      'If you no longer want it, leave the waitlist in the portal and it goes to the next member straight away. ' +
      `Questions? Call the club at ${clubCallPhone.display}.`,
  })
}
