import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'

/**
 * Every change an administrator makes, written in the transaction of the change itself, so there is never a change
 * without its entry or an entry for a change that was rolled back. `details` holds what changed (before and after),
 * never a secret.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => members.id),
    action: text('action').notNull(),
    targetMemberId: integer('target_member_id').references(() => members.id),
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_target_idx').on(table.targetMemberId, table.id)],
)
