import { answer, text } from '../text.ts'
import { z } from '../zod.ts'

/**
 * Weather (member-api §8): what staff and members are told of the National Weather Service's marine alerts, and what
 * staff send to cancel outings for weather, checked with these schemas on the form and on the server.
 */

/** What a member sees on a booking under a counted alert. */
export const weatherNoticeSchema = answer(
  z.object({
    event: z.string(),
    headline: z.string(),
    ends: z.string().describe('When the alert ends, with its offset'),
  }),
)
export type WeatherNotice = z.infer<typeof weatherNoticeSchema>

export const weatherAlertSchema = answer(
  z.object({
    id: z.string().describe('The National Weather Service’s id of the alert'),
    event: z.string(),
    headline: z.string(),
    onset: z.string(),
    ends: z.string(),
  }),
)
export type WeatherAlertAnswer = z.infer<typeof weatherAlertSchema>

export const outingAtRiskSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    vessel_id: z.string(),
    item: z.string().describe('The vessel as people read it, such as 63’ Peace'),
    member_name: z.string(),
    member_id: z.string().describe('The printed member number, such as MYC-00007'),
    tour_type: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    /** Out on the water already: it can no longer be cancelled, only called back. */
    started: z.boolean(),
    alert_id: z.string(),
  }),
)
export type OutingAtRisk = z.infer<typeof outingAtRiskSchema>

export const weatherAnswerSchema = answer(
  z.object({
    alerts: z.array(weatherAlertSchema),
    outings_at_risk: z.array(outingAtRiskSchema),
    source: z.object({
      configured: z.boolean().describe('Whether WEATHER_ALERTS_URL is set'),
      failing: z.boolean().describe('Whether the last read failed (the alerts shown are the last read that worked)'),
      last_read_at: z.string().nullable(),
      last_success_at: z.string().nullable(),
    }),
  }),
)
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>

export const MAX_WEATHER_CANCELLATIONS = 100

export const weatherCancellationRequestSchema = z.object({
  booking_ids: z
    .array(text(100).min(1, 'must not be empty'))
    .min(1, 'Please choose at least one outing.')
    .max(MAX_WEATHER_CANCELLATIONS, `Please choose at most ${MAX_WEATHER_CANCELLATIONS} outings at once.`),
  reason: text(200).min(1, 'Please give a reason members will read.'),
})
export type WeatherCancellationRequest = z.infer<typeof weatherCancellationRequestSchema>

export const weatherCancellationOutcomes = [
  'cancelled',
  'already_cancelled',
  'rebooked',
  'started',
  'not_found',
] as const

export const weatherCancellationAnswerSchema = answer(
  z.object({
    cancelled: z.number().describe('How many of the outings this call cancelled'),
    results: z.array(
      z.object({
        booking_id: z.string().describe('As sent'),
        reference: z.string().nullable(),
        outcome: z.enum(weatherCancellationOutcomes),
        refunded_points: z.number(),
        priority_until: z.string().nullable(),
      }),
    ),
  }),
)
export type WeatherCancellationAnswer = z.infer<typeof weatherCancellationAnswerSchema>

export const rebookingPriorityAnswerSchema = answer(
  z.object({
    priority_until: z.string().nullable(),
    used: z.boolean(),
    active: z.boolean().describe('Granted, not used and not yet over'),
    books_until: z.string().nullable().describe('While active: the last day the one priority booking may be on'),
  }),
)
export type RebookingPriorityAnswer = z.infer<typeof rebookingPriorityAnswerSchema>
