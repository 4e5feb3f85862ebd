import {
  captainAssignedSchema,
  captainSchema,
  fleetCalendarAnswerSchema,
  type VesselBlockRequest,
  vesselBlockCreatedSchema,
  vesselBlockSchema,
} from '../../../../common/fleet-operations/fleet-api.ts'
import { z } from '../../../../common/zod.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { WEEK_DAYS } from './fleet-week.ts'

/** The fleet calendar's calls (member-api §6): the week, blocks, and captains on outings; answers checked. */

export const fleetKeys = {
  /** Everything the calendar shows, read again after any change. */
  all: ['admin', 'fleet'] as const,
  week: (from: string) => ['admin', 'fleet', 'week', from] as const,
  captains: ['admin', 'fleet', 'captains'] as const,
}

/** The whole week in one call, however many cells. */
export const fleetWeekQuery = (from: string) => ({
  queryKey: fleetKeys.week(from),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    fleetCalendarAnswerSchema.parse(
      await apiRequest(`/admin/fleet-calendar?${new URLSearchParams({ from, days: String(WEEK_DAYS) })}`, {
        method: 'GET',
        signal,
      }),
    ),
  staleTime: 0,
})

export const captainsQuery = {
  queryKey: fleetKeys.captains,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    z.array(captainSchema).parse(await apiRequest('/admin/captains', { method: 'GET', signal })),
}

const clashesSchema = z.object({
  clashes: z.array(
    z.object({
      booking_id: z.string(),
      member: z.object({ id: z.number(), member_id: z.string(), name: z.string() }),
      tour_type: z.string(),
      start_at: z.string(),
    }),
  ),
})
export type BlockClash = z.infer<typeof clashesSchema>['clashes'][number]

/** The bookings a refused block would cancel, when the refusal is that one (a 409 listing them). */
export function clashesOf(error: unknown): BlockClash[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const parsed = clashesSchema.safeParse(error.body)
  return parsed.success && parsed.data.clashes.length > 0 ? parsed.data.clashes : undefined
}

/** One key per press: a retried request places the block, and cancels what it forces, once. */
export async function placeBlock(request: VesselBlockRequest, attemptKey: string) {
  const answer = await apiRequest('/admin/vessel-blocks', {
    method: 'POST',
    json: request,
    headers: { 'idempotency-key': attemptKey },
  })
  return vesselBlockCreatedSchema.parse(answer)
}

export async function liftBlock(blockId: string) {
  const answer = await apiRequest(`/admin/vessel-blocks/${encodeURIComponent(blockId)}`, { method: 'DELETE' })
  return vesselBlockSchema.parse(answer)
}

/** `captainId` null takes the captain off the outing. */
export async function assignCaptain(bookingId: string, captainId: number | null, attemptKey: string) {
  const answer = await apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}/captain`, {
    method: 'PUT',
    json: { captain_id: captainId },
    headers: { 'idempotency-key': attemptKey },
  })
  return captainAssignedSchema.parse(answer)
}
