import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCents } from '../money.ts'
import { MAX_AMOUNT_CENTS } from './billing-api.ts'
import { dollarInput, parseDollars, typedTotalCents } from './dollar-input.ts'

const amounts = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS })

describe('typed dollars', () => {
  it('become integer cents however staff write them', () => {
    expect(parseDollars('85.00')).toBe(8500)
    expect(parseDollars('85')).toBe(8500)
    expect(parseDollars('85.5')).toBe(8550)
    expect(parseDollars('0.29')).toBe(29)
    expect(parseDollars('$1,234.50')).toBe(123450)
    expect(parseDollars(' 350 ')).toBe(35000)
    expect(parseDollars('-10')).toBe(-1000)
    expect(parseDollars('−10.00')).toBe(-1000)
    expect(parseDollars('-$10.00')).toBe(-1000)
    expect(parseDollars('$-10.00')).toBe(-1000)
    expect(parseDollars('.5')).toBeUndefined()
    expect(parseDollars('')).toBeUndefined()
    expect(parseDollars('85.001')).toBeUndefined()
    expect(parseDollars('ten')).toBeUndefined()
    expect(parseDollars('--10')).toBeUndefined()
    expect(parseDollars('1e3')).toBeUndefined()
  })

  it('come back from any amount in cents as they were, written plainly', () => {
    fc.assert(
      fc.property(amounts, (cents) => {
        const typed = dollarInput(cents)
        expect(typed).toMatch(/^-?\d+\.\d{2}$/)
        expect(parseDollars(typed)).toBe(cents)
      }),
    )
  })

  it('read the same as the money the screen shows', () => {
    fc.assert(
      fc.property(amounts, (cents) => {
        expect(parseDollars(formatCents(cents))).toBe(cents)
      }),
    )
  })

  it('total as the sum of their cents, and a line not yet readable adds nothing', () => {
    fc.assert(
      fc.property(fc.array(amounts, { maxLength: 50 }), fc.array(fc.constantFrom('', 'abc', '1.234')), (cents, bad) => {
        const typed = [...cents.map(dollarInput), ...bad]
        expect(typedTotalCents(typed)).toBe(cents.reduce((sum, amount) => sum + amount, 0))
        expect(Number.isInteger(typedTotalCents(typed))).toBe(true)
      }),
    )
  })
})
