import { emailSchema, newPasswordSchema, tierInputSchema, usernameSchema } from './accounts.ts'
import { isClubDateInRange, membershipStartSchema } from './club-date-schema.ts'
import { answer, text } from './text.ts'
import { EMAIL_PATTERN } from './visitor-form-rules.ts'
import { z } from './zod.ts'

/**
 * Add Member (portal-and-admin.md §2 screen 4, §3 add-member payload, §5; member-api §5): the multipart fields the
 * form sends, checked with this same schema in the browser, tab by tab, and on the server.
 */

export const CHILDREN_MAX = 4
export const accountTypes = ['Checking', 'Savings'] as const
export type AccountType = (typeof accountTypes)[number]

export const PHONE_DIGITS_MESSAGE = 'Phone number must be exactly 10 digits'
export const EMAIL_FORMAT_MESSAGE = 'Invalid email format'
export const ROUTING_DIGITS_MESSAGE = 'Routing number must be exactly 9 digits.'
export const ROUTING_CHECKSUM_MESSAGE = 'This is not a valid routing number: please check its digits.'

/** Phone, points and routing inputs keep digits only, as they are typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/**
 * The ABA checksum: 3 × (d1 + d4 + d7) + 7 × (d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10. It catches every
 * single mistyped digit and most swaps of neighbours.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  const d = [...value].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0
}

/** The last four characters, for the masked view of a bank number. */
export function lastFour(value: string): string {
  return value.slice(-4)
}

const optional = (max: number) => text(max).optional().default('')
const required = (max: number, message: string) => text(max).min(1, message)
const phone = (message: string) => text(20).regex(/^\d{10}$/, message)
const optionalPhone = (message: string) =>
  text(20)
    .regex(/^(\d{10})?$/, message)
    .optional()
    .default('')
const optionalEmail = text(254)
  .regex(new RegExp(`(${EMAIL_PATTERN.source})|^$`, 'u'), EMAIL_FORMAT_MESSAGE)
  .optional()
  .default('')
/** A comma-joined list (§3: child names, dates, phones and e-mails), one entry per child. */
const commaList = text(2000).optional().default('')

export const personalFieldsSchema = z.object({
  username: usernameSchema,
  /** Optional: without one, the new member sets their own through a one-time link sent by e-mail. */
  password: z
    .union([z.literal(''), newPasswordSchema])
    .optional()
    .default(''),
  first_name: required(80, 'Please enter the first name.'),
  last_name: required(80, 'Please enter the last name.'),
  phone_number: phone(PHONE_DIGITS_MESSAGE),
  email_id: emailSchema,
  membership_type: tierInputSchema,
  points: text(7)
    .regex(/^\d*$/, 'Points must be a whole number of 0 or more.')
    .optional()
    .default('')
    .transform((value) => (value === '' ? 0 : Number(value))),
  dl: optional(40),
  referral_information: optional(200),
  company_name: optional(120),
  member_address1: required(200, 'Please enter the address.'),
  member_address2: optional(200),
  member_city: required(100, 'Please enter the city.'),
  member_state: required(60, 'Please enter the state.'),
  member_zip: text(12).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'Please enter a valid ZIP or postal code.'),
  /** The first day of the first membership year; today (in Sarasota) when left out. */
  membership_started_on: membershipStartSchema.optional(),
})

export const familyFieldsSchema = z.object({
  spouse: optional(160),
  spouse_phone: optionalPhone(PHONE_DIGITS_MESSAGE),
  spouse_email: optionalEmail,
  child_num: text(1)
    .regex(new RegExp(`^[0-${CHILDREN_MAX}]?$`), `Children must be between 0 and ${CHILDREN_MAX}.`)
    .optional()
    .default('')
    .transform((value) => (value === '' ? 0 : Number(value))),
  child_names: commaList,
  child_dobs: commaList,
  child_phone_numbers: commaList,
  child_emails: commaList,
})

export const emergencyFieldsSchema = z.object({
  emergency_name: required(160, 'Please enter the emergency contact’s name.'),
  emergency_email: optionalEmail,
  emergency_contact: phone(`${PHONE_DIGITS_MESSAGE}.`),
  emergency_relationship: required(80, 'Please enter the relationship.'),
})

export const achFieldsSchema = z.object({
  depository_name: optional(160),
  branch: optional(160),
  city: optional(100),
  state: optional(60),
  zip_code: optional(12),
  routing_no: text(9)
    .regex(/^(\d{9})?$/, ROUTING_DIGITS_MESSAGE)
    .refine((value) => value === '' || isAbaRoutingNumber(value), ROUTING_CHECKSUM_MESSAGE)
    .optional()
    .default(''),
  acc_no: text(17)
    .regex(/^(\d{4,17})?$/, 'Account number must be 4 to 17 digits.')
    .optional()
    .default(''),
  name_on_acc: optional(160),
  type_of_acc: z.union([z.literal(''), z.enum(accountTypes, 'Account type must be Checking or Savings.')]).optional(),
})

export interface NewMemberChild {
  name: string
  dob: string | null
  mobile: string | null
  email: string | null
}

/** Splits the comma-joined child lists into one entry per child; `child_num` says how many there are. */
export function childrenOf(family: z.output<typeof familyFieldsSchema>): NewMemberChild[] {
  const split = (list: string) => list.split(',').map((part) => part.trim())
  const names = split(family.child_names)
  const dobs = split(family.child_dobs)
  const phones = split(family.child_phone_numbers)
  const emails = split(family.child_emails)
  return Array.from({ length: family.child_num }, (_, index) => ({
    name: names[index] ?? '',
    dob: dobs[index] || null,
    mobile: phones[index] || null,
    email: emails[index] || null,
  }))
}

/** Every field of the form, before the rules that span fields; the server adds the picture to it. */
export const newMemberFieldsSchema = personalFieldsSchema
  .extend(familyFieldsSchema.shape)
  .extend(emergencyFieldsSchema.shape)
  .extend(achFieldsSchema.shape)

type NewMemberChecked = Pick<
  z.output<typeof newMemberFieldsSchema>,
  keyof z.output<typeof familyFieldsSchema> | 'routing_no' | 'acc_no' | 'type_of_acc'
>

/** The rules that span fields: one entry per child, and both bank numbers (with an account type) or neither. */
export function checkNewMemberRules(member: NewMemberChecked, ctx: z.RefinementCtx): void {
  childrenOf(member).forEach((child, index) => {
    const which = `Child ${index + 1}`
    if (!child.name) ctx.addIssue({ code: 'custom', path: ['child_names'], message: `${which} needs a name.` })
    if (child.dob !== null && !isClubDateInRange(child.dob)) {
      ctx.addIssue({
        code: 'custom',
        path: ['child_dobs'],
        message: `${which}’s date of birth must be a date from 1900-01-01 to 2200-12-31, written YYYY-MM-DD.`,
      })
    }
    if (child.mobile !== null && !/^\d{10}$/.test(child.mobile)) {
      ctx.addIssue({ code: 'custom', path: ['child_phone_numbers'], message: `${which}: ${PHONE_DIGITS_MESSAGE}` })
    }
    if (child.email !== null && !EMAIL_PATTERN.test(child.email)) {
      ctx.addIssue({ code: 'custom', path: ['child_emails'], message: `${which}: ${EMAIL_FORMAT_MESSAGE}` })
    }
  })
  const numbers = [member.routing_no, member.acc_no].filter(Boolean).length
  if (numbers === 1) {
    const path = [member.routing_no ? 'acc_no' : 'routing_no']
    ctx.addIssue({ code: 'custom', path, message: 'Please give both the routing and the account number.' })
  }
  if (numbers === 2 && !member.type_of_acc) {
    ctx.addIssue({ code: 'custom', path: ['type_of_acc'], message: 'Account type must be Checking or Savings.' })
  }
}

export const newMemberSchema = newMemberFieldsSchema.superRefine(checkNewMemberRules)
export type NewMemberFields = z.input<typeof newMemberSchema>
export type NewMember = z.output<typeof newMemberSchema>

export const memberAvailabilityQuerySchema = z
  .object({ username: text(300).optional(), email: text(300).optional() })
  .refine((query) => (query.username === undefined) !== (query.email === undefined), {
    message: 'Ask about either a username or an email.',
  })

export const memberAvailabilitySchema = answer(z.object({ status: z.enum(['success', 'taken']) }))

export const memberAddedSchema = answer(
  z.object({ message: z.string(), id: z.number(), member_id: z.string(), username: z.string() }),
)

/** The masked bank details (member-api §5): the full numbers never leave the server. */
export const maskedBankAccountSchema = answer(
  z.object({
    depository_name: z.string().nullable(),
    branch: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    name_on_acc: z.string().nullable(),
    type_of_acc: z.enum(accountTypes).nullable(),
    routing_last4: z.string().nullable(),
    account_last4: z.string().nullable(),
  }),
)

/** A refused field, as the add-member form reads the Problem: `detail` names the field, `message` is what it shows. */
export const memberAddProblemSchema = answer(
  z.object({
    detail: z.string(),
    message: z.string().optional(),
    problems: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
)

/** A username or e-mail address someone holds already: `field` says which, so the form can ask for another. */
export const memberTakenSchema = answer(
  z.object({ message: z.string(), detail: z.string(), field: z.enum(['username', 'email_id']) }),
)
