import {
  membershipSchema,
  membershipUpdatedSchema,
  type membershipUpdateSchema,
} from '../../../../common/back-office.ts'
import type { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** Update Membership's calls (portal-and-admin.md §2 screen 2), their answers checked against the shared schemas. */

export const membershipKeys = {
  member: (username: string) => ['admin', 'membership', username] as const,
}

export async function fetchMembership(username: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ username })
  return membershipSchema.parse(await apiRequest(`/get-membership/get-membership/?${query}`, { method: 'GET', signal }))
}

export const membershipQuery = (username: string) => ({
  queryKey: membershipKeys.member(username),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMembership(username, signal),
})

export async function updateMembership(update: z.output<typeof membershipUpdateSchema>) {
  const answer = await apiRequest('/get-membership/update-membership/', {
    method: 'PUT',
    form: { username: update.username, membership_type: update.membership_type },
  })
  return membershipUpdatedSchema.parse(answer)
}
