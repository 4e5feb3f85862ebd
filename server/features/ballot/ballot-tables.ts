import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { DrawRecord } from '../../../common/ballot/ballot-api.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'

/**
 * A day staff named one of the busiest (member-api §8): from `opens_at` to `draws_at` members enter requests for it
 * instead of booking, and at `draws_at` a draw allocates it. `drawn_at` is set by the draw, in its transaction.
 */
export const peakDates = pgTable(
  'peak_dates',
  {
    peakDate: date('peak_date').primaryKey(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (table) => [check('peak_dates_times_check', sql`${table.opensAt} < ${table.drawsAt}`)],
)

export const entryResults = ['won', 'not_placed', 'taken', 'refused', 'not_needed'] as const

/**
 * A member's ranked request for a tour on a peak date. The keys keep to the rules whatever races: ranks 1–3, each
 * once per member and date (so 3 requests at most), and one tour asked for once. `result` is set by the draw; a won
 * entry keeps its booking, which is how a member's wins this membership year are counted.
 */
export const ballotEntries = pgTable(
  'ballot_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    peakDate: date('peak_date')
      .notNull()
      .references(() => peakDates.peakDate, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    tourType: text('tour_type').notNull(),
    rank: integer('rank').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    result: text('result', { enum: entryResults }),
    /** Why the member's own rules refused the entry at the draw. */
    resultDetail: text('result_detail'),
    bookingId: uuid('booking_id').references(() => bookings.id),
  },
  (table) => [
    uniqueIndex('ballot_entries_rank_key').on(table.peakDate, table.memberId, table.rank),
    uniqueIndex('ballot_entries_tour_key').on(table.peakDate, table.memberId, table.vesselKey, table.tourType),
    index('ballot_entries_member_idx').on(table.memberId),
    check('ballot_entries_rank_check', sql`${table.rank} between 1 and 3`),
    check(
      'ballot_entries_tour_type_check',
      sql`${table.tourType} in ('Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight')`,
    ),
    check(
      'ballot_entries_result_check',
      sql`${table.result} is null or ${table.result} in ('won', 'not_placed', 'taken', 'refused', 'not_needed')`,
    ),
    check('ballot_entries_won_check', sql`(${table.result} = 'won') = (${table.bookingId} is not null)`),
  ],
)

/** The record of a peak date's draw: its seed and inputs (enough to replay it), every step, and what came of it. */
export const ballotDraws = pgTable('ballot_draws', {
  peakDate: date('peak_date')
    .primaryKey()
    .references(() => peakDates.peakDate),
  seed: integer('seed').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  record: jsonb('record').$type<DrawRecord>().notNull(),
})
