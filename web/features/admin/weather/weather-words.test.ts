import { describe, expect, it } from 'vitest'
import { alertTimes, cancellationSummary, outingTimes } from './weather-words.ts'

describe('the weather view’s words', () => {
  it('say when an outing and an alert run, for people', () => {
    expect(outingTimes({ start_at: '2026-12-09T08:30:00-05:00', end_at: '2026-12-09T13:30:00-05:00' })).toBe(
      'Wed, Dec 9, 8:30 AM – 1:30 PM',
    )
    expect(alertTimes({ onset: '2026-12-09T12:00:00-05:00', ends: '2026-12-10T06:00:00-05:00' })).toMatch(
      /^Wed, Dec 9.* to Thu, Dec 10/,
    )
  })

  it('sum up a cancellation, naming what was left as it was', () => {
    const result = { refunded_points: 0, priority_until: null }
    expect(
      cancellationSummary({
        cancelled: 2,
        results: [
          { ...result, booking_id: 'a', reference: 'B-2AAAA', outcome: 'cancelled', refunded_points: 300 },
          { ...result, booking_id: 'b', reference: 'B-3BBBB', outcome: 'cancelled', refunded_points: 1200 },
          { ...result, booking_id: 'c', reference: 'B-4CCCC', outcome: 'already_cancelled' },
        ],
      }),
    ).toEqual([
      '2 outings cancelled for weather; 1,500 Mariner Points returned. Each member has been e-mailed and has a ' +
        'rebooking priority for 7 days.',
      'B-4CCCC was already cancelled.',
    ])
  })
})
