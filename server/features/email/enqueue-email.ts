import type { Db } from '../../db/database.ts'
import { emailAttachments, emailOutbox } from './email-outbox-table.ts'

export interface EmailAttachment {
  filename: string
  contentType: string
  content: Buffer
}

export interface EmailMessage {
  /** One address or several, each possibly with a name: `"Jane Doe" <jane@example.com>`. Validate visitors' own. */
  to: string | readonly string[]
  subject: string
  text: string
  /** Pass every visitor-supplied value through `escapeHtml` before it goes in here. */
  html?: string
  attachments?: readonly EmailAttachment[]
}

/**
 * Puts a message in the outbox; the outbox worker sends it. `db` may be a transaction, so a record and the e-mail
 * about it are stored together or not at all. Call `app.emailOutbox.kick()` after the commit to send it at once.
 */
export async function enqueueEmail(
  db: Db,
  { to, subject, text, html, attachments = [] }: EmailMessage,
): Promise<{ id: string }> {
  const recipients = typeof to === 'string' ? to : to.join(', ')
  if (recipients.trim() === '') throw new Error('An e-mail needs at least one recipient')
  const [row] = await db
    .insert(emailOutbox)
    .values({ recipients, subject, textBody: text, htmlBody: html })
    .returning({ id: emailOutbox.id })
  if (!row) throw new Error('The e-mail was not stored')
  if (attachments.length > 0) {
    await db.insert(emailAttachments).values(attachments.map((attachment) => ({ emailId: row.id, ...attachment })))
  }
  return row
}
