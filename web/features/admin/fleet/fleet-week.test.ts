import { describe, expect, it } from 'vitest'
import { cellLabel, type FleetCell, shownWeek, stepWeek, weekDays, weekLabel, weekStartOf } from './fleet-week.ts'

const cell = (over: Partial<FleetCell>): FleetCell => ({
  date: '2026-12-07',
  slot: 'morning',
  state: 'free',
  booking: null,
  block: null,
  ...over,
})

const booking = {
  booking_id: '3f2b8c1e-0000-4000-8000-000000000001',
  reference: 'BK7Q2M',
  member: { id: 7, member_id: 'M0007', name: 'Ann Lee' },
  tour_type: 'Half Day Morning' as const,
  status: 'booked' as const,
  start_at: '2026-12-07T08:30:00-05:00',
  end_at: '2026-12-07T13:30:00-05:00',
  guests: 1,
  captain: null,
  state: 'upcoming' as const,
  weather: null,
}

describe('the shown week', () => {
  it('starts on the Monday of the day asked for', () => {
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07')
    expect(weekStartOf('2026-12-10')).toBe('2026-12-07')
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07')
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28')
  })

  it('is this week when the address names no real day', () => {
    expect(shownWeek(null, '2026-11-25')).toBe('2026-11-23')
    expect(shownWeek('2026-02-30', '2026-11-25')).toBe('2026-11-23')
    expect(shownWeek('next week', '2026-11-25')).toBe('2026-11-23')
    expect(shownWeek('2026-12-10', '2026-11-25')).toBe('2026-12-07')
  })

  it('steps by whole weeks across months and years, and lists its seven days', () => {
    expect(stepWeek('2026-12-28', 1)).toBe('2027-01-04')
    expect(stepWeek('2027-01-04', -1)).toBe('2026-12-28')
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
    expect(weekLabel('2026-12-28')).toBe('Mon, Dec 28 – Sun, Jan 3')
  })
})

describe('a cell’s name', () => {
  it('says who booked what, how many come and who crews it', () => {
    expect(cellLabel('Top Shelf', cell({ state: 'booked', booking }))).toBe(
      'Top Shelf, Mon, Dec 7, morning: booked by Ann Lee, Half Day Morning, 1 guest, no captain',
    )
    const crewed = { ...booking, guests: 4, captain: { id: 2, name: 'Ray Cole' } }
    expect(cellLabel('Top Shelf', cell({ slot: 'afternoon', state: 'booked', booking: crewed }))).toBe(
      'Top Shelf, Mon, Dec 7, afternoon: booked by Ann Lee, Half Day Morning, 4 guests, captain Ray Cole',
    )
  })

  it('says when a marine alert puts the outing at risk', () => {
    expect(cellLabel('Congetta', cell({ state: 'booked', booking: { ...booking, weather: 'Gale Warning' } }))).toBe(
      'Congetta, Mon, Dec 7, morning: booked by Ann Lee, Half Day Morning, 1 guest, no captain, at risk: Gale Warning',
    )
  })

  it('says whether the outing is out, back or late', () => {
    expect(cellLabel('Top Shelf', cell({ state: 'booked', booking: { ...booking, state: 'out' } }))).toBe(
      'Top Shelf, Mon, Dec 7, morning: booked by Ann Lee, Half Day Morning, 1 guest, no captain, out',
    )
    expect(cellLabel('Top Shelf', cell({ state: 'past', booking: { ...booking, state: 'back' } }))).toBe(
      'Top Shelf, Mon, Dec 7, morning: past, booked by Ann Lee, Half Day Morning, 1 guest, no captain, back',
    )
    expect(cellLabel('Top Shelf', cell({ state: 'past', booking: { ...booking, state: 'overdue' } }))).toBe(
      'Top Shelf, Mon, Dec 7, morning: past, booked by Ann Lee, Half Day Morning, 1 guest, no captain, late',
    )
  })

  it('says a block’s kind and reason, a waitlist hold, a free slot, and a past one', () => {
    const block = { block_id: 'b1', kind: 'charter' as const, reason: 'Wedding party' }
    expect(cellLabel('Peace', cell({ state: 'blocked', block }))).toBe(
      'Peace, Mon, Dec 7, morning: blocked for private charter: Wedding party',
    )
    expect(cellLabel('Peace', cell({}))).toBe('Peace, Mon, Dec 7, morning: free')
    const hold = { member: { id: 7, member_id: 'MYC-00007', name: 'Ann Lee' }, expires_at: '2026-12-05T11:30:00-05:00' }
    expect(cellLabel('Peace', cell({ state: 'held', hold }))).toBe(
      'Peace, Mon, Dec 7, morning: held for Ann Lee from the waitlist until Sat, Dec 5, 2026, 11:30 AM',
    )
    expect(cellLabel('Peace', cell({ state: 'past' }))).toBe('Peace, Mon, Dec 7, morning: past, not booked')
    expect(cellLabel('Peace', cell({ state: 'past', booking }))).toBe(
      'Peace, Mon, Dec 7, morning: past, booked by Ann Lee, Half Day Morning, 1 guest, no captain',
    )
  })
})
