import { sql } from 'drizzle-orm'
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { captains } from '../captains/captain-tables.ts'

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * An outing on the water (member-api §9): written at check-out, completed at check-in. Engine hours are kept in tenths
 * of an hour, as the hour meter shows them, so sums and comparisons are exact.
 */
export const outings = pgTable(
  'outings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    /** The captain crewing it at check-out, if any; kept for the float plan and the log. */
    captainId: integer('captain_id').references(() => captains.id),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull(),
    checkedOutBy: integer('checked_out_by')
      .notNull()
      .references(() => members.id),
    engineTenthsOut: integer('engine_tenths_out').notNull(),
    fuelPercentOut: integer('fuel_percent_out').notNull(),
    guestsAboard: integer('guests_aboard').notNull(),
    notesOut: text('notes_out').notNull(),
    expectedReturnAt: timestamp('expected_return_at', { withTimezone: true }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => members.id),
    engineTenthsIn: integer('engine_tenths_in'),
    fuelPercentIn: integer('fuel_percent_in'),
    notesIn: text('notes_in'),
  },
  (table) => [
    index('outings_vessel_idx').on(table.vesselKey, table.checkedOutAt),
    check('outings_fuel_check', sql`${table.fuelPercentOut} between 0 and 100`),
    check(
      'outings_engine_forward_check',
      sql`${table.engineTenthsIn} is null or ${table.engineTenthsIn} >= ${table.engineTenthsOut}`,
    ),
  ],
)

/** Damage found at check-in; it reaches staff at once and stays on the vessel's log until resolved. */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => outings.bookingId),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    description: text('description').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => members.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => members.id),
  },
  (table) => [
    index('damage_reports_vessel_idx').on(table.vesselKey),
    index('damage_reports_booking_idx').on(table.bookingId),
  ],
)

/** The photos sent with a check-in's damage, re-encoded without metadata; served to staff only. */
export const damagePhotos = pgTable(
  'damage_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => outings.bookingId),
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
  },
  (table) => [index('damage_photos_booking_idx').on(table.bookingId)],
)

/** A service recorded by staff: the vessel's hours since service count from its engine hours here. */
export const vesselServices = pgTable(
  'vessel_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    engineTenths: integer('engine_tenths').notNull(),
    notes: text('notes').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => members.id),
  },
  (table) => [index('vessel_services_vessel_idx').on(table.vesselKey, table.at)],
)
