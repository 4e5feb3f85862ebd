import { answer } from './text.ts'
import { z } from './zod.ts'
import { bookingStatuses } from './booking/booking-api.ts'
import { tourTypes } from './booking/tours.ts'

/** A member's points ledger (member-api §2): their bookings and the club's adjustments, each with the balance after it. */

const bookingLedgerRow = z.object({
  item: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  booking_id: z.string(),
  reference: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(bookingStatuses),
  points_cost: z.number(),
  balance_after_booking: z.number(),
  tour_type: z.enum(tourTypes),
  rebooked_to: z.string().nullable(),
  rebooked_to_reference: z.string().nullable(),
})

export const adjustmentTypes = ['credit', 'debit', 'cancel', 'rebook', 'annual'] as const

const adjustmentLedgerRow = z.object({
  source: z.literal('Point Adjustment'),
  description: z.string(),
  type: z.enum(adjustmentTypes),
  date: z.string(),
  points: z.number(),
  balance: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  booking_id: z.string().nullable(),
  booking_reference: z.string().nullable(),
})

export const ledgerAnswerSchema = answer(
  z.object({
    opening_balance: z.number(),
    usable_points: z.number(),
    data: z.array(z.union([bookingLedgerRow, adjustmentLedgerRow])),
  }),
)
export type Ledger = z.infer<typeof ledgerAnswerSchema>
