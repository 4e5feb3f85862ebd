import { describe, expect, it } from 'vitest'
import { ApiError, problemMessage } from './api-request.ts'

describe('the message for a failed call', () => {
  it('is the server’s reason for a refusal, and the named message for anything else', () => {
    expect(problemMessage(new ApiError(422, 'Points must be a whole number.'), 'Failed')).toBe(
      'Points must be a whole number.',
    )
    expect(problemMessage(new ApiError(500, 'Internal Server Error'), 'Failed')).toBe('Failed')
    expect(problemMessage(new ApiError(0), 'Failed')).toBe('Failed')
    expect(problemMessage(new ApiError(404), 'Failed')).toBe('Failed')
    expect(problemMessage(new Error('boom'), 'Failed')).toBe('Failed')
  })

  it('answers the reason only for the statuses named, when named', () => {
    expect(problemMessage(new ApiError(409, 'Taken.'), 'Failed', [409])).toBe('Taken.')
    expect(problemMessage(new ApiError(422, 'Bad.'), 'Failed', [409])).toBe('Failed')
  })
})
