import {
  adminBookingRecordsSchema,
  bookingRecordAnswerSchema,
  cancelAnswerSchema,
  rebookAnswerSchema,
  type TourRequest,
  vesselAnswerSchema,
} from '../../../../common/booking/booking-api.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/**
 * The back office's booking calls (portal-and-admin.md §2 screen 5; member-api §3): a member's bookings, one booking,
 * and staff cancelling or rebooking it; answers checked against the shared schemas.
 */

export const adminBookingKeys = {
  /** Every booking query, read again after any change. */
  all: ['admin', 'bookings'] as const,
  member: (username: string) => ['admin', 'bookings', 'member', username] as const,
  booking: (reference: string) => ['admin', 'bookings', 'booking', reference] as const,
  vessels: ['admin', 'vessels'] as const,
}

export const memberBookingsQuery = (username: string) => ({
  queryKey: adminBookingKeys.member(username),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    adminBookingRecordsSchema.parse(
      await apiRequest(`/booking/admin/?${new URLSearchParams({ username })}`, { method: 'GET', signal }),
    ),
  // Staff see the bookings as they are when they ask, not as they were a minute ago.
  staleTime: 0,
})

export const bookingQuery = (reference: string) => ({
  queryKey: adminBookingKeys.booking(reference),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    bookingRecordAnswerSchema.parse(
      await apiRequest(`/booking/bookings/${encodeURIComponent(reference)}`, { method: 'GET', signal }),
    ),
  staleTime: 0,
})

export const vesselsQuery = {
  queryKey: adminBookingKeys.vessels,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    vesselAnswerSchema.parse(await apiRequest('/booking/vessels', { method: 'GET', signal })),
}

/** `waive`: the 48-hour rule set aside, every point refunded. A retry of the same attempt (same key) cancels once. */
export async function cancelBooking(reference: string, waive: boolean, attemptKey: string) {
  const answer = await apiRequest(`/booking/bookings/${encodeURIComponent(reference)}/cancel`, {
    method: 'POST',
    json: waive ? { waive: true } : {},
    headers: { 'idempotency-key': attemptKey },
  })
  return cancelAnswerSchema.parse(answer)
}

export async function rebookBooking(reference: string, tour: TourRequest, attemptKey: string) {
  const answer = await apiRequest(`/booking/bookings/${encodeURIComponent(reference)}/rebook`, {
    method: 'POST',
    json: tour,
    headers: { 'idempotency-key': attemptKey },
  })
  return rebookAnswerSchema.parse(answer)
}
