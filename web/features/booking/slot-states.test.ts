import { describe, expect, it } from 'vitest'
import type { Availability } from '../../../common/booking/booking-api.ts'
import { describeDay, monthRange, slotsByDate, tourIsOpen } from './slot-states.ts'

const day = (date: string, morning: string, afternoon: string, vessel = 'peace') => ({
  date,
  sunset_at: `${date}T17:40:00-05:00`,
  slots: [
    { vessel_id: vessel, slot: 'morning' as const, start_at: '', end_at: '', state: morning as 'free' },
    { vessel_id: vessel, slot: 'afternoon' as const, start_at: '', end_at: '', state: afternoon as 'free' },
  ],
})

const availability: Availability = {
  time_zone: 'America/New_York',
  days: [day('2026-12-18', 'free', 'free'), day('2026-12-19', 'free', 'taken'), day('2026-12-20', 'yours', 'free')],
}

describe('slot states', () => {
  it('tell which tours fit: every slot a tour takes must be free', () => {
    const byDate = slotsByDate(availability, 'peace')
    expect(tourIsOpen('Full Day', '2026-12-18', 1, byDate)).toBe(true)
    expect(tourIsOpen('Overnight', '2026-12-18', 2, byDate)).toBe(true)
    expect(tourIsOpen('Full Day', '2026-12-19', 1, byDate)).toBe(false)
    expect(tourIsOpen('Half Day Morning', '2026-12-19', 1, byDate)).toBe(true)
    expect(tourIsOpen('Multi-day', '2026-12-18', 3, byDate)).toBe(false)
    expect(tourIsOpen('Overnight', '2026-12-20', 2, byDate)).toBe(false)
  })

  it('ask for a whole month and a week more, never before today nor over 62 days', () => {
    expect(monthRange('2026-12-01', '2026-12-07')).toEqual({ from: '2026-12-07', days: 32 })
    expect(monthRange('2027-02-01', '2026-12-07')).toEqual({ from: '2027-02-01', days: 35 })
  })

  it('say each day’s slots in words', () => {
    expect(describeDay('Saturday, December 19', slotsByDate(availability, 'peace').get('2026-12-19'))).toBe(
      'Saturday, December 19: morning free, afternoon booked',
    )
  })
})
