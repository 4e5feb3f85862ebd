import { escapeHtml } from '../email/escape-html.ts'
import type { EmailMessage } from '../email/enqueue-email.ts'

export interface SubmissionFacts {
  sourcePage: string | null
  clientIp: string
  receivedAt: Date
}

/**
 * The note the sales team receives for a submission: every visitor-supplied value is escaped before it reaches
 * the HTML, and the plain-text part carries the same facts.
 */
export function salesEmail(
  to: string,
  subject: string,
  fields: ReadonlyArray<readonly [label: string, value: string]>,
  facts: SubmissionFacts,
): EmailMessage {
  const received = facts.receivedAt.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'full',
    timeStyle: 'short',
  })
  const context: Array<[string, string]> = [
    ['Received', `${received} (Eastern)`],
    ['Page', facts.sourcePage ?? 'unknown'],
    ['Client address', facts.clientIp],
  ]
  const rows = [...fields, ...context]
  const text = `${subject}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#132d57;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;color:#0b1f3f;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  const html =
    `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">` +
    `<h1 style="font-family:Georgia,serif;font-weight:normal;color:#0b1f3f;border-bottom:2px solid #c39a45;padding-bottom:8px">${escapeHtml(subject)}</h1>` +
    `<table cellspacing="0" cellpadding="0">${htmlRows}</table></div>`
  return { to, subject, text, html }
}
