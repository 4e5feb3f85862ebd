import {
  crewOutingsSchema,
  damageReportSchema,
  type ServiceRequest,
  vesselLogSchema,
} from '../../../../common/dock/dock-api.ts'
import { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** The back office's side of the dock (member-api §9): outings on the water, each vessel's log, service and damage. */

export const dockKeys = {
  /** Everything the dock shows staff, read again when a staff event arrives. */
  all: ['admin', 'dock'] as const,
  outings: ['admin', 'dock', 'outings'] as const,
  log: (vesselId: string) => ['admin', 'dock', 'log', vesselId] as const,
  bookingDamage: (reference: string) => ['admin', 'dock', 'damage', reference] as const,
}

/** Everyone's outings of today and the next 7 days, with where each stands. */
export const dockOutingsQuery = {
  queryKey: dockKeys.outings,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    crewOutingsSchema.parse(await apiRequest('/crew/outings', { method: 'GET', signal })),
  staleTime: 0,
}

export const vesselLogQuery = (vesselId: string) => ({
  queryKey: dockKeys.log(vesselId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    vesselLogSchema.parse(
      await apiRequest(`/admin/vessels/${encodeURIComponent(vesselId)}/log`, { method: 'GET', signal }),
    ),
  staleTime: 0,
})

/** The damage its captain reported when the booking's outing came back. */
export const bookingDamageQuery = (reference: string) => ({
  queryKey: dockKeys.bookingDamage(reference),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    z
      .array(damageReportSchema)
      .parse(await apiRequest(`/admin/bookings/${encodeURIComponent(reference)}/damage`, { method: 'GET', signal })),
  staleTime: 0,
})

export async function recordService(vesselId: string, request: ServiceRequest) {
  const answer = await apiRequest(`/admin/vessels/${encodeURIComponent(vesselId)}/service`, {
    method: 'POST',
    json: request,
  })
  return vesselLogSchema.parse(answer)
}

export async function resolveDamage(damageId: number) {
  const answer = await apiRequest(`/admin/damage/${damageId}/resolve`, { method: 'POST' })
  return damageReportSchema.parse(answer)
}
