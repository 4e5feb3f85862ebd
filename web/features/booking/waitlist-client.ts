import type { TourRequest } from '../../../common/booking/booking-api.ts'
import { joinedAnswerSchema, leftAnswerSchema, waitlistAnswerSchema } from '../../../common/waitlist/waitlist-api.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The waitlist's calls (member-api §8), their answers checked against the shared schemas. */

export const fetchWaitlist = async () =>
  waitlistAnswerSchema.parse(await apiRequest('/booking/waitlist', { method: 'GET' }))

export async function joinWaitlist(tour: TourRequest) {
  return joinedAnswerSchema.parse(await apiRequest('/booking/waitlist', { method: 'POST', json: tour }))
}

export async function leaveWaitlist(waitlistId: string) {
  const answer = await apiRequest(`/booking/waitlist/${encodeURIComponent(waitlistId)}`, { method: 'DELETE' })
  return leftAnswerSchema.parse(answer)
}

/** Under `booking`, so whatever re-reads the bookings re-reads the waitlist too. */
export const waitlistKeys = { mine: ['booking', 'waitlist'] as const }
