import { emailSchema, tierInputSchema } from './accounts.ts'
import { membershipStartSchema } from './club-date-schema.ts'
import { tierNames } from './membership-tiers.ts'
import { memberDetailsSchema } from './member-details.ts'
import { memberIdentityFields } from './member-directory.ts'
import { answer, text } from './text.ts'
import { userTypes } from './user-roles.ts'
import { z } from './zod.ts'

/**
 * Update User Details (portal-and-admin.md §2 screen 3, §3 admin member load and update; member-api §4): the fields
 * staff edit, with the spec's wire names (`memberZip` so spelled), checked with this same schema in the admin form and
 * on the server. A field left out stays as it is; an optional one sent empty is cleared.
 */

const optional = (max: number) => text(max).optional()

const { first_name, last_name, phone_number, company_name, emergency_name, emergency_contact, emergency_relationship } =
  memberDetailsSchema.shape

/** The fields both forms share are checked alike, whoever sends them. */
export const adminMemberFieldsSchema = z.object({
  first_name,
  last_name,
  phone_number,
  /** Unique whatever its case, like the username: one already held answers 409 naming `email_id`. */
  email_id: emailSchema.optional(),
  /** Silver, Gold, Platinum or Diamond in any case; `Premium` is stored as Diamond. */
  membership_type: tierInputSchema.optional(),
  member_address1: optional(200),
  member_address2: optional(200),
  member_city: optional(100),
  member_state: optional(60),
  memberZip: text(12)
    .regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,10})?$/, 'Please enter a valid ZIP or postal code.')
    .optional(),
  dl: optional(40),
  company_name,
  emergency_name,
  emergency_contact,
  emergency_relationship,
  /** The first day of the first membership year: allowances and the annual grant count from it. */
  membership_started_on: membershipStartSchema.optional(),
})
export type AdminMemberFields = z.input<typeof adminMemberFieldsSchema>
export type AdminMemberChanges = z.output<typeof adminMemberFieldsSchema>

/** The fields only staff may send; a member sending one is refused (they may not change their own tier). */
export const ADMIN_ONLY_FIELDS = [
  'email_id',
  'membership_type',
  'member_address1',
  'member_address2',
  'member_city',
  'member_state',
  'memberZip',
  'dl',
  'membership_started_on',
  'file',
] as const

export const adminMemberQuerySchema = z.object({ username: text(300).min(1, 'Please select a user') })

/** The admin member load (§3), with what staff also need to see; never a password hash or bank number. */
export const adminMemberSchema = answer(
  z.object({
    ...memberIdentityFields,
    phone_number: z.string().nullable(),
    email_id: z.string(),
    member_address1: z.string().nullable(),
    member_address2: z.string().nullable(),
    member_city: z.string().nullable(),
    member_state: z.string().nullable(),
    member_zip: z.string().nullable(),
    membership_type: z.enum(tierNames),
    dl: z.string().nullable(),
    company_name: z.string().nullable(),
    emergency_name: z.string().nullable(),
    emergency_contact: z.string().nullable(),
    emergency_relationship: z.string().nullable(),
    membership_started_on: z.string(),
    picture_url: z.string().nullable(),
    is_active: z.boolean(),
    points_balance: z.number().int(),
    user_type: z.enum(userTypes),
  }),
)
export type AdminMember = z.infer<typeof adminMemberSchema>
