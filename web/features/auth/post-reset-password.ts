import type { ResetPasswordRequest } from '../../../common/accounts.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** POST reset-password: sets the new password; a refused token or password throws an ApiError with the detail. */
export async function postResetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('/forgot/reset-password', { method: 'POST', json: request })
}
