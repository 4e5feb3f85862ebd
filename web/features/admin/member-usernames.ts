import { usernamesSchema } from '../../../common/back-office.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** Every active member's username, for the back office's member lists. */
export const usernamesQuery = {
  queryKey: ['admin', 'usernames'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    usernamesSchema.parse(await apiRequest('/usernames/usernames/', { method: 'GET', signal })).usernames,
}
