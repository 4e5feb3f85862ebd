import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core'
import { blockKinds } from '../../../common/fleet-operations/block-slots.ts'
import { members } from '../accounts/members-table.ts'
import { vessels } from '../bookings/booking-tables.ts'

const kindList = sql.raw(blockKinds.map((kind) => `'${kind}'`).join(', '))

/**
 * Staff closing a vessel over a range of slots (member-api §6). The slots themselves are held in `slot_occupancy`, the
 * table that already keeps two bookings apart, so a block and a booking can never hold the same slot either. A lifted
 * block keeps its row for the record and frees its slots.
 */
export const vesselBlocks = pgTable(
  'vessel_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselKey: text('vessel_key')
      .notNull()
      .references(() => vessels.key),
    fromDate: date('from_date').notNull(),
    fromSlot: text('from_slot', { enum: ['morning', 'afternoon'] }).notNull(),
    toDate: date('to_date').notNull(),
    toSlot: text('to_slot', { enum: ['morning', 'afternoon'] }).notNull(),
    kind: text('kind', { enum: blockKinds }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => members.id),
  },
  (table) => [
    index('vessel_blocks_vessel_dates_idx').on(table.vesselKey, table.fromDate, table.toDate),
    check('vessel_blocks_kind_check', sql`${table.kind} in (${kindList})`),
    check(
      'vessel_blocks_slots_check',
      sql`${table.fromSlot} in ('morning', 'afternoon') and ${table.toSlot} in ('morning', 'afternoon')`,
    ),
    check('vessel_blocks_range_check', sql`${table.toDate} >= ${table.fromDate}`),
  ],
)
