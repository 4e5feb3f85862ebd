import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays } from '../club-time.ts'
import { slotNames } from '../booking/slots.ts'
import { clubDates } from '../booking/test-dates.ts'
import { BLOCK_MAX_DAYS, blockRangeProblem, blockSlots, slotIndex } from './block-slots.ts'

describe('a block’s slots', () => {
  it('run from the first slot to the last, both included', () => {
    expect(blockSlots({ date: '2026-12-04', slot: 'afternoon' }, { date: '2026-12-06', slot: 'morning' })).toEqual([
      { date: '2026-12-04', slot: 'afternoon' },
      { date: '2026-12-05', slot: 'morning' },
      { date: '2026-12-05', slot: 'afternoon' },
      { date: '2026-12-06', slot: 'morning' },
    ])
    expect(blockRangeProblem({ date: '2026-12-04', slot: 'afternoon' }, { date: '2026-12-04', slot: 'morning' })).toBe(
      'A block must end on or after the slot it starts with.',
    )
    expect(blockRangeProblem({ date: '2026-12-04', slot: 'morning' }, { date: '2027-12-05', slot: 'morning' })).toMatch(
      /at most 366 days/,
    )
  })

  it('are consecutive, ordered and as many as the range is long, for any range', () => {
    fc.assert(
      fc.property(
        clubDates,
        fc.constantFrom(...slotNames),
        fc.integer({ min: 0, max: 2 * BLOCK_MAX_DAYS }),
        (date, slot, length) => {
          const from = { date, slot }
          const toIndex = slotIndex(from) + length
          const to = {
            date: addClubDays(date, Math.floor((toIndex - slotIndex({ date, slot: 'morning' })) / 2)),
            slot: slotNames[toIndex % 2]!,
          }
          const slots = blockSlots(from, to)
          expect(slots).toHaveLength(length + 1)
          expect(slots[0]).toEqual(from)
          expect(slots.at(-1)).toEqual(to)
          slots.slice(1).forEach((each, index) => expect(slotIndex(each)).toBe(slotIndex(slots[index]!) + 1))
        },
      ),
    )
  })
})
