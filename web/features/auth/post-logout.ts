import { apiRequest } from '../../lib/api-request.ts'

/** POST logout: ends the session on the server; its answer carries nothing the page needs. */
export async function postLogout(): Promise<void> {
  await apiRequest('/validate-user/logout/', { method: 'POST' })
}
