import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-request.ts'
import { loginRefusal } from './login-error.ts'
import { resetFailure } from './reset-password-form.tsx'

describe('loginRefusal', () => {
  it('is the server’s detail when there is one', () => {
    expect(loginRefusal(new ApiError(403, 'This account is closed.'))).toBe('This account is closed.')
  })

  it('is "Invalid credentials" otherwise, including an answer that is not SUCCESS', () => {
    expect(loginRefusal(new ApiError(401))).toBe('Invalid credentials')
    expect(loginRefusal(new ApiError(200, undefined, { status: 'FAILED' }))).toBe('Invalid credentials')
  })

  it('names a network failure rather than blaming the credentials', () => {
    expect(loginRefusal(new ApiError(0))).toBe('Network error. Please check your connection and try again.')
  })
})

describe('resetFailure', () => {
  it('is the server’s detail, the failure’s message, or the fallback', () => {
    expect(resetFailure(new ApiError(400, 'This reset link has expired.'))).toBe('This reset link has expired.')
    expect(resetFailure(new ApiError(0))).toBe('Network error. Please check your connection and try again.')
    expect(resetFailure(new ApiError(500))).toBe('An error occurred.')
    expect(resetFailure(new Error('Boom'))).toBe('Boom')
    expect(resetFailure('?')).toBe('An error occurred.')
  })
})
