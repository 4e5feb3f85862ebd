import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Work to be done at a time, by whichever instance gets there first (decision 21): an outbox that every instance polls
 * and claims from with `FOR UPDATE SKIP LOCKED`. `key` names the one piece of work (`overdue:<booking>:<n>`), so the same
 * alert scheduled twice, by any number of instances, is one row and runs once.
 */
export const scheduledWork = pgTable(
  'scheduled_work',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** While set and in the future, one instance is doing the work; a crashed instance's claim runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set instead of `done_at` when the work no longer needs doing (an outing checked in before its alert). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('scheduled_work_key_key').on(table.key),
    index('scheduled_work_due_idx')
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null and ${table.cancelledAt} is null`),
    check('scheduled_work_attempts_check', sql`${table.attempts} >= 0`),
  ],
)

export type ScheduledWorkRow = typeof scheduledWork.$inferSelect
