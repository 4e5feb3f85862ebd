import type { Invoice } from '../../../common/billing/billing-api.ts'
import { club, clubCallPhone } from '../../../common/club.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { letter } from '../accounts/account-emails.ts'
import type { MemberRow } from '../accounts/members-table.ts'

/** The member's copy of an invoice just issued; the PDF goes with it as an attachment. */
export function invoiceIssuedEmail(member: MemberRow, invoice: Invoice) {
  return letter(member, {
    subject: `Your invoice ${invoice.number ?? ''} from ${club.name}`,
    opening:
      `Your invoice ${invoice.number ?? ''} for your ${invoice.tour_type} outing ${invoice.reference} aboard ` +
      `${invoice.item} on ${clubDateTimeLabel(new Date(invoice.start_at))} is attached, for ` +
      `${formatCents(invoice.total_cents)}. You will also find it, and your monthly statements, under Billing in ` +
      'the member portal.',
    closing: `Questions about it? Call the club at ${clubCallPhone.display} and we will gladly help.`,
  })
}
