import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instantOfWallClock, wallClockField } from './wall-clock.ts'

describe('wall-clock fields', () => {
  it('reads back the instant a datetime-local field was filled with, in and out of daylight saving', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000)
          const field = wallClockField(minute.toISOString())
          const back = instantOfWallClock(field)
          // The hour repeated when the clocks go back may read as either of its instants.
          expect(back && Math.abs(new Date(back).getTime() - minute.getTime()) % 3_600_000).toBe(0)
          expect(back && wallClockField(back)).toBe(field)
        },
      ),
    )
    expect(wallClockField('2026-12-18T12:30:00-05:00')).toBe('2026-12-18T12:30')
    expect(instantOfWallClock('2026-07-04T17:05')).toBe('2026-07-04T17:05:00-04:00')
    expect(instantOfWallClock('not a time')).toBeUndefined()
  })
})
