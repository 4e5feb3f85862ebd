import { capacitySchema } from '../../../../common/fleet-operations/fleet-api.ts'
import type { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** A season's capacity against the club's 80% target (member-api §6), checked against the shared schema. */

export type SeasonCapacity = z.infer<typeof capacitySchema>

export const capacityKeys = {
  season: (season: number) => ['admin', 'fleet', 'capacity', season] as const,
}

export const capacityQuery = (season: number) => ({
  queryKey: capacityKeys.season(season),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    capacitySchema.parse(
      await apiRequest(`/admin/capacity?${new URLSearchParams({ season: String(season) })}`, { method: 'GET', signal }),
    ),
  staleTime: 0,
})
