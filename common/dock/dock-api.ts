import { GUESTS_MAX } from '../booking/booking-api.ts'
import { tourTypes } from '../booking/tours.ts'
import { usernameSchema } from '../accounts.ts'
import { answer, text } from '../text.ts'
import { z } from '../zod.ts'

/**
 * On the water (member-api §9): what the captains' dock screens and the staff's vessel log send, checked with these
 * schemas on the form and on the server, and the shapes the server answers.
 */

export const MAX_ENGINE_HOURS = 100_000
export const MAX_DAMAGE_PHOTOS = 5
/** A phone camera's JPEG is 2–6 MB; the crew screen shrinks photos before sending, other callers may not. */
export const DAMAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** Large enough to read a scratch's length against the hull in a claim; the original is not kept. */
export const DAMAGE_PHOTO_SIDE = 2048
export const MAX_DAMAGE_ITEMS = 10

/**
 * A number typed in a form or sent as JSON. An empty field is refused with `missing` (z.coerce would read it as 0, and
 * a zero engine-hours reading is a real and very different answer); anything else that is not a number with `invalid`.
 */
function filledNumber(missing: string, invalid: string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined
      if (typeof value !== 'string') return value
      return value.trim() === '' ? undefined : Number(value.trim())
    },
    z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }),
  )
}

/** Engine hours as the hour meter shows them: up to one decimal place. */
export const engineHoursSchema = filledNumber(
  'Please enter the engine hours.',
  'Engine hours must be a number, such as 1234.5',
)
  .pipe(
    z
      .number()
      .min(0, { error: 'Engine hours cannot be negative' })
      .max(MAX_ENGINE_HOURS, { error: `Engine hours must be at most ${MAX_ENGINE_HOURS.toLocaleString('en-US')}` }),
  )
  .refine((hours) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6, {
    message: 'Engine hours have at most one decimal place',
  })

const FUEL_RANGE = 'Fuel must be a whole percentage from 0 to 100'
export const fuelPercentSchema = filledNumber('Please enter the fuel level.', FUEL_RANGE).pipe(
  z.number().int({ error: FUEL_RANGE }).min(0, { error: FUEL_RANGE }).max(100, { error: FUEL_RANGE }),
)

const notesSchema = text(2000, { multiline: true }).default('')

/** An instant with its offset, as every time in the API is written: `2026-12-05T17:00:00-05:00`. */
export const instantSchema = text(40).refine((value) => /T/.test(value) && !Number.isNaN(Date.parse(value)), {
  message: 'must be a date and time with its offset, such as 2026-12-05T17:00:00-05:00',
})

export const captainAccountRequestSchema = z.object({ username: usernameSchema })

export const checkOutRequestSchema = z.object({
  engine_hours: engineHoursSchema,
  fuel_percent: fuelPercentSchema,
  guests_aboard: filledNumber(
    'Please enter how many guests are aboard.',
    `Guests aboard must be a whole number from 1 to ${GUESTS_MAX}`,
  ).pipe(
    z
      .number()
      .int({ error: `Guests aboard must be a whole number from 1 to ${GUESTS_MAX}` })
      .min(1, { error: 'At least one guest is aboard' })
      .max(GUESTS_MAX, { error: `Guests aboard must be at most ${GUESTS_MAX}` }),
  ),
  notes: notesSchema,
  /** Defaults to the booking's end; must be later than the check-out. */
  expected_return_at: instantSchema.optional(),
})
export type CheckOutRequest = z.input<typeof checkOutRequestSchema>

export const damageItemSchema = z.object({ description: text(500).min(1, 'Please describe the damage.') })

export const checkInRequestSchema = z.object({
  engine_hours: engineHoursSchema,
  fuel_percent: fuelPercentSchema,
  damage: z.array(damageItemSchema).max(MAX_DAMAGE_ITEMS, `At most ${MAX_DAMAGE_ITEMS} damage items`).default([]),
  notes: notesSchema,
})
export type CheckInRequest = z.input<typeof checkInRequestSchema>

export const serviceRequestSchema = z.object({ engine_hours: engineHoursSchema, notes: notesSchema })
export type ServiceRequest = z.input<typeof serviceRequestSchema>

/** Where an outing stands on the water. */
export const outingStates = ['upcoming', 'out', 'back', 'overdue'] as const
export type OutingState = (typeof outingStates)[number]

const person = z.object({ name: z.string(), phone_number: z.string().nullable() })

/** One outing on a captain's `/crew` list (or staff's view of it). */
export const crewOutingSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    vessel_id: z.string(),
    vessel: z.string(),
    tour_type: z.enum(tourTypes),
    start_at: z.string(),
    end_at: z.string(),
    guests: z.number(),
    guest_names: z.array(z.string()),
    member: person.extend({
      emergency_contact: z.object({
        name: z.string().nullable(),
        phone_number: z.string().nullable(),
        relationship: z.string().nullable(),
      }),
    }),
    state: z.enum(outingStates),
    check_out_opens_at: z.string(),
    checked_out_at: z.string().nullable(),
    expected_return_at: z.string().nullable(),
    checked_in_at: z.string().nullable(),
  }),
)
export type CrewOuting = z.infer<typeof crewOutingSchema>

export const crewOutingsSchema = answer(z.array(crewOutingSchema))

export const damageReportSchema = answer(
  z.object({
    damage_id: z.number(),
    booking_id: z.string(),
    reference: z.string(),
    description: z.string(),
    photos: z.array(z.object({ url: z.string() })),
    reported_at: z.string(),
    resolved_at: z.string().nullable(),
  }),
)

export const vesselLogSchema = answer(
  z.object({
    vessel_id: z.string(),
    engine_hours: z.number(),
    hours_since_service: z.number(),
    service_interval_hours: z.number(),
    service_due: z.boolean(),
    trips: z.array(
      z.object({
        booking_id: z.string(),
        reference: z.string(),
        captain: z.string().nullable(),
        checked_out_at: z.string(),
        checked_in_at: z.string().nullable(),
        engine_hours_out: z.number(),
        engine_hours_in: z.number().nullable(),
        fuel_percent_out: z.number(),
        fuel_percent_in: z.number().nullable(),
      }),
    ),
    damage: z.array(damageReportSchema),
    services: z.array(
      z.object({ service_id: z.number(), engine_hours: z.number(), notes: z.string(), at: z.string() }),
    ),
    /** When service is due: the least-booked free slots of the next two weeks, ready to block in one action. */
    suggested_block: z
      .object({
        from: z.object({ date: z.string(), slot: z.string() }),
        to: z.object({ date: z.string(), slot: z.string() }),
      })
      .nullable(),
  }),
)
export type VesselLog = z.infer<typeof vesselLogSchema>

/** After the sections of the US Coast Guard float plan. */
export const floatPlanSchema = answer(
  z.object({
    booking_id: z.string(),
    reference: z.string(),
    vessel: z.object({ vessel_id: z.string(), name: z.string(), length_feet: z.number(), description: z.string() }),
    /** The captain; null for an outing staff checked out with none assigned. */
    operator: z
      .object({
        name: z.string(),
        phone_number: z.string(),
        licence_number: z.string(),
        licence_expires_on: z.string(),
      })
      .nullable(),
    persons_aboard: z.object({ count: z.number(), names: z.array(z.string()) }),
    trip: z.object({
      departs_at: z.string(),
      expected_return_at: z.string(),
      departure: z.string(),
      tour_type: z.enum(tourTypes),
    }),
    member: z.object({ name: z.string(), phone_number: z.string().nullable() }),
    emergency_contact: z.object({
      name: z.string().nullable(),
      phone_number: z.string().nullable(),
      relationship: z.string().nullable(),
    }),
    marina: z.object({ name: z.string(), address: z.string(), phone_number: z.string() }),
    filed_at: z.string(),
  }),
)
export type FloatPlan = z.infer<typeof floatPlanSchema>

/** What every open back-office tab hears when an outing is late back (and again at each reminder). */
export const staffEventSchema = answer(
  z.discriminatedUnion('event', [
    z.object({
      event: z.literal('outing_overdue'),
      booking_id: z.string(),
      vessel_id: z.string(),
      expected_at: z.string(),
    }),
    z.object({ event: z.literal('outing_back'), booking_id: z.string(), vessel_id: z.string() }),
    z.object({ event: z.literal('damage_reported'), booking_id: z.string(), vessel_id: z.string() }),
  ]),
)
export type StaffEvent = z.infer<typeof staffEventSchema>
