import { vesselIdSchema } from '../booking/booking-api.ts'
import { tourTypes } from '../booking/tours.ts'
import { clubDateSchema } from '../club-date-schema.ts'
import { instantSchema } from '../dock/dock-api.ts'
import { answer, text } from '../text.ts'
import { z } from '../zod.ts'
import type { BallotRequest, DrawResult, VesselSlot } from './ballot-draw.ts'
import { MAX_BALLOT_RANK } from './ballot-draw.ts'

/** The busiest days (member-api §8): what staff and members send, checked with these schemas in both places. */

/** A ballot is for a tour of one day (and an overnight's next morning); multi-day trips are booked, not drawn. */
export const ballotTourTypes = tourTypes.filter((type) => type !== 'Multi-day') as [
  'Half Day Morning',
  'Half Day Afternoon',
  'Sunset',
  'Full Day',
  'Overnight',
]

export const MAX_PEAK_DATES_AT_ONCE = 31

export const peakDatesRequestSchema = z.object({
  dates: z
    .array(clubDateSchema, { error: 'must be a list of dates written YYYY-MM-DD' })
    .min(1, 'Please give at least one date.')
    .max(MAX_PEAK_DATES_AT_ONCE, `Please give at most ${MAX_PEAK_DATES_AT_ONCE} dates at once.`)
    .refine((dates) => new Set(dates).size === dates.length, 'Each date may be given once.'),
  opens_at: instantSchema,
  draws_at: instantSchema,
})
export type PeakDatesRequest = z.input<typeof peakDatesRequestSchema>

export const peakDateParamsSchema = z.object({ date: clubDateSchema })

export const peakDateStates = ['upcoming', 'open', 'closed', 'drawn'] as const
export type PeakDateState = (typeof peakDateStates)[number]

export const peakDateSchema = answer(
  z.object({
    date: z.string(),
    opens_at: z.string(),
    draws_at: z.string(),
    /** upcoming: not yet open; open: taking requests; closed: past `draws_at`, being drawn; drawn. */
    state: z.enum(peakDateStates),
    drawn_at: z.string().nullable(),
    /** Requests entered (staff only; a member's answer leaves it out). */
    entries: z.number().optional(),
  }),
)
export type PeakDate = z.infer<typeof peakDateSchema>
export const peakDateListSchema = answer(z.array(peakDateSchema))

export const ballotRequestSchema = z.object({
  vessel_id: vesselIdSchema,
  tour_type: z.enum(ballotTourTypes, { error: `must be one of: ${ballotTourTypes.join(', ')}` }),
  date: clubDateSchema,
  rank: z
    .number({ error: `must be a whole number from 1 to ${MAX_BALLOT_RANK}` })
    .int({ error: `must be a whole number from 1 to ${MAX_BALLOT_RANK}` })
    .min(1, { error: `must be from 1 to ${MAX_BALLOT_RANK}` })
    .max(MAX_BALLOT_RANK, { error: `must be from 1 to ${MAX_BALLOT_RANK}` }),
})
export type BallotEntryRequest = z.infer<typeof ballotRequestSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const ballotIdParamsSchema = z.object({ ballot_id: text(36).regex(UUID, 'must be a ballot entry id') })

export const entryResultSchema = z.enum(['won', 'not_placed', 'taken', 'refused', 'not_needed'])
export type EntryResult = z.infer<typeof entryResultSchema>

export const ballotEntrySchema = answer(
  z.object({
    ballot_id: z.string(),
    date: z.string(),
    vessel_id: z.string(),
    /** `63' Peace` */
    item: z.string(),
    tour_type: z.enum(ballotTourTypes),
    rank: z.number(),
    start_at: z.string(),
    end_at: z.string(),
    points_cost: z.number(),
    /**
     * Null until drawn; won (the booking); not placed (no request of theirs was: to the waitlist); taken (by a member
     * drawn earlier, while another of theirs won); refused by the member's rules; not needed (another of theirs won).
     */
    result: entryResultSchema.nullable(),
    result_detail: z.string().nullable(),
    booking: z.object({ booking_id: z.string(), reference: z.string() }).nullable(),
  }),
)
export type BallotEntry = z.infer<typeof ballotEntrySchema>

export const myBallotSchema = answer(
  z.object({
    /** Peak dates from today on, and any other the member entered. */
    peak_dates: z.array(peakDateSchema),
    entries: z.array(ballotEntrySchema),
  }),
)
export type MyBallot = z.infer<typeof myBallotSchema>

export const withdrawAnswerSchema = answer(z.object({ ballot_id: z.string(), withdrawn: z.literal(true) }))

const memberRef = answer(z.object({ id: z.number(), member_id: z.string(), name: z.string() }))

const drawnTour = {
  ballot_id: z.string(),
  member: memberRef,
  rank: z.number(),
  vessel_id: z.string(),
  item: z.string(),
  tour_type: z.enum(ballotTourTypes),
}

export const drawAnswerSchema = answer(
  z.object({
    date: z.string(),
    seed: z.number(),
    drawn_at: z.string(),
    /** Every request tried, in the order drawn: booked, taken by an earlier winner, or refused by the member's rules. */
    steps: z.array(
      z.object({
        position: z.number(),
        wins: z.number(),
        ...drawnTour,
        outcome: z.enum(['booked', 'taken', 'refused']),
        reason: z.string().nullable(),
      }),
    ),
    winners: z.array(z.object({ ...drawnTour, booking_id: z.string(), reference: z.string(), start_at: z.string() })),
    unplaced: z.array(z.object(drawnTour)),
  }),
)
export type DrawAnswer = z.infer<typeof drawAnswerSchema>

/** What a draw stores: its inputs (enough to replay it with `drawBallot`), the pure result, and each booking made. */
export interface DrawRecord {
  inputs: {
    requests: BallotRequest[]
    history: Record<number, number>
    slotsFree: VesselSlot[]
    /** Why a member's rules refused a request, by request id, as read when the draw began. */
    refusals: Record<string, string>
  }
  result: DrawResult
  /** By request id: the booking made for an allocation, or why the booking engine refused it after all. */
  bookings: Record<string, { booking_id: string; reference: string } | { refused: string }>
}
