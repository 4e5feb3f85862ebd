import { ApiError } from '../../lib/api-request.ts'

/** The second line under 'Unable to Load Bookings' (portal-and-admin.md §8). */
export function ledgerErrorText(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? `Failed to load bookings (${error.status})`
    : 'Something went wrong'
}
