import { memberDirectorySchema, type MemberStatus } from '../../../common/member-directory.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The club's members (never staff) for the back office's member pickers and the removed members' list. */
export const memberDirectoryQuery = (status: MemberStatus) => ({
  queryKey: ['admin', 'members', status] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    memberDirectorySchema.parse(
      await apiRequest(`/admin/members?${new URLSearchParams({ status })}`, { method: 'GET', signal }),
    ),
})

/** After a member is added, removed or reactivated, every list of members is read again. */
export const memberDirectoryKey = ['admin', 'members'] as const
