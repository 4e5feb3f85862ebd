import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  asBookingReference,
  BOOKING_REFERENCE_PATTERN,
  bookingReference,
  REFERENCE_ALPHABET,
  REFERENCE_SPACE,
} from './booking-reference.ts'

describe('booking references', () => {
  it('are B- and five characters no one misreads', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: REFERENCE_SPACE }), (number) => {
        expect(bookingReference(number)).toMatch(BOOKING_REFERENCE_PATTERN)
      }),
    )
  })

  it('never repeat: any two different bookings have different references', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: REFERENCE_SPACE }),
        fc.integer({ min: 1, max: REFERENCE_SPACE }),
        (first, second) => {
          fc.pre(first !== second)
          expect(bookingReference(first)).not.toBe(bookingReference(second))
        },
      ),
    )
    const firstTenThousand = new Set(Array.from({ length: 10_000 }, (_, index) => bookingReference(index + 1)))
    expect(firstTenThousand.size).toBe(10_000)
  })

  it('do not look consecutive when bookings are', () => {
    const [first, second] = [bookingReference(1), bookingReference(2)]
    expect(first.slice(0, 5)).not.toBe(second.slice(0, 5))
  })

  it('are read back from what people type, in any case, and nothing else is taken for one', () => {
    const reference = bookingReference(42)
    expect(asBookingReference(` ${reference.toLowerCase()} `)).toBe(reference)
    for (const other of ['B-0AAAA', 'B-ABCD', 'X-ABCDE', '1e607b7e-0000-4000-8000-000000000000', ''])
      expect(asBookingReference(other)).toBeUndefined()
  })
})
