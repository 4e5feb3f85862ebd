import { answer } from './text.ts'
import { z } from './zod.ts'

/** The close code of a live-events socket whose session has ended: the portal signs out rather than reconnects. */
export const SESSION_ENDED_CLOSE_CODE = 4401

/** What a member's open portal tabs are told when their points change (member-api §3). */
export const memberEventSchema = answer(
  z.discriminatedUnion('event', [
    z.object({ event: z.literal('booking_success'), point_used: z.number(), current_points: z.number() }),
    z.object({
      event: z.literal('booking_cancelled'),
      booking_id: z.string(),
      refunded_points: z.number(),
      current_points: z.number(),
      /** Why, when the club cancelled it (a vessel closed over it). */
      reason: z.string().optional(),
    }),
    z.object({ event: z.literal('points_changed'), current_points: z.number() }),
    /** One of the member's invoices was issued, voided, paid, or had a debit returned: the Billing tab reads again. */
    z.object({ event: z.literal('billing_changed'), invoice_id: z.number() }),
    /** A tour the member waited for came free and is held for them until `expires_at` (member-api §8). */
    z.object({
      event: z.literal('waitlist_offer'),
      waitlist_id: z.string(),
      vessel_id: z.string(),
      tour_type: z.string(),
      start_at: z.string(),
      expires_at: z.string(),
    }),
    /** A peak date the member entered was drawn (member-api §8): `booking_id` is the booking they won, if any. */
    z.object({
      event: z.literal('ballot_result'),
      date: z.string(),
      won: z.boolean(),
      booking_id: z.string().nullable(),
    }),
  ]),
)
export type MemberEvent = z.infer<typeof memberEventSchema>
