import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { BOOKING_REFERENCE_SQL } from '../../../common/booking/booking-reference.ts'
import { members } from '../accounts/members-table.ts'
import { vesselBlocks } from '../fleet/vessel-blocks-table.ts'
import { waitlistHolds } from '../waitlist/waitlist-tables.ts'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
const tourTypeList = inList(['Half Day Morning', 'Half Day Afternoon', 'Sunset', 'Full Day', 'Overnight', 'Multi-day'])

/** The club's boats, kept in step with `common/fleet.ts` at start-up; `base_points` is the half-day price. */
export const vessels = pgTable('vessels', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  lengthFeet: integer('length_feet').notNull(),
  guests: integer('guests').notNull(),
  basePoints: integer('base_points').notNull(),
})

/** An admin's price for one tour type on one vessel, in place of the multiple of its base points. */
export const vesselPrices = pgTable(
  'vessel_prices',
  {
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    tourType: text('tour_type').notNull(),
    points: integer('points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vesselKey, table.tourType] }),
    check('vessel_prices_tour_type_check', sql`${table.tourType} in (${tourTypeList})`),
    check('vessel_prices_points_check', sql`${table.points} >= 0`),
  ],
)

/** A member's outing. `status` stays `booked` once it has happened; answers call such a booking `completed`. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Counts bookings as they are made; the reference people read is worked out from it. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    /** `B-7K3Q9`: short, unique, and never mistaken for another (decisions §6); see `booking-reference.ts`. */
    reference: text('reference').notNull().generatedAlwaysAs(sql.raw(BOOKING_REFERENCE_SQL)),
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
    status: text('status', { enum: ['booked', 'cancelled', 'rebooked'] })
      .notNull()
      .default('booked'),
    pointsCost: integer('points_cost').notNull(),
    bookingFeeCents: integer('booking_fee_cents').notNull(),
    laborSurchargeCents: integer('labor_surcharge_cents').notNull(),
    lastMinute: boolean('last_minute').notNull(),
    weekend: boolean('weekend').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** Who made it: the member, or the admin who booked for them. */
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => members.id),
    rulesOverridden: boolean('rules_overridden').notNull().default(false),
    /** People aboard besides the crew: 1 to the vessel's `guests`. */
    guests: integer('guests').notNull().default(1),
    /** Optional, at most `guests` of them. */
    guestNames: text('guest_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedPoints: integer('refunded_points'),
    rebookedTo: uuid('rebooked_to').references((): AnyPgColumn => bookings.id),
    rebookedFrom: uuid('rebooked_from').references((): AnyPgColumn => bookings.id),
    /** Grows with every change of the booking, so a calendar file of the change replaces the one before (RFC 5545). */
    revision: integer('revision').notNull().default(0),
  },
  (table) => [
    index('bookings_member_start_idx').on(table.memberId, table.startAt),
    uniqueIndex('bookings_reference_key').on(table.reference),
    check('bookings_tour_type_check', sql`${table.tourType} in (${tourTypeList})`),
    check('bookings_status_check', sql`${table.status} in ('booked', 'cancelled', 'rebooked')`),
    check('bookings_points_cost_check', sql`${table.pointsCost} >= 0`),
    check('bookings_times_check', sql`${table.endAt} > ${table.startAt}`),
    check('bookings_guests_check', sql`${table.guests} >= 1 and cardinality(${table.guestNames}) <= ${table.guests}`),
  ],
)

/**
 * Which booking, staff block or waitlist hold holds each half-day slot of each vessel. Its primary key is what makes a
 * double booking impossible, and a booking of a blocked or held slot or a block of a booked one: the second to insert
 * fails, however many instances race for it. Rows go when a booking is cancelled or moved, a block lifted or a hold
 * ends.
 */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    slotDate: date('slot_date').notNull(),
    slot: text('slot', { enum: ['morning', 'afternoon'] }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => vesselBlocks.id, { onDelete: 'cascade' }),
    holdId: uuid('hold_id').references(() => waitlistHolds.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.vesselKey, table.slotDate, table.slot] }),
    // Availability reads a span of days of the whole fleet: without it, a scan of every slot ever held.
    index('slot_occupancy_slot_date_idx').on(table.slotDate),
    index('slot_occupancy_booking_idx').on(table.bookingId),
    index('slot_occupancy_block_idx').on(table.blockId),
    index('slot_occupancy_hold_idx').on(table.holdId),
    check('slot_occupancy_slot_check', sql`${table.slot} in ('morning', 'afternoon')`),
    check('slot_occupancy_holder_check', sql`num_nonnulls(${table.bookingId}, ${table.blockId}, ${table.holdId}) = 1`),
  ],
)

/**
 * A member's private calendar feed: the address carries `feed_id` and a signature of it made with the session secret,
 * so the database holds nothing that opens the feed by itself. Rotating gives a new `feed_id`; the old address stops.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  feedId: uuid('feed_id').notNull().unique().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
