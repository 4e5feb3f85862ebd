import { memberPointsSchema, pointsUpdatedSchema, type pointsUpdateSchema } from '../../../../common/back-office.ts'
import type { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** Adjust Points' calls (portal-and-admin.md §2 screen 1), their answers checked against the shared schemas. */

/** A change as the shared schema reads it: the points a whole number. */
export type PointsChange = z.output<typeof pointsUpdateSchema>

export const pointsKeys = {
  member: (username: string) => ['admin', 'points', username] as const,
}

export async function fetchMemberPoints(username: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ username })
  return memberPointsSchema.parse(await apiRequest(`/points/points/?${query}`, { method: 'GET', signal }))
}

export const memberPointsQuery = (username: string) => ({
  queryKey: pointsKeys.member(username),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMemberPoints(username, signal),
})

/** One key per press of Save (`attemptKey`): a retried request can never move the points twice. */
export async function updatePoints(change: PointsChange, attemptKey: string) {
  const answer = await apiRequest('/points/update-points/', {
    method: 'PUT',
    form: { username: change.username, update_points: String(change.update_points), description: change.description },
    headers: { 'idempotency-key': attemptKey },
  })
  return pointsUpdatedSchema.parse(answer)
}
