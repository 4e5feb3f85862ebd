import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-request.ts'

export const SESSION_NOT_ESTABLISHED = 'Session could not be established'

/** The login error line for a refused sign-in: the server's detail, else 'Invalid credentials' (portal-and-admin.md §8). */
export function loginRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return NETWORK_ERROR_MESSAGE
  return (error instanceof ApiError && error.detail) || 'Invalid credentials'
}
