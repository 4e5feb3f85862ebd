import { tourRequestSchema, tourTypeSchema } from '../booking/booking-api.ts'
import { answer, text } from '../text.ts'
import { z } from '../zod.ts'

/** The waitlist's calls (member-api §8): what the booking screens send and what the server answers. */

/** Join the waitlist for a tour: the same fields as a booking of it. */
export const waitlistRequestSchema = tourRequestSchema
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const waitlistIdParamsSchema = z.object({ waitlist_id: text(36).regex(UUID, 'must be a waitlist entry id') })

export const joinedAnswerSchema = answer(z.object({ waitlist_id: z.string(), position: z.number() }))
export type Joined = z.infer<typeof joinedAnswerSchema>

export const waitlistEntrySchema = answer(
  z.object({
    waitlist_id: z.string(),
    vessel_id: z.string(),
    /** The vessel as people name it, with its length: `63' Peace`. */
    item: z.string(),
    tour_type: tourTypeSchema,
    date: z.string(),
    days: z.number(),
    start_at: z.string(),
    end_at: z.string(),
    joined_at: z.string(),
    /** 1 + the members in line for any of the same slots ahead of this entry. */
    position: z.number(),
    /** The slots are held for the member until `expires_at`: book the tour before then. */
    offer: z.object({ expires_at: z.string() }).nullable(),
  }),
)
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>

export const waitlistAnswerSchema = answer(z.array(waitlistEntrySchema))

export const leftAnswerSchema = answer(z.object({ waitlist_id: z.string(), status: z.literal('left') }))
