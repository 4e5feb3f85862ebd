import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'

/** A PostgreSQL `tstzrange`, written `[start,end)`: what the exclusion constraint compares. */
const timeRange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' })

/** The USCG-licensed captains who crew every outing (member-api §6). A retired captain keeps their history. */
export const captains = pgTable(
  'captains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiresOn: date('licence_expires_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The captain's sign-in (member-api §9), an account of type `captain`; null until staff give them one. */
    accountId: integer('account_id').references(() => members.id),
  },
  (table) => [
    index('captains_licence_idx').on(table.licenceExpiresOn),
    uniqueIndex('captains_account_key').on(table.accountId),
  ],
)

/** The vessels each captain is qualified on. */
export const captainVessels = pgTable(
  'captain_vessels',
  {
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
  },
  (table) => [primaryKey({ columns: [table.captainId, table.vesselKey] })],
)

export const captainTimeOff = pgTable(
  'captain_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [
    index('captain_time_off_captain_idx').on(table.captainId, table.fromDate),
    check('captain_time_off_range_check', sql`${table.toDate} >= ${table.fromDate}`),
  ],
)

/**
 * Who crews each booked outing. The migration adds an exclusion constraint (`captain_id` equal and `during`
 * overlapping), so no captain is ever on two outings that overlap in time, however assignments race. The row goes
 * with the booking's slots when it is cancelled or moved.
 */
export const captainAssignments = pgTable(
  'captain_assignments',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id),
    during: timeRange('during').notNull(),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => members.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captain_assignments_captain_idx').on(table.captainId)],
)
