import { describe, expect, it } from 'vitest'
import { dayRangeLabel, licenceFlag, licenceState, outingTimeLabel, vesselNames } from './captain-facts.ts'

describe('a licence’s flag', () => {
  it('counts the days left within 60 days, says expired after, and nothing further out', () => {
    expect(licenceState('2026-11-24', '2026-11-25')).toEqual({ kind: 'expired' })
    expect(licenceFlag(licenceState('2026-11-24', '2026-11-25'))).toBe('Expired')
    expect(licenceFlag(licenceState('2026-11-25', '2026-11-25'))).toBe('Expires today')
    expect(licenceFlag(licenceState('2026-11-26', '2026-11-25'))).toBe('Expires in 1 day')
    expect(licenceFlag(licenceState('2027-01-24', '2026-11-25'))).toBe('Expires in 60 days')
    expect(licenceState('2027-01-25', '2026-11-25')).toEqual({ kind: 'valid' })
    expect(licenceFlag({ kind: 'valid' })).toBeUndefined()
  })
})

describe('the roster’s words', () => {
  const fleet = [
    { vessel_id: 'peace', name: 'Peace', length_feet: 63 },
    { vessel_id: 'topshelf', name: 'Top Shelf', length_feet: 38 },
  ]

  it('names the vessels in the fleet’s order, keeping an id the fleet no longer lists', () => {
    expect(vesselNames(['topshelf', 'gone', 'peace'], fleet)).toEqual(["63' Peace", "38' Top Shelf", 'gone'])
    expect(vesselNames([], fleet)).toEqual([])
  })

  it('says a day or a range of days', () => {
    expect(dayRangeLabel('2026-12-18', '2026-12-18')).toBe('December 18, 2026')
    expect(dayRangeLabel('2026-12-18', '2027-01-02')).toBe('December 18, 2026 to January 2, 2027')
  })

  it('gives an outing’s times in the club’s zone, with the end’s day when it runs overnight', () => {
    expect(outingTimeLabel('2026-12-18T08:30:00-05:00', '2026-12-18T13:30:00-05:00')).toBe(
      'Fri, Dec 18, 8:30 AM – 1:30 PM',
    )
    expect(outingTimeLabel('2026-12-18T19:30:00Z', '2026-12-19T18:30:00Z')).toBe(
      'Fri, Dec 18, 2:30 PM – Sat, Dec 19, 1:30 PM',
    )
  })
})
