import { club, clubCallPhone } from '../../../common/club.ts'
import { escapeHtml } from '../email/escape-html.ts'
import type { EmailMessage } from '../email/enqueue-email.ts'
import type { MemberRow } from './members-table.ts'

export interface Letter {
  subject: string
  opening: string
  link?: { href: string; label: string }
  closing: string
}

/** A short letter to a member, in plain text and in HTML with every value escaped. */
export function letter(member: MemberRow, { subject, opening, link, closing }: Letter): EmailMessage {
  const greeting = `Hello ${member.firstName},`
  const text = [greeting, opening, ...(link ? [link.href] : []), closing, club.name].join('\n\n')
  const button = link
    ? `<p style="margin:28px 0"><a href="${escapeHtml(link.href)}" style="background:#0b1f3f;color:#faf6ee;padding:12px 28px;border-radius:999px;text-decoration:none;letter-spacing:.08em">${escapeHtml(link.label)}</a></p>` +
      `<p style="font-size:13px;color:#44597a">If the button does not work, paste this address into your browser:<br>${escapeHtml(link.href)}</p>`
    : ''
  const html =
    `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#0b1f3f;max-width:560px">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(opening)}</p>${button}<p>${escapeHtml(closing)}</p>` +
    `<p style="font-family:Georgia,serif;color:#132d57">${escapeHtml(club.name)}</p></div>`
  return { to: member.email, subject, text: `${text}\n`, html }
}

export function passwordResetEmail(member: MemberRow, resetUrl: string, validMinutes: number): EmailMessage {
  return letter(member, {
    subject: `Reset your ${club.name} password`,
    opening: `We received a request to reset the password for your ${club.name} account (username ${member.username}). Open this link within ${validMinutes} minutes to choose a new password:`,
    link: { href: resetUrl, label: 'Choose a new password' },
    closing:
      'The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  })
}

/** After a reset every device is signed out; after a change in the portal, every device but the one that changed it. */
export function passwordChangedEmail(member: MemberRow, { inPortal = false } = {}): EmailMessage {
  const signedOut = inPortal
    ? 'in the member portal, and every other device that was signed in has been signed out'
    : 'and every device that was signed in has been signed out'
  return letter(member, {
    subject: `Your ${club.name} password was changed`,
    opening: `The password for your ${club.name} account (username ${member.username}) was just changed ${signedOut}.`,
    closing: `If you did not change it, please call the club straight away at ${clubCallPhone.display}.`,
  })
}

/** A new member's welcome, with a one-time link to choose their password (decisions §3: no password by e-mail). */
export function welcomeSetPasswordEmail(member: MemberRow, setPasswordUrl: string, validDays: number): EmailMessage {
  return letter(member, {
    subject: `Welcome to ${club.name}`,
    opening: `Welcome aboard! Your ${club.name} member account is ready (username ${member.username}). Open this link within ${validDays} days to choose your password:`,
    link: { href: setPasswordUrl, label: 'Choose your password' },
    closing:
      'The link works once. Once your password is set, log in to the member portal to see your points and book your outings.',
  })
}

/** A new member's welcome when staff chose a first password; the password itself is never in it. */
export function welcomeEmail(member: MemberRow): EmailMessage {
  return letter(member, {
    subject: `Welcome to ${club.name}`,
    opening: `Welcome aboard! Your ${club.name} member account is ready (username ${member.username}). The club will tell you your first password in person; you can change it at any time with “Forgot Password?” on the login page.`,
    closing: 'Log in to the member portal to see your points and book your outings.',
  })
}

/** A captain's sign-in for the dock (member-api §9), with a one-time link to choose their password. */
export function captainSetPasswordEmail(account: MemberRow, setPasswordUrl: string, validDays: number): EmailMessage {
  return letter(account, {
    subject: `Your ${club.name} captain’s sign-in`,
    opening: `The club has made you a sign-in for the dock (username ${account.username}): your outings of the week, check-out, check-in and float plans, from your phone. Open this link within ${validDays} days to choose your password:`,
    link: { href: setPasswordUrl, label: 'Choose your password' },
    closing: 'The link works once. Once your password is set, log in to see the outings you crew.',
  })
}
