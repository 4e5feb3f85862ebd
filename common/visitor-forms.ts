import { z } from './zod.ts'

/**
 * The visitor forms' payloads (public-site.md §3, §5), validated with these same schemas in the browser and on the
 * server. Messages are the specification's where it gives them; unknown fields are dropped.
 */

export const TEN_DIGITS = /^\d{10}$/
/** Text, one @, text, a dot, text, and no spaces (public-site.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const NAME_MAX = 80
const EMAIL_MAX = 254
const MESSAGE_MAX = 4000

function capped(max: number) {
  return z.string().trim().max(max, `must be at most ${max} characters`)
}

function required(max: number, message: string) {
  return capped(max).min(1, message)
}

/** A field people leave empty and form-filling robots do not; a filled one is answered as success and dropped. */
export const honeypotField = 'website'
const honeypot = z.string().max(500).optional()

export const brochureRequestSchema = z.object({
  visitor_name: required(NAME_MAX * 2, 'Please enter your name.'),
  email: capped(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone_no: z.string().regex(TEN_DIGITS, 'Please enter a 10-digit mobile number.'),
  [honeypotField]: honeypot,
})
export type BrochureRequest = z.infer<typeof brochureRequestSchema>

export const helpChoices = ['I Want to Join the Yacht Club', 'I Have a Question', 'Other'] as const

/** The consent wording the contact form shows; stored with each answer as proof of consent (decisions §3). */
export const consentWording = {
  email:
    'I agree to receive e-mails from Mariner Yacht Club about membership, events and club news. I can unsubscribe at any time.',
  sms: 'I agree to receive text messages from Mariner Yacht Club at the number above. Message and data rates may apply; message frequency varies. Reply STOP to opt out or HELP for help.',
} as const

export const membershipInquirySchema = z.object({
  visitor_name: required(NAME_MAX * 2 + 1, 'Please enter your first and last name.'),
  email: capped(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone_no: z.string().regex(TEN_DIGITS, 'Please enter a 10-digit mobile number.'),
  req_help: z.enum(helpChoices, { error: `must be one of: ${helpChoices.join('; ')}` }),
  ques: required(MESSAGE_MAX, 'Please enter your message.'),
  email_consent: z.boolean({ error: 'must be true or false' }),
  sms_consent: z.boolean({ error: 'must be true or false' }),
  organization: capped(160).optional(),
  [honeypotField]: honeypot,
})
export type MembershipInquiry = z.infer<typeof membershipInquirySchema>

export const eventNames = ['Waitlist', 'Future Events'] as const
export type EventName = (typeof eventNames)[number]

export const ATTENDEES_MIN = 1
export const ATTENDEES_MAX = 999

export const eventRegistrationSchema = z.object({
  name: required(NAME_MAX * 2, 'Name is required.'),
  email: capped(EMAIL_MAX).regex(EMAIL_PATTERN, 'Invalid email.'),
  phone_no: z.string().regex(TEN_DIGITS, 'Enter 10-digit US phone number.'),
  event_name: z.enum(eventNames, { error: `must be one of: ${eventNames.join(', ')}` }),
  attendees: z
    .number({ error: `must be a number from ${ATTENDEES_MIN} to ${ATTENDEES_MAX}` })
    .int({ error: `must be a whole number from ${ATTENDEES_MIN} to ${ATTENDEES_MAX}` })
    .min(ATTENDEES_MIN, { error: `must be from ${ATTENDEES_MIN} to ${ATTENDEES_MAX}` })
    .max(ATTENDEES_MAX, { error: `must be from ${ATTENDEES_MIN} to ${ATTENDEES_MAX}` })
    .optional(),
  [honeypotField]: honeypot,
})
export type EventRegistration = z.infer<typeof eventRegistrationSchema>

export const YACHT_YEAR_MIN = 1950
export const YACHT_SIZE_MIN_FEET = 10
export const YACHT_SIZE_MAX_FEET = 300
export const US_COUNTRY_CODE = '+1'

/** Model years run to next year, when builders start selling them. */
export function latestYachtYear(today = new Date()): number {
  return today.getFullYear() + 1
}

export const yachtOwnerLeadSchema = z.object({
  visitor_first_name: required(NAME_MAX, 'Please enter your first name.'),
  visitor_last_name: required(NAME_MAX, 'Please enter your last name.'),
  visitor_email: capped(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email address*'),
  visitor_phone_number: z.string().regex(/^\+1\d{10}$/, 'Please enter a 10-digit phone number*'),
  yacht_model: required(120, 'Please enter the yacht model.'),
  yacht_manufacture_year: z
    .number({ error: 'must be a year' })
    .int({ error: 'must be a year' })
    .min(YACHT_YEAR_MIN, { error: `must be from ${YACHT_YEAR_MIN} to next year` })
    .refine((year) => year <= latestYachtYear(), { error: `must be from ${YACHT_YEAR_MIN} to next year` }),
  yacht_size: z
    .number({ error: 'must be a length in feet' })
    .int({ error: 'must be a whole number of feet' })
    .min(YACHT_SIZE_MIN_FEET, { error: `must be from ${YACHT_SIZE_MIN_FEET} to ${YACHT_SIZE_MAX_FEET} feet` })
    .max(YACHT_SIZE_MAX_FEET, { error: `must be from ${YACHT_SIZE_MIN_FEET} to ${YACHT_SIZE_MAX_FEET} feet` }),
  visitor_message: capped(MESSAGE_MAX).default(''),
  [honeypotField]: honeypot,
})
export type YachtOwnerLead = z.input<typeof yachtOwnerLeadSchema>

/** What every visitor-form call answers on success. */
export const submissionAcceptedSchema = z.object({
  detail: z.string(),
  brochure_url: z.string().optional(),
})
