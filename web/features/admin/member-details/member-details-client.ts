import { type AdminMember, adminMemberSchema } from '../../../../common/member-admin.ts'
import { membershipRenewedSchema, renewalStateSchema } from '../../../../common/membership-year.ts'
import { apiRequest } from '../../../lib/api-request.ts'
import { updateMemberDetails } from '../../../lib/member-details-request.ts'

/** Update User Details' calls (portal-and-admin.md §3 admin member load and update), checked with the shared schemas. */

export const memberDetailsKeys = {
  member: (username: string) => ['admin', 'member-details', username] as const,
  renewal: (memberId: number) => ['admin', 'renewal', memberId] as const,
}

/** A member's load, asked afresh by each Submit: a failure says 'User not found!' at once, so it is not tried again. */
export const adminMemberQuery = (username: string) => ({
  queryKey: memberDetailsKeys.member(username),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    adminMemberSchema.parse(
      await apiRequest(`/admin/member-details/?${new URLSearchParams({ username })}`, { method: 'GET', signal }),
    ),
  retry: false,
})

export const saveMemberDetails = (username: string, fields: Record<string, string>, picture?: File) =>
  updateMemberDetails('staff', { username, fields, picture })

/** Read again whenever the member is: a new start date or a renewal changes what is due. */
export const renewalQuery = (member: AdminMember) => ({
  queryKey: [...memberDetailsKeys.renewal(member.id), member.membership_started_on, member.points_balance] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    renewalStateSchema.parse(await apiRequest(`/admin/members/${member.id}/renewal`, { method: 'GET', signal })),
})

export const renewMembership = async (memberId: number) =>
  membershipRenewedSchema.parse(await apiRequest(`/admin/members/${memberId}/renew`, { method: 'POST' }))
