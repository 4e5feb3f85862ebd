import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { bookings } from '../bookings/booking-tables.ts'

/**
 * Every change to a member's Mariner Points, written in the transaction that changes `members.points_balance`, with
 * the balance after it, so the balance always equals the sum of the ledger.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['booking', 'credit', 'debit', 'cancel', 'rebook', 'annual'] }).notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    description: text('description').notNull(),
    /** Who made the change, when it was not the member's own booking. */
    actorId: integer('actor_id').references(() => members.id),
    /** For an `annual` row, the first day of the membership year it grants; one grant per member and year. */
    membershipYear: date('membership_year'),
  },
  (table) => [
    index('points_ledger_member_idx').on(table.memberId, table.id),
    check(
      'points_ledger_kind_check',
      sql`${table.kind} in ('booking', 'credit', 'debit', 'cancel', 'rebook', 'annual')`,
    ),
    check('points_ledger_balance_check', sql`${table.balanceAfter} >= 0`),
    check('points_ledger_annual_year_check', sql`(${table.kind} = 'annual') = (${table.membershipYear} is not null)`),
    uniqueIndex('points_ledger_annual_key')
      .on(table.memberId, table.membershipYear)
      .where(sql`${table.kind} = 'annual'`),
  ],
)
