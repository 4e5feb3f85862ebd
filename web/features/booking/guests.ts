import { guestsRequestSchema } from '../../../common/booking/booking-api.ts'
import { z } from '../../../common/zod.ts'

/** What the guest fields hold: the count, and one entry per name field shown, blank ones included. */
export interface GuestsFormValues {
  guests: number
  guest_names: { name: string }[]
}

export const noGuestsYet: GuestsFormValues = { guests: 1, guest_names: [] }

/**
 * The guest fields checked with the server's own schema, after blank name fields are dropped (names are optional), and
 * held to the chosen vessel's limit, which the server checks against the vessel (rule `guests`).
 */
export function guestsFormSchema(limit: number, itemName: string) {
  return z
    .object({ guests: z.number(), guest_names: z.array(z.object({ name: z.string() })) })
    .transform(({ guests, guest_names }): z.input<typeof guestsRequestSchema> => ({
      guests,
      guest_names: guest_names.map(({ name }) => name.trim()).filter((name) => name !== ''),
    }))
    .pipe(
      guestsRequestSchema.refine((aboard) => aboard.guests <= limit, {
        path: ['guests'],
        message: `${itemName} carries up to ${limit} guests.`,
      }),
    )
}

/** The fields of a booking that stands, to change them. */
export const guestsOf = (booking: { guests: number; guest_names: readonly string[] }): GuestsFormValues => ({
  guests: booking.guests,
  guest_names: booking.guest_names.map((name) => ({ name })),
})

export const guestCount = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`

/** `4 guests` or `4 guests: Ann Lee, Bob Ray`. */
export function whoIsAboard({ guests, guest_names }: { guests: number; guest_names: readonly string[] }): string {
  return guest_names.length > 0 ? `${guestCount(guests)}: ${guest_names.join(', ')}` : guestCount(guests)
}

/** Who is aboard may change until the outing starts, and only on a booking that still stands. */
export const guestsChangeable = (booking: { status: string; start_at: string }, now: Date) =>
  booking.status === 'booked' && new Date(booking.start_at).getTime() > now.getTime()
