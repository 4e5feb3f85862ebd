import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { bookings } from '../bookings/booking-tables.ts'

/**
 * The counted marine alerts of the last successful read of the National Weather Service (member-api §8), by their NWS
 * id; each successful read replaces them all, a failed one leaves them as they are.
 */
export const weatherAlerts = pgTable(
  'weather_alerts',
  {
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    headline: text('headline').notNull(),
    onset: timestamp('onset', { withTimezone: true }).notNull(),
    ends: timestamp('ends', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('weather_alerts_window_check', sql`${table.ends} > ${table.onset}`)],
)

/**
 * The one row saying how the source stood at its last read, so a source that is down is logged once when it fails and
 * once when it recovers, whichever instance reads it; reads lock this row, so two never overlap.
 */
export const weatherSource = pgTable(
  'weather_source',
  {
    id: smallint('id').primaryKey().default(1),
    failing: boolean('failing').notNull().default(false),
    lastError: text('last_error'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [check('weather_source_single_row_check', sql`${table.id} = 1`)],
)

/**
 * A member's rebooking priority after the club cancelled an outing of theirs for weather: until `priority_until`, one
 * booking past their tier's window. A new weather cancellation renews it; the booking that spends it is kept.
 */
export const rebookingPriorities = pgTable('rebooking_priorities', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  priorityUntil: timestamp('priority_until', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBookingId: uuid('used_booking_id').references(() => bookings.id),
})
