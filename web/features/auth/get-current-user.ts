import { type MemberProfile, memberProfileSchema } from '../../../common/accounts.ts'
import { ApiError, apiRequest } from '../../lib/api-request.ts'

/** GET current-user: the signed-in member's profile, or an ApiError (401 without a session). */
export async function getCurrentUser(): Promise<MemberProfile> {
  const body = await apiRequest('/validate-user/current-user/', { method: 'GET' })
  const profile = memberProfileSchema.safeParse(body)
  if (!profile.success) throw new ApiError(200, undefined, body)
  return profile.data
}
