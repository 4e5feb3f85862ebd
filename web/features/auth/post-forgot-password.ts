import { z } from '../../../common/zod.ts'
import { type ForgotPasswordAnswer, forgotPasswordAnswerSchema } from '../../../common/accounts.ts'
import { apiRequest } from '../../lib/api-request.ts'

/** The answer's fields as far as they are present and well formed; a refusal's body may carry them too. */
export type ForgotPasswordFields = Partial<ForgotPasswordAnswer> & { detail?: string }

const fieldsSchema = forgotPasswordAnswerSchema.partial().extend({ detail: z.string().optional() })

export function forgotPasswordFields(body: unknown): ForgotPasswordFields {
  const fields = fieldsSchema.safeParse(body)
  return fields.success ? fields.data : {}
}

/**
 * POST forgot-password: the same answer whether or not the e-mail is registered. A refusal throws an ApiError whose
 * body may carry message, start_timer and remaining_time too (429 during the cooldown).
 */
export async function postForgotPassword(email: string): Promise<ForgotPasswordFields> {
  return forgotPasswordFields(await apiRequest('/forgot/forgot-password', { method: 'POST', form: { email } }))
}
