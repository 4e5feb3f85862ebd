import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { club } from '../../../common/club.ts'
import { formatPhone } from '../../../common/phone.ts'
import { escapeHtml } from '../email/escape-html.ts'
import type { EmailMessage } from '../email/enqueue-email.ts'

export interface OutingFacts {
  reference: string
  vessel: string
  member: { name: string; phoneNumber: string | null }
  captain: string | null
  expectedReturnAt: Date
}

function staffLetter(
  to: string,
  subject: string,
  lines: string[],
  links: { href: string; label: string }[],
): EmailMessage {
  const text = [...lines, ...links.map((link) => `${link.label}: ${link.href}`), club.name].join('\n\n')
  const html =
    `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#0b1f3f;max-width:560px">` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    (links.length > 0
      ? `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`
      : '') +
    `<p style="font-family:Georgia,serif;color:#132d57">${escapeHtml(club.name)}</p></div>`
  return { to, subject, text: `${text}\n`, html }
}

function whoIsOut(outing: OutingFacts): string {
  const phone = outing.member.phoneNumber ? ` (${formatPhone(outing.member.phoneNumber)})` : ''
  const captain = outing.captain ? `Captain ${outing.captain}` : 'no captain recorded'
  return `${outing.vessel}, booking ${outing.reference}, out with ${outing.member.name}${phone} and ${captain}.`
}

/** Staff's alarm when an outing is late back, and each reminder after it. */
export function overdueEmail(to: string, outing: OutingFacts, reminder: number, calendarUrl: string): EmailMessage {
  const subject = `${reminder > 1 ? 'Still overdue' : 'Overdue'}: ${outing.vessel} (${outing.reference})`
  return staffLetter(
    to,
    subject,
    [
      `${outing.vessel} has not checked in. It was expected back at ${clubDateTimeLabel(outing.expectedReturnAt)}.`,
      whoIsOut(outing),
      'Please reach the captain and the member. A reminder follows every 30 minutes until the outing checks in.',
    ],
    [{ href: calendarUrl, label: 'Open the fleet calendar' }],
  )
}

/** Damage found at check-in, with links to its photos (staff only) rather than the photos themselves. */
export function damageEmail(
  to: string,
  outing: OutingFacts,
  descriptions: readonly string[],
  photoUrls: readonly string[],
): EmailMessage {
  return staffLetter(
    to,
    `Damage reported: ${outing.vessel} (${outing.reference})`,
    [
      `The check-in of ${outing.vessel} reported damage:`,
      ...descriptions.map((description) => `• ${description}`),
      whoIsOut(outing).replace(', out with ', ', which was out with '),
    ],
    photoUrls.map((href, index) => ({ href, label: `Photo ${index + 1}` })),
  )
}
