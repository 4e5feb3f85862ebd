import { describe, expect, it } from 'vitest'
import type { CrewOuting } from '../../../common/dock/dock-api.ts'
import { byDay, outingActions, outingTimes } from './outing-words.ts'

const outing = (overrides: Partial<CrewOuting>): CrewOuting => ({
  booking_id: 'b1',
  reference: 'B-7K3Q9',
  vessel_id: 'v1',
  vessel: 'Azimut 55',
  tour_type: 'Half Day Morning',
  start_at: '2026-12-18T08:30:00-05:00',
  end_at: '2026-12-18T12:30:00-05:00',
  guests: 2,
  guest_names: ['Ann Lee'],
  member: {
    name: 'Jo Park',
    phone_number: '9415550100',
    emergency_contact: { name: null, phone_number: null, relationship: null },
  },
  state: 'upcoming',
  check_out_opens_at: '2026-12-18T06:30:00-05:00',
  checked_out_at: null,
  expected_return_at: null,
  checked_in_at: null,
  ...overrides,
})

describe('outingActions', () => {
  it('offers check-out only once it opens', () => {
    expect(outingActions(outing({}), new Date('2026-12-18T06:29:00-05:00'))).toEqual([])
    expect(outingActions(outing({}), new Date('2026-12-18T06:30:00-05:00'))).toEqual(['check-out'])
  })

  it('offers check-in and the float plan while out or overdue, the float plan once back', () => {
    const now = new Date('2026-12-18T10:00:00-05:00')
    expect(outingActions(outing({ state: 'out' }), now)).toEqual(['check-in', 'float-plan'])
    expect(outingActions(outing({ state: 'overdue' }), now)).toEqual(['check-in', 'float-plan'])
    expect(outingActions(outing({ state: 'back' }), now)).toEqual(['float-plan'])
  })
})

describe('times on the club clock', () => {
  it('writes an outing’s times for people', () => {
    expect(outingTimes('2026-12-18T08:30:00-05:00', '2026-12-18T12:30:00-05:00')).toBe(
      'Fri, Dec 18, 8:30 AM – 12:30 PM',
    )
    expect(outingTimes('2026-12-18T08:30:00-05:00', '2026-12-20T17:00:00-05:00')).toBe(
      'Fri, Dec 18, 8:30 AM – Sun, Dec 20, 5:00 PM',
    )
  })
})

describe('byDay', () => {
  it('keeps the order and groups outings of the same club day', () => {
    const days = byDay([
      outing({ booking_id: 'a' }),
      outing({ booking_id: 'b', start_at: '2026-12-18T23:30:00-05:00' }),
      outing({ booking_id: 'c', start_at: '2026-12-19T08:30:00-05:00' }),
    ])
    expect(days.map((day) => [day.day, day.outings.map((one) => one.booking_id)])).toEqual([
      ['2026-12-18', ['a', 'b']],
      ['2026-12-19', ['c']],
    ])
  })
})
