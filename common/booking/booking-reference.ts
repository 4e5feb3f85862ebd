/**
 * A booking's short reference (decisions §6): `B-` and five characters from an alphabet with nothing a person could
 * misread (no 0/O, 1/I/L). The n-th booking's reference is n scrambled by an affine map modulo 31⁵, which is a
 * bijection, so two bookings never share one and no collision has to be retried; consecutive bookings do not look
 * consecutive. The database computes the same thing as a generated column (`BOOKING_REFERENCE_SQL`); the unit test
 * proves the two agree. 31⁵ = 28,629,151 bookings fit before references would repeat, which the unique index refuses.
 */

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const BASE = REFERENCE_ALPHABET.length
const LENGTH = 5
export const REFERENCE_SPACE = BASE ** LENGTH
// Any multiplier that 31 does not divide makes the map a bijection; these two just spread the references out.
const MULTIPLIER = 15_485_863
const OFFSET = 4_102_571

export const BOOKING_REFERENCE_PATTERN = /^B-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/

/** The reference of the booking counted `number` (1, 2, 3, … as bookings are made). */
export function bookingReference(number: number): string {
  // BigInt: number × MULTIPLIER passes 2⁵³ long before the references run out.
  let scrambled = Number((BigInt(number) * BigInt(MULTIPLIER) + BigInt(OFFSET)) % BigInt(REFERENCE_SPACE))
  let characters = ''
  for (let index = 0; index < LENGTH; index += 1) {
    characters = REFERENCE_ALPHABET[scrambled % BASE] + characters
    scrambled = Math.floor(scrambled / BASE)
  }
  return `B-${characters}`
}

/** Whether a value someone typed is a reference, in any case and with or without spaces around it. */
export function asBookingReference(value: string): string | undefined {
  const candidate = value.trim().toUpperCase()
  return BOOKING_REFERENCE_PATTERN.test(candidate) ? candidate : undefined
}

const scrambledSql = `((number::bigint * ${MULTIPLIER} + ${OFFSET}) % ${REFERENCE_SPACE})`
const characterSql = (power: number) =>
  `substr('${REFERENCE_ALPHABET}', ((${scrambledSql} / ${BASE ** power}) % ${BASE})::int + 1, 1)`

/** `bookingReference` in SQL, for the generated column of `bookings`. */
export const BOOKING_REFERENCE_SQL = `'B-' || ${[4, 3, 2, 1, 0].map(characterSql).join(' || ')}`
