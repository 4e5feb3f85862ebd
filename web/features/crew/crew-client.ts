import {
  type CheckOutRequest,
  crewOutingSchema,
  crewOutingsSchema,
  floatPlanSchema,
} from '../../../common/dock/dock-api.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The dock's calls for a captain (member-api §9): their outings, check-out, check-in and the float plan. */

export const crewKeys = {
  all: ['crew'] as const,
  outings: ['crew', 'outings'] as const,
  floatPlan: (bookingId: string) => ['crew', 'float-plan', bookingId] as const,
}

export const crewOutingsQuery = {
  queryKey: crewKeys.outings,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    crewOutingsSchema.parse(await apiRequest('/crew/outings', { method: 'GET', signal })),
  staleTime: 0,
}

export const floatPlanQuery = (bookingId: string) => ({
  queryKey: crewKeys.floatPlan(bookingId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    floatPlanSchema.parse(
      await apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}/float-plan`, { method: 'GET', signal }),
    ),
})

/** Where the browser downloads an outing's one-page float plan. */
export function floatPlanPdfHref(bookingId: string): string {
  return `${import.meta.env.API_BASE_URL}/admin/bookings/${encodeURIComponent(bookingId)}/float-plan.pdf`
}

/** The key stays the same for every retry of one attempt, so a lost answer never records the outing twice. */
export async function checkOut(bookingId: string, request: CheckOutRequest, attemptKey: string) {
  const answer = await apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}/check-out`, {
    method: 'POST',
    json: request,
    headers: { 'idempotency-key': attemptKey },
  })
  return crewOutingSchema.parse(answer)
}

export interface CheckInFields {
  engine_hours: number
  fuel_percent: number
  damage: { description: string }[]
  notes: string
}

/** Multipart, the damage as a JSON string beside up to five photos (member-api §9). */
export async function checkIn(bookingId: string, fields: CheckInFields, photos: readonly File[], attemptKey: string) {
  const body = new FormData()
  body.set('engine_hours', String(fields.engine_hours))
  body.set('fuel_percent', String(fields.fuel_percent))
  body.set('damage', JSON.stringify(fields.damage))
  body.set('notes', fields.notes)
  for (const photo of photos) body.append('photos', photo, photo.name)
  const answer = await apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}/check-in`, {
    method: 'POST',
    multipart: body,
    headers: { 'idempotency-key': attemptKey },
  })
  return crewOutingSchema.parse(answer)
}
