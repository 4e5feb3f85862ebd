import { memberProfileSchema } from '../../common/accounts.ts'
import { apiRequest } from './api-request.ts'

/** The signed-in member's profile (member-api §4): one query the portal's parts share, refreshed after any change. */
export const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    memberProfileSchema.parse(await apiRequest('/new-userdetail/user-details/', { method: 'GET', signal })),
}
