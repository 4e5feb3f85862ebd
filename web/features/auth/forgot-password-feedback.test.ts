import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-request.ts'
import { errorSubLine, feedbackFromAnswer, feedbackFromError, linkSentBanner } from './forgot-password-feedback.ts'

describe('errorSubLine', () => {
  it('explains an unknown address, a cooldown, or anything else', () => {
    expect(errorSubLine('Email not found')).toBe('This email address is not registered with us.')
    expect(errorSubLine('Please wait 42 seconds before asking again.')).toBe('Too many requests. Please be patient.')
    expect(errorSubLine('Please enter a valid email address.')).toBe('Please try again or contact support.')
  })
})

describe('feedbackFromAnswer', () => {
  it('shows the success banner and starts the cooldown the answer asks for', () => {
    expect(feedbackFromAnswer({ message: 'Sent', start_timer: true, remaining_time: 60_000 })).toEqual({
      banner: linkSentBanner,
      cooldownMs: 60_000,
    })
  })

  it('falls back to 60 s when the answer starts a timer without a time', () => {
    expect(feedbackFromAnswer({ start_timer: true })).toEqual({ banner: linkSentBanner, cooldownMs: 60_000 })
  })

  it('starts no cooldown when the answer does not ask for one', () => {
    expect(feedbackFromAnswer({ message: 'Sent' }).cooldownMs).toBeNull()
  })
})

describe('feedbackFromError', () => {
  it('shows the 429 message and continues the server’s remaining cooldown', () => {
    const error = new ApiError(429, 'Too many requests', {
      detail: 'Too many requests',
      message: 'Please wait 42 seconds before requesting another link.',
      start_timer: true,
      remaining_time: 42_000,
    })
    expect(feedbackFromError(error)).toEqual({
      banner: {
        tone: 'error',
        title: 'Please wait 42 seconds before requesting another link.',
        detail: 'Too many requests. Please be patient.',
      },
      cooldownMs: 42_000,
    })
  })

  it('shows the detail of a refusal without a message', () => {
    const error = new ApiError(400, 'email: Please enter a valid email address.', {
      detail: 'email: Please enter a valid email address.',
    })
    expect(feedbackFromError(error)).toEqual({
      banner: {
        tone: 'error',
        title: 'email: Please enter a valid email address.',
        detail: 'Please try again or contact support.',
      },
      cooldownMs: null,
    })
  })

  it('falls back to "An error occurred" for an empty refusal', () => {
    expect(feedbackFromError(new ApiError(500)).banner.title).toBe('An error occurred')
  })

  it('names a network failure', () => {
    expect(feedbackFromError(new ApiError(0)).banner).toEqual({
      tone: 'error',
      title: 'Network error. Please check your connection and try again.',
      detail: 'Please try again or contact support.',
    })
  })
})
