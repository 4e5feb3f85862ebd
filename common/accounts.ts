import { z } from './zod.ts'
import { type TierName, tierNames } from './membership-tiers.ts'
import { answer, text } from './text.ts'
import { userTypes } from './user-roles.ts'
import { EMAIL_PATTERN } from './visitor-form-rules.ts'

/**
 * Sign-in, session and password payloads (portal-and-admin.md §3, §7; public-site.md §3, §5; decisions §3), checked
 * with these same schemas in the browser and on the server.
 */

/** Diamond everywhere; `Premium` is accepted as input and stored as Diamond (decisions §3). */
export const tierInputSchema = text(40).transform((value, ctx): TierName => {
  const wanted = value.toLowerCase() === 'premium' ? 'diamond' : value.toLowerCase()
  const tier = tierNames.find((name) => name.toLowerCase() === wanted)
  if (tier) return tier
  ctx.addIssue({ code: 'custom', message: `must be one of ${tierNames.join(', ')}` })
  return z.NEVER
})

export const PASSWORD_MIN_LENGTH = 10
const PASSWORD_MAX_LENGTH = 200

export const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters, with at least one uppercase letter, one lowercase letter and one special character.`

/** The password policy the server enforces (decisions §3). */
export const newPasswordSchema = text(PASSWORD_MAX_LENGTH, {
  trim: false,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
})
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .regex(/\p{Lu}/u, 'Password must contain at least one uppercase letter.')
  .regex(/\p{Ll}/u, 'Password must contain at least one lowercase letter.')
  .regex(/[^\p{L}\p{N}\s]/u, 'Password must contain at least one special character.')

export const USERNAME_MAX_LENGTH = 150
export const usernameSchema = text(USERNAME_MAX_LENGTH, {
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters long.`,
})
  .min(3, 'Username must be at least 3 characters long.')
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Username may contain letters, digits and . _ @ + - only.')

export const emailSchema = text(254, { tooLong: 'E-mail address must be at most 254 characters long.' }).regex(
  EMAIL_PATTERN,
  'Please enter a valid email address.',
)

/** Login: no client checks, the server decides (portal-and-admin.md §5); lengths only bound the work. */
export const loginSchema = z.object({
  username: text(USERNAME_MAX_LENGTH * 2).min(1, 'Please enter your username.'),
  password: text(1024, { trim: false }).min(1, 'Please enter your password.'),
})
export type LoginRequest = z.infer<typeof loginSchema>

export const loginAnswerSchema = answer(
  z.object({
    status: z.literal('SUCCESS'),
    detail: z.string(),
    user_type: z.enum(userTypes),
  }),
)
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

/** The member profile read (portal-and-admin.md §3), as current-user answers it. */
export const memberProfileSchema = answer(
  z.object({
    id: z.number().int(),
    member_id: z.string(),
    username: z.string(),
    first_name: z.string(),
    middle_name: z.string().nullable(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    member_address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    drivers_license: z.string().nullable(),
    company_name: z.string().nullable(),
    picture_url: z.string().nullable(),
    tier: z.enum(tierNames),
    points_balance: z.number().int(),
    email_id: z.string(),
    emergency_name: z.string().nullable(),
    emergency_contact: z.string().nullable(),
    emergency_relationship: z.string().nullable(),
    /** The first day of the first membership year, YYYY-MM-DD: allowances count per year from it. */
    membership_started_on: z.string(),
    user_type: z.enum(userTypes),
  }),
)
export type MemberProfile = z.infer<typeof memberProfileSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>

/** Forgot password's answer, and the extra fields of its 429 (public-site.md §7). */
export const forgotPasswordAnswerSchema = answer(
  z.object({
    message: z.string(),
    start_timer: z.boolean(),
    remaining_time: z.number().int(),
  }),
)
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>

export const RESET_COOLDOWN_MS = 60_000

export const resetPasswordSchema = z.object({
  token: text(200).min(1, 'The reset link is incomplete.'),
  new_password: newPasswordSchema,
})
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>

/**
 * Change password (member-api §4): the current password, which the server checks as it checks a login (counted
 * towards the same limits), and a new one under the policy.
 */
export const changePasswordSchema = z.object({
  current_password: text(1024, { trim: false }).min(1, 'Please enter your current password.'),
  new_password: newPasswordSchema,
})
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>

/** The portal's form: the same, with the new password typed a second time. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: text(PASSWORD_MAX_LENGTH, { trim: false }) })
  .refine((form) => form.confirm_password === form.new_password, {
    path: ['confirm_password'],
    message: 'Please make sure your passwords match!',
  })
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

export const detailSchema = answer(z.object({ detail: z.string() }))
