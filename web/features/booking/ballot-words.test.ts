import { describe, expect, it } from 'vitest'
import { entryOutcome } from './ballot-words.ts'

describe('a ballot entry’s outcome', () => {
  it('says what the draw made of it', () => {
    const waiting = { result: null, result_detail: null, booking: null }
    expect(entryOutcome(waiting)).toBe('Waiting for the draw')
    expect(entryOutcome({ ...waiting, result: 'won', booking: { booking_id: 'b1', reference: 'B-7K3Q9' } })).toBe(
      'Won: booked as B-7K3Q9',
    )
    expect(entryOutcome({ ...waiting, result: 'not_placed' })).toBe('Not placed: on the waitlist')
    expect(
      entryOutcome({ ...waiting, result: 'refused', result_detail: 'This outing costs 798 Mariner Points.' }),
    ).toBe('Not allowed: This outing costs 798 Mariner Points.')
  })
})
