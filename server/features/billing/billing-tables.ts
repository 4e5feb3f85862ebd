import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'
import { bookings } from '../bookings/booking-tables.ts'

/**
 * A booking's invoice (member-api §7). A draft has no number; issuing gives it the next of its year's sequence and
 * freezes its lines; voiding keeps the number, and the booking may then be invoiced again. At most one invoice of a
 * booking is not void, and `total_cents` is the sum of its lines, never below zero. All money is integer cents.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status', { enum: ['draft', 'issued', 'paid', 'void'] })
      .notNull()
      .default('draft'),
    totalCents: integer('total_cents').notNull(),
    /** `INV-2026-0001`, from `year` and `sequence`; null while a draft. */
    number: text('number'),
    year: integer('year'),
    sequence: integer('sequence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => members.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => members.id),
    voidReason: text('void_reason'),
  },
  (table) => [
    uniqueIndex('invoices_one_standing_per_booking')
      .on(table.bookingId)
      .where(sql`${table.status} <> 'void'`),
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.year, table.sequence),
    index('invoices_member_idx').on(table.memberId, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
    check('invoices_status_check', sql`${table.status} in ('draft', 'issued', 'paid', 'void')`),
    check('invoices_total_check', sql`${table.totalCents} >= 0`),
    check('invoices_issued_check', sql`(${table.number} is null) = (${table.issuedAt} is null)`),
    check('invoices_sequence_check', sql`(${table.number} is null) = (${table.sequence} is null)`),
    check(
      'invoices_numbered_check',
      sql`(${table.status} in ('issued', 'paid')) <= (${table.number} is not null) and (${table.status} = 'draft') <= (${table.number} is null)`,
    ),
    check('invoices_void_check', sql`(${table.status} = 'void') = (${table.voidedAt} is not null)`),
  ],
)

export type InvoiceRow = typeof invoices.$inferSelect

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The line's serial number on the invoice, from 1. */
    position: integer('position').notNull(),
    particulars: text('particulars').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [uniqueIndex('invoice_lines_position_key').on(table.invoiceId, table.position)],
)

/**
 * The last number given in each year. Issuing takes the next with `insert … on conflict do update … returning`, which
 * locks the year's row until the issuing transaction ends: two staff issuing at once get consecutive numbers, and a
 * transaction that fails gives its number back, so the sequence has no gap.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
})

/** A collection run: debits of open invoices from the members' bank accounts on file, for one effective date. */
export const achBatches = pgTable(
  'ach_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    effectiveDate: date('effective_date').notNull(),
    status: text('status', { enum: ['open', 'settled'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => members.id),
    /** The invoices asked for but left out, and why; never a bank detail. */
    skipped: jsonb('skipped').notNull().$type<{ invoice_id: number; reason: string }[]>(),
  },
  (table) => [
    check('ach_batches_status_check', sql`${table.status} in ('open', 'settled')`),
    check('ach_batches_settled_check', sql`(${table.status} = 'settled') = (${table.settledAt} is not null)`),
  ],
)

/** One debit of a batch: an invoice's balance due when the batch was made. */
export const achBatchEntries = pgTable(
  'ach_batch_entries',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => achBatches.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: integer('amount_cents').notNull(),
    returnedCode: text('returned_code'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.invoiceId] }),
    index('ach_batch_entries_invoice_idx').on(table.invoiceId),
    check('ach_batch_entries_amount_check', sql`${table.amountCents} > 0`),
    check('ach_batch_entries_returned_check', sql`(${table.returnedCode} is null) = (${table.returnedAt} is null)`),
  ],
)

/** Money received against an invoice. A returned ACH debit keeps its row, with the R-code, and no longer counts. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['ach', 'card', 'check', 'cash'] }).notNull(),
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => members.id),
    /** The batch whose settlement recorded it, for an ACH debit. */
    achBatchId: integer('ach_batch_id').references(() => achBatches.id),
    returnedCode: text('returned_code'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_invoice_idx').on(table.invoiceId),
    index('payments_received_idx').on(table.receivedAt),
    uniqueIndex('payments_batch_invoice_key')
      .on(table.achBatchId, table.invoiceId)
      .where(sql`${table.achBatchId} is not null`),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_method_check', sql`${table.method} in ('ach', 'card', 'check', 'cash')`),
    check('payments_returned_check', sql`(${table.returnedCode} is null) = (${table.returnedAt} is null)`),
  ],
)

export type PaymentRow = typeof payments.$inferSelect
