import { type LoginAnswer, loginAnswerSchema, type LoginRequest } from '../../../common/accounts.ts'
import { ApiError, apiRequest } from '../../lib/api-request.ts'

/** POST validate-user: a 200 whose status is not SUCCESS counts as refused (portal-and-admin.md §8). */
export async function postLogin({ username, password }: LoginRequest): Promise<LoginAnswer> {
  const body = await apiRequest('/validate-user/validate-user/', { method: 'POST', form: { username, password } })
  const answer = loginAnswerSchema.safeParse(body)
  if (!answer.success) throw new ApiError(200, undefined, body)
  return answer.data
}
