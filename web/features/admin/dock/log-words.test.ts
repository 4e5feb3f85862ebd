import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hoursText, suggestedSlots, suggestedText } from './log-words.ts'

describe('the vessel log’s words', () => {
  it('writes hours to a tenth with thousands separated', () => {
    expect(hoursText(1)).toBe('1 hour')
    expect(hoursText(1234.5)).toBe('1,234.5 hours')
    expect(hoursText(0)).toBe('0 hours')
  })

  it('never writes more than one decimal place', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (hours) => {
        expect(hoursText(hours)).toMatch(/^\d{1,3}(,\d{3})*(\.\d)? hours?$/)
      }),
    )
  })

  it('says the suggested block, one slot or a run of them', () => {
    const one = { from: { date: '2026-11-30', slot: 'morning' }, to: { date: '2026-11-30', slot: 'morning' } }
    expect(suggestedText(one)).toBe('Mon, Nov 30, morning')
    const day = { from: { date: '2026-11-30', slot: 'morning' }, to: { date: '2026-11-30', slot: 'afternoon' } }
    expect(suggestedText(day)).toBe('Mon, Nov 30, morning and afternoon')
    const run = { from: { date: '2026-11-30', slot: 'afternoon' }, to: { date: '2026-12-01', slot: 'morning' } }
    expect(suggestedText(run)).toBe('Mon, Nov 30, afternoon to Tue, Dec 1, morning')
    expect(suggestedSlots(run)).toEqual(run)
    expect(suggestedSlots({ ...run, to: { date: '2026-12-01', slot: 'evening' } })).toBeUndefined()
  })
})
