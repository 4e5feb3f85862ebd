import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-request.ts'
import { ledgerErrorText } from './ledger-error.ts'

describe('a ledger that could not load', () => {
  it('says the status the server answered, and something went wrong otherwise', () => {
    expect(ledgerErrorText(new ApiError(503, 'Down for maintenance'))).toBe('Failed to load bookings (503)')
    expect(ledgerErrorText(new ApiError(0))).toBe('Something went wrong')
    expect(ledgerErrorText(new SyntaxError('Unexpected token'))).toBe('Something went wrong')
  })
})
