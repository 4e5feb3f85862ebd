import { emailSchema } from '../accounts.ts'
import { bookingStatuses, tourTypeSchema, vesselIdSchema } from '../booking/booking-api.ts'
import { slotNames } from '../booking/slots.ts'
import { tourTypes } from '../booking/tours.ts'
import { clubDateSchema } from '../club-date-schema.ts'
import { PHONE_DIGITS_MESSAGE } from '../new-member.ts'
import { tierNames } from '../membership-tiers.ts'
import { answer, text } from '../text.ts'
import { outingStates } from '../dock/dock-api.ts'
import { rowIdParamSchema, rowIdSchema } from '../row-id.ts'
import { z } from '../zod.ts'
import { blockKinds } from './block-slots.ts'

/** Running the fleet (member-api §6): what the staff's tools send, checked with these schemas in both places. */

export const FLEET_CALENDAR_MAX_DAYS = 14

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be from ${min} to ${max}` })
    .max(max, { error: `must be from ${min} to ${max}` })

export const slotRefSchema = z.object({
  date: clubDateSchema,
  slot: z.enum(slotNames, { error: 'must be morning or afternoon' }),
})

export const fleetCalendarQuerySchema = z.object({
  from: clubDateSchema.optional(),
  days: wholeNumber(1, FLEET_CALENDAR_MAX_DAYS).default(7),
})

const memberRef = z.object({ id: z.number(), member_id: z.string(), name: z.string() })

export const fleetCellStates = ['free', 'booked', 'blocked', 'held', 'past'] as const

export const fleetCalendarAnswerSchema = answer(
  z.object({
    time_zone: z.string(),
    days: z.array(z.object({ date: z.string(), sunset_at: z.string() })),
    vessels: z.array(
      z.object({
        vessel_id: z.string(),
        name: z.string(),
        guests: z.number(),
        /** Past its service interval (member-api §9): the vessel log suggests a maintenance block. */
        service_due: z.boolean(),
        cells: z.array(
          z.object({
            date: z.string(),
            slot: z.enum(slotNames),
            state: z.enum(fleetCellStates),
            booking: z
              .object({
                booking_id: z.string(),
                reference: z.string(),
                member: memberRef,
                tour_type: z.enum(tourTypes),
                status: z.enum(bookingStatuses),
                start_at: z.string(),
                end_at: z.string(),
                guests: z.number(),
                captain: z.object({ id: z.number(), name: z.string() }).nullable(),
                /** Where the outing stands on the water (member-api §9). */
                state: z.enum(outingStates),
                /** The marine alert over the outing, such as `Gale Warning`, while it is at risk (member-api §8). */
                weather: z.string().nullable(),
              })
              .nullable(),
            block: z.object({ block_id: z.string(), kind: z.enum(blockKinds), reason: z.string() }).nullable(),
            /** Offered from the waitlist and held for one member until `expires_at` (member-api §8). */
            hold: z.object({ member: memberRef, expires_at: z.string() }).optional(),
          }),
        ),
      }),
    ),
  }),
)
export type FleetCalendar = z.infer<typeof fleetCalendarAnswerSchema>

export const vesselBlockRequestSchema = z.object({
  vessel_id: vesselIdSchema,
  from: slotRefSchema,
  to: slotRefSchema,
  kind: z.enum(blockKinds, { error: `must be one of: ${blockKinds.join(', ')}` }),
  reason: text(300).min(1, 'Please give a reason.'),
  force: z.boolean().default(false),
})
export type VesselBlockRequest = z.input<typeof vesselBlockRequestSchema>

export const vesselBlockSchema = answer(
  z.object({
    block_id: z.string(),
    vessel_id: z.string(),
    from: z.object({ date: z.string(), slot: z.enum(slotNames) }),
    to: z.object({ date: z.string(), slot: z.enum(slotNames) }),
    kind: z.enum(blockKinds),
    reason: z.string(),
  }),
)

export const vesselBlockCreatedSchema = answer(vesselBlockSchema.extend({ cancelled_bookings: z.array(z.string()) }))

export const vesselBlocksQuerySchema = z.object({
  from: clubDateSchema,
  to: clubDateSchema,
  vessel_id: vesselIdSchema.optional(),
})

export const vesselPricesSchema = answer(
  z.object({
    vessel_id: z.string(),
    prices: z.record(z.string(), z.number()),
    defaults: z.record(z.string(), z.number()),
    overridden: z.array(z.enum(tourTypes)),
  }),
)

export const PRICE_MAX_POINTS = 100_000

export const vesselPricesRequestSchema = z.object({
  prices: z.partialRecord(
    tourTypeSchema,
    z
      .number({ error: 'must be a whole number of points, or null for the default' })
      .int({ error: 'must be a whole number of points' })
      .min(1, { error: 'must be at least 1 point' })
      .max(PRICE_MAX_POINTS, { error: `must be at most ${PRICE_MAX_POINTS.toLocaleString('en-US')} points` })
      .nullable(),
  ),
})

export const captainRequestSchema = z.object({
  name: text(120).min(1, 'Please give the captain’s name.'),
  email: emailSchema,
  phone_number: text(20).regex(/^\d{10}$/, PHONE_DIGITS_MESSAGE),
  licence: z.object({
    number: text(40).min(1, 'Please give the licence number.'),
    expires_on: clubDateSchema,
  }),
  vessels: z.array(vesselIdSchema).max(50),
})
export type CaptainRequest = z.input<typeof captainRequestSchema>

export const captainSchema = answer(
  z.object({
    captain_id: z.number(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    licence: z.object({ number: z.string(), expires_on: z.string() }),
    vessels: z.array(z.string()),
    retired: z.boolean(),
    /** Staff gave the captain a sign-in for the dock (member-api §9). */
    has_sign_in: z.boolean(),
    time_off: z.array(z.object({ time_off_id: z.string(), from: z.string(), to: z.string(), reason: z.string() })),
  }),
)
export type Captain = z.infer<typeof captainSchema>

export const timeOffRequestSchema = z.object({
  from: clubDateSchema,
  to: clubDateSchema,
  reason: text(200).min(1, 'Please give a reason.'),
})

export const captainAssignmentRequestSchema = z.object({ captain_id: rowIdSchema('a captain number').nullable() })

/** `{captain_id}` in a path. */
export const captainParamsSchema = z.object({ captain_id: rowIdParamSchema('a captain number') })

export const captainAssignedSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    captain: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
)

const scheduledOuting = z.object({
  booking_id: z.string(),
  reference: z.string(),
  vessel_id: z.string(),
  vessel: z.string(),
  tour_type: z.enum(tourTypes),
  start_at: z.string(),
  end_at: z.string(),
  guests: z.number(),
  member: memberRef,
})

/** How far ahead a licence's expiry is flagged to staff. */
export const LICENCE_WARNING_DAYS = 60

export const captainScheduleSchema = answer(
  z.object({
    from: z.string(),
    to: z.string(),
    captains: z.array(
      z.object({
        captain: captainSchema,
        outings: z.array(scheduledOuting),
        licence_expiring: z.boolean(),
      }),
    ),
    unassigned: z.array(scheduledOuting),
  }),
)
export type CaptainSchedule = z.infer<typeof captainScheduleSchema>

export const captainScheduleQuerySchema = z.object({
  from: clubDateSchema.optional(),
  days: wholeNumber(1, 62).default(14),
})

export const capacityQuerySchema = z.object({ season: wholeNumber(2000, 2199).optional() })

export const capacitySchema = answer(
  z.object({
    season_start: z.string(),
    season_end: z.string(),
    outings_available: z.number(),
    possible_reservations: z.number(),
    ratio: z.number().nullable(),
    target: z.number(),
    by_tier: z.array(
      z.object({
        tier: z.enum(tierNames),
        members: z.number(),
        open_reservations_each: z.number(),
        possible_reservations: z.number(),
      }),
    ),
    crew_limited_outings: z.number(),
    weekly: z.array(z.object({ week_start: z.string(), outings_available: z.number(), booked: z.number() })),
  }),
)
