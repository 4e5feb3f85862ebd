import { describe, expect, it } from 'vitest'
import { clubMonthOf, invoiceStatusWord, monthLabel } from './billing-words.ts'

describe('the Billing tab’s words', () => {
  it('call an issued invoice Open until it is paid', () => {
    expect(invoiceStatusWord('issued')).toBe('Open')
    expect(invoiceStatusWord('paid')).toBe('Paid')
    expect(invoiceStatusWord('void')).toBe('Void')
  })

  it('name a statement’s month and find it in the club’s time', () => {
    expect(monthLabel('2026-11')).toBe('November 2026')
    expect(monthLabel('2027-01')).toBe('January 2027')
    // 03:30 UTC on December 1 is still the evening of November 30 in Sarasota.
    expect(clubMonthOf(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11')
    expect(clubMonthOf(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12')
  })
})
