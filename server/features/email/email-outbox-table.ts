import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every e-mail the application sends, kept until it is delivered: the outbox worker sends the due ones and retries
 * failures with back-off, so a mail server that is down delays mail without losing any.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One address, or several separated by commas, as in a To: header. */
    recipients: text('recipients').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While in the future, one worker is sending the message and no other may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the last attempt failed, for an operator; never holds credentials. */
    lastError: text('last_error'),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
)

export type EmailOutboxRow = typeof emailOutbox.$inferSelect

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/** Files sent with a message (an invoice's PDF), kept with it until it goes, so a mail server that is down loses none. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('email_attachments_email_idx').on(table.emailId)],
)
