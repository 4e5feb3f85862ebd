import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { vessels } from '../bookings/booking-tables.ts'

export const entryStatuses = ['waiting', 'offered', 'booked', 'left', 'lapsed'] as const
export const holdStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const
const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A member waiting for a tour some slot of which is taken (member-api §8). `waiting` until its slots free and it is
 * offered; `offered` while a hold keeps them for the member; then `booked`, `left` (the member left the line or
 * declined the offer) or `lapsed` (the offer ran out). `slots` are the tour's slot keys (`2026-12-10:morning`), so
 * entries for overlapping tours are found with `&&`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Counts entries as they are made: the order of joining when two join at the same instant. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    tourType: text('tour_type').notNull(),
    tourDate: date('tour_date').notNull(),
    days: integer('days').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    slots: text('slots').array().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: entryStatuses }).notNull().default('waiting'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One place in line per member and tour, however many requests race to join.
    uniqueIndex('waitlist_entries_live_key')
      .on(table.memberId, table.vesselKey, table.tourType, table.tourDate, table.days)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_vessel_idx')
      .on(table.vesselKey, table.startAt)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_member_idx').on(table.memberId, table.status),
    check('waitlist_entries_status_check', sql`${table.status} in (${listOf(entryStatuses)})`),
    check('waitlist_entries_times_check', sql`${table.endAt} > ${table.startAt}`),
  ],
)

/**
 * An offer to the member first in line: their entry's slots are held for them in `slot_occupancy` (as a booking or a
 * block holds slots) until `expires_at`. `open` until the member books (`accepted`), declines or it expires, or staff
 * close the vessel over it (`withdrawn`: the entry waits again, in its place).
 */
export const waitlistHolds = pgTable(
  'waitlist_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: holdStatuses }).notNull().default('open'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_holds_open_key')
      .on(table.entryId)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_holds_member_idx').on(table.memberId, table.status),
    check('waitlist_holds_status_check', sql`${table.status} in (${listOf(holdStatuses)})`),
    check('waitlist_holds_times_check', sql`${table.expiresAt} > ${table.offeredAt}`),
  ],
)

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect
export type WaitlistHoldRow = typeof waitlistHolds.$inferSelect
