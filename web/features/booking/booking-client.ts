import {
  availabilityAnswerSchema,
  bookingAnswerSchema,
  type BookingRequest,
  bookingListAnswerSchema,
  cancelAnswerSchema,
  guestsAnswerSchema,
  quoteAnswerSchema,
  type QuoteRequest,
  rebookAnswerSchema,
  type TourRequest,
  vesselAnswerSchema,
} from '../../../common/booking/booking-api.ts'
import { rebookingPriorityAnswerSchema } from '../../../common/weather/weather-api.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The booking engine's calls (member-api §1–§3), their answers checked against the shared schemas. */

export const fetchVessels = async () =>
  vesselAnswerSchema.parse(await apiRequest('/booking/vessels', { method: 'GET' }))

/** `username`: staff asking for a member, who see the member's rules. */
export async function fetchAvailability(
  vesselId: string,
  from: string,
  days: number,
  signal?: AbortSignal,
  username?: string,
) {
  const query = new URLSearchParams({
    vessel_id: vesselId,
    from,
    days: String(days),
    ...(username ? { username } : {}),
  })
  return availabilityAnswerSchema.parse(await apiRequest(`/booking/availability?${query}`, { method: 'GET', signal }))
}

export async function fetchQuote(tour: QuoteRequest, signal?: AbortSignal) {
  return quoteAnswerSchema.parse(await apiRequest('/booking/quote', { method: 'POST', json: tour, signal }))
}

export async function fetchMyBookings(when: 'upcoming' | 'past') {
  return bookingListAnswerSchema.parse(await apiRequest(`/booking/bookings?when=${when}`, { method: 'GET' }))
}

/** A retry of the same attempt (same key) can never book twice. */
export async function postBooking(tour: BookingRequest, attemptKey: string) {
  const answer = await apiRequest('/booking/bookings', {
    method: 'POST',
    json: tour,
    headers: { 'idempotency-key': attemptKey },
  })
  return bookingAnswerSchema.parse(answer)
}

export async function postCancel(bookingId: string, attemptKey: string) {
  const answer = await apiRequest(`/booking/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
    json: {},
    headers: { 'idempotency-key': attemptKey },
  })
  return cancelAnswerSchema.parse(answer)
}

export async function postRebook(bookingId: string, tour: TourRequest, attemptKey: string) {
  const answer = await apiRequest(`/booking/bookings/${encodeURIComponent(bookingId)}/rebook`, {
    method: 'POST',
    json: tour,
    headers: { 'idempotency-key': attemptKey },
  })
  return rebookAnswerSchema.parse(answer)
}

/** Who is aboard: 1 to the vessel's guests, with up to that many names. */
export async function putGuests(bookingId: string, aboard: { guests: number; guest_names: string[] }) {
  const answer = await apiRequest(`/booking/bookings/${encodeURIComponent(bookingId)}/guests`, {
    method: 'PUT',
    json: aboard,
  })
  return guestsAnswerSchema.parse(answer)
}

/** The member's rebooking priority after an outing the club cancelled for weather (member-api §8). */
export async function fetchRebookingPriority() {
  return rebookingPriorityAnswerSchema.parse(await apiRequest('/booking/rebooking-priority', { method: 'GET' }))
}

export function calendarFileUrl(bookingId: string): string {
  return `${import.meta.env.API_BASE_URL}/booking/bookings/${encodeURIComponent(bookingId)}/calendar.ics`
}

export const bookingKeys = {
  vessels: ['booking', 'vessels'] as const,
  availability: (vesselId: string, from: string, username = '') =>
    ['booking', 'availability', vesselId, from, username] as const,
  quote: (tour: QuoteRequest) => ['booking', 'quote', tour] as const,
  mine: (when: 'upcoming' | 'past') => ['booking', 'mine', when] as const,
  priority: ['booking', 'rebooking-priority'] as const,
}
