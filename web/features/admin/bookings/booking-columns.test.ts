import { describe, expect, it } from 'vitest'
import { cellText, columnHeader, isLinkField } from './booking-columns.ts'

describe('the bookings table', () => {
  it('heads each column with its field name, underscores as spaces and each word capitalised', () => {
    expect(columnHeader('reference')).toBe('Reference')
    expect(columnHeader('booked_by')).toBe('Booked By')
    expect(columnHeader('vessel')).toBe('Vessel')
    expect(columnHeader('dashboard_url')).toBe('Modify/View')
    expect(columnHeader('modify_view')).toBe('Modify/View')
    expect(isLinkField('dashboard_url') && isLinkField('modify_view') && !isLinkField('item')).toBe(true)
  })

  it('shows null as an em dash, times at the club and booleans in words', () => {
    expect(cellText(null)).toBe('—')
    expect(cellText('')).toBe('—')
    expect(cellText(true)).toBe('Yes')
    expect(cellText(1200)).toBe('1,200')
    expect(cellText('2026-12-12T08:30:00-05:00')).toBe('Sat, Dec 12, 2026, 8:30 AM')
    expect(cellText('2026-12-31T23:30:00-05:00')).toBe('Thu, Dec 31, 2026, 11:30 PM')
    expect(cellText('Half Day Morning')).toBe('Half Day Morning')
  })
})
