import { memberStatusChangedSchema } from '../../../../common/back-office.ts'
import { memberAddedSchema, memberAvailabilitySchema } from '../../../../common/new-member.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** Add/Remove Members' calls (portal-and-admin.md §3, member-api §5), their answers checked with the shared schemas. */

export type StatusChange = 'remove' | 'reactivate'

const statusPaths = { remove: '/update/delete/', reactivate: '/update/reactivate/' } as const

export async function changeMemberStatus(change: StatusChange, username: string) {
  const form = new FormData()
  form.append('username', username)
  return memberStatusChangedSchema.parse(await apiRequest(statusPaths[change], { method: 'PUT', multipart: form }))
}

/** Whether a username or e-mail address is still free: `available` when the server says so. */
export async function checkAvailability(field: 'username' | 'email', value: string) {
  const query = new URLSearchParams({ [field]: value.trim() })
  const { status } = memberAvailabilitySchema.parse(
    await apiRequest(`/create-member/validate-member/?${query}`, { method: 'GET' }),
  )
  return status === 'success'
}

export async function addMember(form: FormData) {
  return memberAddedSchema.parse(await apiRequest('/create-member/add-member/', { method: 'POST', multipart: form }))
}
