import { RESET_COOLDOWN_MS } from '../../../common/accounts.ts'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-request.ts'
import { type ForgotPasswordFields, forgotPasswordFields } from './post-forgot-password.ts'

export interface Banner {
  tone: 'success' | 'error'
  title: string
  detail: string
}

/** What the page shows after a request, and how long the button must then wait (null: no cooldown). */
export interface ForgotPasswordFeedback {
  banner: Banner
  cooldownMs: number | null
}

export const linkSentBanner: Banner = {
  tone: 'success',
  title: 'Reset link sent successfully!',
  detail: 'Check your email inbox and spam folder.',
}

// The server's own cooldown, for an answer that asks for one without saying how long.
function cooldownOf({ start_timer, remaining_time }: ForgotPasswordFields): number | null {
  if (!start_timer) return null
  return remaining_time !== undefined && remaining_time > 0 ? remaining_time : RESET_COOLDOWN_MS
}

/** The error banner's second line, chosen by what the message says (public-site.md §8). */
export function errorSubLine(message: string): string {
  const text = message.toLowerCase()
  if (text.includes('not found')) return 'This email address is not registered with us.'
  if (text.includes('wait')) return 'Too many requests. Please be patient.'
  return 'Please try again or contact support.'
}

export function feedbackFromAnswer(answer: ForgotPasswordFields): ForgotPasswordFeedback {
  return { banner: linkSentBanner, cooldownMs: cooldownOf(answer) }
}

export function feedbackFromError(error: unknown): ForgotPasswordFeedback {
  if (error instanceof ApiError && error.status === 0) {
    return {
      banner: { tone: 'error', title: NETWORK_ERROR_MESSAGE, detail: errorSubLine(NETWORK_ERROR_MESSAGE) },
      cooldownMs: null,
    }
  }
  const fields = error instanceof ApiError ? forgotPasswordFields(error.body) : {}
  const message = fields.message || fields.detail || 'An error occurred'
  return { banner: { tone: 'error', title: message, detail: errorSubLine(message) }, cooldownMs: cooldownOf(fields) }
}
