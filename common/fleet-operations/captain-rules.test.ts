import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clubInstant } from '../club-time.ts'
import { planTour, tourTypes } from '../booking/tours.ts'
import { type CaptainForAssignment, captainRefusal, type Outing, overlaps } from './captain-rules.ts'

const HOUR_MS = 3_600_000
const outing = (bookingId: string, startAt: Date, hours: number, vesselKey = 'peace'): Outing => ({
  bookingId,
  vesselKey,
  vesselName: '63′ Peace',
  startAt,
  endAt: new Date(startAt.getTime() + hours * HOUR_MS),
})
const captain = (overrides: Partial<CaptainForAssignment> = {}): CaptainForAssignment => ({
  name: 'Ana Reyes',
  vesselKeys: ['peace'],
  licenceExpiresOn: '2027-06-30',
  timeOff: [],
  outings: [],
  ...overrides,
})
const morning = outing('b1', clubInstant('2026-12-04', 8, 30), 4)

describe('who may crew an outing', () => {
  it('refuses a captain not qualified on the vessel, whose licence ends first, who is off, or already out', () => {
    expect(captainRefusal(captain(), morning)).toBeUndefined()
    expect(captainRefusal(captain({ vesselKeys: ['top-shelf'] }), morning)?.rule).toBe('captain_unqualified')
    expect(captainRefusal(captain({ licenceExpiresOn: '2026-12-03' }), morning)).toEqual({
      rule: 'licence_expired',
      detail: 'Ana Reyes’s licence expires December 3, 2026, before this outing ends.',
    })
    expect(captainRefusal(captain({ licenceExpiresOn: '2026-12-04' }), morning)).toBeUndefined()
    const off = captain({ timeOff: [{ from: '2026-12-04', to: '2026-12-05' }] })
    expect(captainRefusal(off, morning)).toEqual({
      rule: 'captain_off',
      detail: 'Ana Reyes is off on December 4, 2026.',
    })
    const busy = captain({ outings: [outing('b2', clubInstant('2026-12-04', 12, 0), 4)] })
    expect(captainRefusal(busy, morning)?.rule).toBe('captain_busy')
    // Their own assignment to this very outing is no clash, and back-to-back outings do not overlap.
    expect(captainRefusal(captain({ outings: [morning] }), morning)).toBeUndefined()
    const next = outing('b3', morning.endAt, 4)
    expect(captainRefusal(captain({ outings: [next] }), morning)).toBeUndefined()
  })

  it('checks every day of a trip for time off and the licence', () => {
    const trip = planTour('Multi-day', '2026-12-04', 4)
    const long = { ...outing('b4', trip.startAt, 1), endAt: trip.endAt }
    expect(captainRefusal(captain({ timeOff: [{ from: '2026-12-07', to: '2026-12-07' }] }), long)?.rule).toBe(
      'captain_off',
    )
    expect(captainRefusal(captain({ licenceExpiresOn: '2026-12-06' }), long)?.rule).toBe('licence_expired')
  })

  it('calls two outings busy exactly when their times overlap, whatever their tours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tourTypes),
        fc.constantFrom(...tourTypes),
        fc.integer({ min: 0, max: 8 }),
        (first, second, dayGap) => {
          const a = planTour(first, '2026-12-04', 3)
          const b = planTour(second, `2026-12-${String(4 + dayGap).padStart(2, '0')}`, 3)
          const busy = captain({ outings: [{ bookingId: 'a', startAt: a.startAt, endAt: a.endAt }] })
          const refusal = captainRefusal(busy, { ...outing('b', b.startAt, 1), endAt: b.endAt })
          const sharesSlot = a.slots.some((slot) =>
            b.slots.some((other) => JSON.stringify(slot) === JSON.stringify(other)),
          )
          expect(refusal?.rule === 'captain_busy').toBe(overlaps(a, b))
          if (sharesSlot) expect(refusal?.rule).toBe('captain_busy')
        },
      ),
    )
  })
})
