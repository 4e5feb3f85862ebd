import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'

/** The first answer to a request sent with an `Idempotency-Key`, replayed to retries from the same account for 24 h. */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    /** Method, path and body of the first request: a retry must send the same. */
    requestDigest: text('request_digest').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.key] }),
    index('idempotent_answers_created_at_idx').on(table.createdAt),
  ],
)
