import { vessels } from '../fleet.ts'
import { answer, text } from '../text.ts'
import { z } from '../zod.ts'
import { clubDateSchema } from '../club-date-schema.ts'
import { bookingRules } from './booking-rules.ts'
import { slotStates } from './slot-state.ts'
import { slotNames } from './slots.ts'
import { MULTI_DAY_MAX, MULTI_DAY_MIN, tourTypes } from './tours.ts'
import { weatherNoticeSchema } from '../weather/weather-api.ts'

/**
 * The booking engine's calls (member-api.md §1–§3): what the booking screens send, checked with these same schemas in
 * the browser and on the server, and the shapes the server answers.
 */

const vesselIds = vessels.map((vessel) => vessel.key) as [string, ...string[]]

export const vesselIdSchema = z.enum(vesselIds, { error: `must be one of: ${vesselIds.join(', ')}` })
export const tourTypeSchema = z.enum(tourTypes, { error: `must be one of: ${tourTypes.join(', ')}` })

const tourFields = {
  vessel_id: vesselIdSchema,
  tour_type: tourTypeSchema,
  date: clubDateSchema,
  days: z
    .number({ error: `must be a whole number of days from ${MULTI_DAY_MIN} to ${MULTI_DAY_MAX}` })
    .int({ error: `must be a whole number of days from ${MULTI_DAY_MIN} to ${MULTI_DAY_MAX}` })
    .min(MULTI_DAY_MIN, { error: `must be from ${MULTI_DAY_MIN} to ${MULTI_DAY_MAX} days` })
    .max(MULTI_DAY_MAX, { error: `must be from ${MULTI_DAY_MIN} to ${MULTI_DAY_MAX} days` })
    .optional(),
}

const multiDayNeedsDays = {
  check: (tour: { tour_type: string; days?: number | undefined }) =>
    tour.tour_type !== 'Multi-day' || tour.days !== undefined,
  issue: {
    path: ['days'],
    message: `a multi-day trip needs its number of days (${MULTI_DAY_MIN} to ${MULTI_DAY_MAX})`,
  },
}

/** What to book: a vessel, a tour and its date; a multi-day trip also says how many days. */
export const tourRequestSchema = z.object(tourFields).refine(multiDayNeedsDays.check, multiDayNeedsDays.issue)
export type TourRequest = z.infer<typeof tourRequestSchema>

/** The member a call is about: an admin may name one; a member may name only themselves. */
const forMemberField = { username: text(300).min(1, 'must not be empty').optional() }

/** The most guests any vessel carries is far below this; the vessel's own limit is a booking rule (`guests`). */
export const GUESTS_MAX = 99

const guestFields = {
  guests: z
    .number({ error: 'must be a whole number of guests' })
    .int({ error: 'must be a whole number of guests' })
    .min(1, { error: 'At least one guest is aboard.' })
    .max(GUESTS_MAX, { error: `must be at most ${GUESTS_MAX} guests` }),
  guest_names: z.array(text(120).min(1, 'A guest’s name cannot be empty.')).max(GUESTS_MAX),
}

const namesFitGuests = {
  check: (value: { guests?: number; guest_names?: string[] }) =>
    (value.guest_names?.length ?? 0) <= (value.guests ?? 1),
  issue: { path: ['guest_names'], message: 'Give at most as many names as guests.' },
}

/** An admin may book for a member, and may set the member's rules aside (which is recorded). */
export const bookingRequestSchema = z
  .object({
    ...tourFields,
    ...forMemberField,
    override_rules: z.boolean({ error: 'must be true or false' }).optional(),
    guests: guestFields.guests.optional(),
    guest_names: guestFields.guest_names.optional(),
  })
  .refine(multiDayNeedsDays.check, multiDayNeedsDays.issue)
  .refine(namesFitGuests.check, namesFitGuests.issue)

export const guestsAnswerSchema = answer(
  z.object({ booking_id: z.string(), reference: z.string(), guests: z.number(), guest_names: z.array(z.string()) }),
)

/** Who is aboard, changed by the member until the outing starts (member-api §6). */
export const guestsRequestSchema = z
  .object({ guests: guestFields.guests, guest_names: guestFields.guest_names.default([]) })
  .refine(namesFitGuests.check, namesFitGuests.issue)
export type BookingRequest = z.infer<typeof bookingRequestSchema>

/** A quote asks what a booking would: for a member an admin names, with the rules set aside if the admin says so. */
export const quoteRequestSchema = bookingRequestSchema
export type QuoteRequest = BookingRequest

export const AVAILABILITY_MAX_DAYS = 62

export const availabilityQuerySchema = z.object({
  from: clubDateSchema.optional(),
  days: z.coerce
    .number({ error: `must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}` })
    .int({ error: `must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}` })
    .min(1, { error: `must be from 1 to ${AVAILABILITY_MAX_DAYS}` })
    .max(AVAILABILITY_MAX_DAYS, { error: `must be from 1 to ${AVAILABILITY_MAX_DAYS}` })
    .default(14),
  vessel_id: vesselIdSchema.optional(),
  ...forMemberField,
})

export const bookingListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'must be upcoming or past' }).default('upcoming'),
})

export const cancelRequestSchema = z
  .object({ waive: z.boolean({ error: 'must be true or false' }).optional() })
  .optional()
  .default({})

export const bookingIdParamsSchema = z.object({ booking_id: text(100).min(1) })

/** A calendar feed's address: its secret token and `.ics`. */
export const calendarFileParamsSchema = z.object({ file: text(200).min(1) })

/** A member's private calendar feed: `webcal://…/api/calendar/{token}.ics`. */
export const calendarFeedAnswerSchema = answer(z.object({ url: z.string() }))

/** A member as a path names them: the numeric id or the printed member number, `MYC-00007`. */
export const memberRefParamsSchema = z.object({
  id: text(20).regex(/^(\d{1,9}|MYC-\d{1,9})$/i, 'must be a member id (7) or member number (MYC-00007)'),
})

export const bookingStatuses = ['booked', 'cancelled', 'rebooked', 'completed'] as const

export const adminBookingsQuerySchema = z.object({ username: text(300).min(1, 'Please select a user') })

export const vesselAnswerSchema = answer(
  z.array(
    z.object({
      vessel_id: z.string(),
      name: z.string(),
      length_feet: z.number(),
      guests: z.number(),
      locations: z.array(z.string()),
      prices: z.record(z.string(), z.number()),
    }),
  ),
)

const refusalSchema = z.object({ rule: z.enum(bookingRules), detail: z.string() })

/**
 * Beyond member-api §2: `reason` says why a `closed` slot is closed, and `tours` lists the tour types the member's
 * tier may book with the rule that refuses each that day (points aside), both from the rules a booking meets.
 */
export const availabilityAnswerSchema = answer(
  z.object({
    time_zone: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        sunset_at: z.string(),
        slots: z.array(
          z.object({
            vessel_id: z.string(),
            slot: z.enum(slotNames),
            start_at: z.string(),
            end_at: z.string(),
            state: z.enum(slotStates),
            reason: refusalSchema.nullable(),
          }),
        ),
        tours: z.array(z.object({ tour_type: z.enum(tourTypes), refusal: refusalSchema.nullable() })),
      }),
    ),
  }),
)
export type Availability = z.infer<typeof availabilityAnswerSchema>

export const quoteAnswerSchema = answer(
  z.object({
    vessel_id: z.string(),
    tour_type: z.enum(tourTypes),
    start_at: z.string(),
    end_at: z.string(),
    points_cost: z.number(),
    booking_fee_cents: z.number(),
    labor_surcharge_cents: z.number(),
    last_minute: z.boolean(),
    weekend: z.boolean(),
    allowed: z.boolean(),
    refusals: z.array(refusalSchema),
  }),
)
export type Quote = z.infer<typeof quoteAnswerSchema>

const bookingFields = {
  booking_id: z.string(),
  /** What people read and type: `B-7K3Q9` (decisions §6); accepted wherever `booking_id` is. */
  reference: z.string(),
  item: z.string(),
  vessel_id: z.string(),
  tour_type: z.enum(tourTypes),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(bookingStatuses),
  points_cost: z.number(),
  balance_after_booking: z.number(),
  booking_fee_cents: z.number(),
  labor_surcharge_cents: z.number(),
  last_minute: z.boolean(),
  rebooked_to: z.string().nullable(),
  rebooked_to_reference: z.string().nullable(),
  guests: z.number(),
  guest_names: z.array(z.string()),
}

/**
 * A booking as the back office's Bookings tab lists it (member-api §5, decisions §6): made for reading, one column per
 * key, oldest first (the tab shows them last first). Everything else opens from `dashboard_url` ('view').
 */
export const adminBookingRecordSchema = answer(
  z.object({
    reference: z.string(),
    vessel: z.string(),
    tour: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.string(),
    points: z.number(),
    fees: z.string(),
    booked_by: z.string(),
    dashboard_url: z.string(),
  }),
)
export type AdminBookingRecord = z.infer<typeof adminBookingRecordSchema>
export const adminBookingRecordsSchema = answer(z.array(adminBookingRecordSchema))

export const bookingAnswerSchema = answer(z.object({ ...bookingFields, current_points: z.number() }))
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>

export const rebookAnswerSchema = answer(
  z.object({
    ...bookingFields,
    current_points: z.number(),
    rebooked_from: z.string(),
    rebooked_from_reference: z.string(),
    points_difference: z.number(),
  }),
)

/** One booking in full (`GET /booking/bookings/{booking_id}`): the member's own, or any for an admin. */
export const bookingRecordAnswerSchema = answer(
  z.object({
    ...bookingFields,
    username: z.string(),
    member_name: z.string(),
    weekend: z.boolean(),
    booked_at: z.string(),
    booked_by: z.string(),
    rules_overridden: z.boolean(),
    cancelled_at: z.string().nullable(),
    refunded_points: z.number().nullable(),
    rebooked_from: z.string().nullable(),
    rebooked_from_reference: z.string().nullable(),
    /** Grows with every change; the calendar files' `SEQUENCE`. */
    revision: z.number(),
  }),
)
export type BookingRecord = z.infer<typeof bookingRecordAnswerSchema>

const bookingSummarySchema = z.object(bookingFields)
export type BookingSummary = z.infer<typeof bookingSummarySchema>

/** The member's bookings; `weather` is the marine alert over an outing not yet over, else null (member-api §8). */
export const bookingListAnswerSchema = answer(
  z.array(bookingSummarySchema.extend({ weather: weatherNoticeSchema.nullable() })),
)
export type BookingListEntry = z.infer<typeof bookingListAnswerSchema>[number]

export const cancelAnswerSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    status: z.literal('cancelled'),
    refunded_points: z.number(),
    current_points: z.number(),
  }),
)
