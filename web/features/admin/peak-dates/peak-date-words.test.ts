import { describe, expect, it } from 'vitest'
import { daysOf, ordinal, peakDatesFormSchema, stepSentence } from './peak-date-words.ts'

describe('the Peak Dates tool’s words', () => {
  it('counts the order drawn as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ])
  })

  it('says each step of a draw in a sentence', () => {
    const step = {
      position: 1,
      wins: 0,
      ballot_id: 'e1',
      member: { id: 7, member_id: 'MYC-00007', name: 'Jane Smith' },
      rank: 1,
      vessel_id: 'peace',
      item: "63' Peace",
      tour_type: 'Full Day' as const,
      outcome: 'booked' as const,
      reason: null,
    }
    expect(stepSentence(step)).toBe("Drawn 1st: Jane Smith — 63' Peace Full Day, booked")
    expect(stepSentence({ ...step, position: 2, outcome: 'taken' })).toBe(
      "Drawn 2nd: Jane Smith — 63' Peace Full Day, already taken",
    )
    expect(
      stepSentence({ ...step, outcome: 'refused', reason: 'This outing costs 798 Mariner Points; you have 622.' }),
    ).toBe(
      "Drawn 1st: Jane Smith — 63' Peace Full Day, not allowed: This outing costs 798 Mariner Points; you have 622.",
    )
  })

  it('names one day or a run of days, and checks the form', () => {
    expect(daysOf('2026-12-30', '')).toEqual(['2026-12-30'])
    expect(daysOf('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01'])
    const form = { from: '2026-12-31', to: '', opens: '2026-12-05T09:00', draws: '2026-12-20T18:00' }
    expect(peakDatesFormSchema.safeParse(form).success).toBe(true)
    const backwards = peakDatesFormSchema.safeParse({ ...form, to: '2026-12-30' })
    expect(backwards.error?.issues.map((issue) => issue.message)).toEqual([
      'The last day cannot come before the first.',
    ])
    const noTime = peakDatesFormSchema.safeParse({ ...form, draws: '' })
    expect(noTime.error?.issues.map((issue) => issue.message)).toEqual(['Please choose when the ballot is drawn.'])
  })
})
