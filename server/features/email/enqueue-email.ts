import type { Db } from '../../db/database.ts'
import { emailOutbox } from './email-outbox-table.ts'

export interface EmailMessage {
  /** One address or several, each possibly with a name: `"Jane Doe" <jane@example.com>`. Validate visitors' own. */
  to: string | readonly string[]
  subject: string
  text: string
  /** Pass every visitor-supplied value through `escapeHtml` before it goes in here. */
  html?: string
}

/**
 * Puts a message in the outbox; the outbox worker sends it. `db` may be a transaction, so a record and the e-mail
 * about it are stored together or not at all. Call `app.emailOutbox.kick()` after the commit to send it at once.
 */
export async function enqueueEmail(db: Db, { to, subject, text, html }: EmailMessage): Promise<{ id: string }> {
  const recipients = typeof to === 'string' ? to : to.join(', ')
  if (recipients.trim() === '') throw new Error('An e-mail needs at least one recipient')
  const [row] = await db
    .insert(emailOutbox)
    .values({ recipients, subject, textBody: text, htmlBody: html })
    .returning({ id: emailOutbox.id })
  if (!row) throw new Error('The e-mail was not stored')
  return row
}
