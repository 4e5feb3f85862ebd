import { type vesselPricesRequestSchema, vesselPricesSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import type { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** A vessel's prices per tour type, each with its default (member-api §6), checked against the shared schemas. */

export type VesselPrices = z.infer<typeof vesselPricesSchema>
export type PricesRequest = z.output<typeof vesselPricesRequestSchema>

export const priceKeys = {
  vessel: (vesselId: string) => ['admin', 'fleet', 'prices', vesselId] as const,
}

const pricesPath = (vesselId: string) => `/admin/vessels/${encodeURIComponent(vesselId)}/prices`

export const vesselPricesQuery = (vesselId: string) => ({
  queryKey: priceKeys.vessel(vesselId),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    vesselPricesSchema.parse(await apiRequest(pricesPath(vesselId), { method: 'GET', signal })),
  staleTime: 0,
})

/** A number overrides a tour type's price; `null` returns it to the default. */
export async function savePrices(vesselId: string, request: PricesRequest) {
  return vesselPricesSchema.parse(await apiRequest(pricesPath(vesselId), { method: 'PUT', json: request }))
}
