import { describe, expect, it } from 'vitest'
import type { Availability } from '../../../common/booking/booking-api.ts'
import type { SlotState } from '../../../common/booking/slot-state.ts'
import { canWaitFor, dayReason, describeDay, monthRange, slotsByDate, tourIsOpen } from './slot-states.ts'

const windowRefusal = {
  rule: 'booking_window' as const,
  detail: 'Gold members can book up to 45 days ahead; this outing is 49 days away.',
}
const day = (date: string, morning: string, afternoon: string, vessel = 'peace') => ({
  date,
  sunset_at: `${date}T17:40:00-05:00`,
  slots: (['morning', 'afternoon'] as const).map((slot) => {
    const state = (slot === 'morning' ? morning : afternoon) as SlotState
    return {
      vessel_id: vessel,
      slot,
      start_at: '',
      end_at: '',
      state,
      reason: state === 'closed' ? windowRefusal : null,
    }
  }),
  tours: [{ tour_type: 'Sunset' as const, refusal: morning === 'closed' ? windowRefusal : null }],
})

const availability: Availability = {
  time_zone: 'America/New_York',
  days: [
    day('2026-12-18', 'free', 'free'),
    day('2026-12-19', 'free', 'taken'),
    day('2026-12-20', 'yours', 'free'),
    day('2026-12-21', 'taken', 'closed'),
    day('2026-12-22', 'closed', 'closed'),
  ],
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

  it('say why a day cannot be booked, each reason once, and which tours the member may book', () => {
    const byDate = slotsByDate(availability, 'peace')
    expect(dayReason(byDate.get('2026-12-19'))).toBeUndefined()
    expect(dayReason(byDate.get('2026-12-21'))).toBe(`The morning is booked. ${windowRefusal.detail}`)
    expect(describeDay('Tuesday, December 22', byDate.get('2026-12-22'))).toBe(
      `Tuesday, December 22: morning not bookable, afternoon not bookable. ${windowRefusal.detail}`,
    )
    expect(byDate.get('2026-12-22')?.tours).toEqual({ Sunset: windowRefusal.detail })
    expect(byDate.get('2026-12-18')?.tours).toEqual({ Sunset: null })
  })

  it('offer the waitlist for a tour whose slots others booked or staff blocked, never for a free or own one', () => {
    const blockedRefusal = { rule: 'blocked' as const, detail: "63' Peace is closed for maintenance: Engine service." }
    const tours = (date: string) =>
      (['Half Day Morning', 'Half Day Afternoon', 'Full Day'] as const).map((tour_type) => ({
        tour_type,
        refusal: date === '2026-12-22' ? windowRefusal : null,
      }))
    const waiting: Availability = {
      time_zone: 'America/New_York',
      days: [
        { ...day('2026-12-19', 'free', 'taken'), tours: tours('2026-12-19') },
        { ...day('2026-12-20', 'yours', 'taken'), tours: tours('2026-12-20') },
        { ...day('2026-12-22', 'taken', 'taken'), tours: tours('2026-12-22') },
      ],
    }
    const blockedDay = day('2026-12-21', 'closed', 'free')
    waiting.days.push({
      ...blockedDay,
      slots: blockedDay.slots.map((slot) => (slot.slot === 'morning' ? { ...slot, reason: blockedRefusal } : slot)),
      tours: tours('2026-12-21'),
    })
    const byDate = slotsByDate(waiting, 'peace')
    expect(canWaitFor('Half Day Afternoon', '2026-12-19', byDate)).toBe(true)
    expect(canWaitFor('Full Day', '2026-12-19', byDate)).toBe(true)
    expect(canWaitFor('Half Day Morning', '2026-12-19', byDate)).toBe(false)
    expect(canWaitFor('Full Day', '2026-12-20', byDate)).toBe(false)
    expect(canWaitFor('Half Day Afternoon', '2026-12-20', byDate)).toBe(true)
    expect(canWaitFor('Half Day Morning', '2026-12-21', byDate)).toBe(true)
    expect(canWaitFor('Half Day Morning', '2026-12-22', byDate)).toBe(false)
  })
})
