import {
  type BallotEntryRequest,
  ballotEntrySchema,
  myBallotSchema,
  withdrawAnswerSchema,
} from '../../../common/ballot/ballot-api.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The member's ballot for the busiest days (member-api §8), checked against the shared schemas. */

export const ballotKeys = { mine: ['booking', 'ballot'] as const }

export const myBallotQuery = {
  queryKey: ballotKeys.mine,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    myBallotSchema.parse(await apiRequest('/booking/ballot', { method: 'GET', signal })),
}

export async function enterBallot(request: BallotEntryRequest) {
  return ballotEntrySchema.parse(await apiRequest('/booking/ballot', { method: 'POST', json: request }))
}

export async function withdrawEntry(ballotId: string) {
  return withdrawAnswerSchema.parse(await apiRequest(`/booking/ballot/${ballotId}`, { method: 'DELETE' }))
}
