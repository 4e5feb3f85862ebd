import {
  drawAnswerSchema,
  peakDateListSchema,
  peakDateSchema,
  type PeakDatesRequest,
} from '../../../../common/ballot/ballot-api.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** The peak dates and their draws (member-api §8), checked against the shared schemas. */

export const peakDateKeys = {
  all: ['admin', 'peak-dates'] as const,
  list: ['admin', 'peak-dates', 'list'] as const,
  draw: (date: string) => ['admin', 'peak-dates', 'draw', date] as const,
}

export const peakDatesQuery = {
  queryKey: peakDateKeys.list,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    peakDateListSchema.parse(await apiRequest('/admin/peak-dates', { method: 'GET', signal })),
  staleTime: 0,
}

export const drawQuery = (date: string) => ({
  queryKey: peakDateKeys.draw(date),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    drawAnswerSchema.parse(await apiRequest(`/admin/peak-dates/${date}/draw`, { method: 'GET', signal })),
})

export async function addPeakDates(request: PeakDatesRequest) {
  return peakDateListSchema.parse(await apiRequest('/admin/peak-dates', { method: 'POST', json: request }))
}

export async function removePeakDate(date: string) {
  return peakDateSchema.parse(await apiRequest(`/admin/peak-dates/${date}`, { method: 'DELETE' }))
}
