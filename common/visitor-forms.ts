import {
  ATTENDEES_MAX,
  ATTENDEES_MIN,
  EMAIL_PATTERN,
  eventNames,
  helpChoices,
  honeypotField,
  latestYachtYear,
  TEN_DIGITS,
  YACHT_SIZE_MAX_FEET,
  YACHT_SIZE_MIN_FEET,
  YACHT_YEAR_MIN,
} from './visitor-form-rules.ts'
import { answer, text } from './text.ts'
import { z } from './zod.ts'

/**
 * The visitor forms' payloads (public-site.md §3, §5), validated with these same schemas in the browser and on the
 * server. Messages are the specification's where it gives them; unknown fields are dropped.
 */

const NAME_MAX = 80
const EMAIL_MAX = 254
const MESSAGE_MAX = 4000

/** Long enough that any mistyped number gets the pattern's own message, not a length one. */
function phone(pattern: RegExp, message: string) {
  return text(40).regex(pattern, message)
}

function required(max: number, message: string) {
  return text(max).min(1, message)
}

const honeypot = text(500).optional()

export const brochureRequestSchema = z.object({
  visitor_name: required(NAME_MAX * 2, 'Please enter your name.'),
  email: text(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone_no: phone(TEN_DIGITS, 'Please enter a 10-digit mobile number.'),
  [honeypotField]: honeypot,
})
export type BrochureRequest = z.infer<typeof brochureRequestSchema>

export const membershipInquirySchema = z.object({
  visitor_name: required(NAME_MAX * 2 + 1, 'Please enter your first and last name.'),
  email: text(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email.'),
  phone_no: phone(TEN_DIGITS, 'Please enter a 10-digit mobile number.'),
  req_help: z.enum(helpChoices, { error: `must be one of: ${helpChoices.join('; ')}` }),
  ques: text(MESSAGE_MAX, { multiline: true }).min(1, 'Please enter your message.'),
  email_consent: z.boolean({ error: 'must be true or false' }),
  sms_consent: z.boolean({ error: 'must be true or false' }),
  organization: text(160).optional(),
  [honeypotField]: honeypot,
})
export type MembershipInquiry = z.infer<typeof membershipInquirySchema>

export const eventRegistrationSchema = z.object({
  name: required(NAME_MAX * 2, 'Name is required.'),
  email: text(EMAIL_MAX).regex(EMAIL_PATTERN, 'Invalid email.'),
  phone_no: phone(TEN_DIGITS, 'Enter 10-digit US phone number.'),
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

export const yachtOwnerLeadSchema = z.object({
  visitor_first_name: required(NAME_MAX, 'Please enter your first name.'),
  visitor_last_name: required(NAME_MAX, 'Please enter your last name.'),
  visitor_email: text(EMAIL_MAX).regex(EMAIL_PATTERN, 'Please enter a valid email address*'),
  visitor_phone_number: phone(/^\+1\d{10}$/, 'Please enter a 10-digit phone number*'),
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
  visitor_message: text(MESSAGE_MAX, { multiline: true }).default(''),
  [honeypotField]: honeypot,
})
export type YachtOwnerLead = z.input<typeof yachtOwnerLeadSchema>

/** What every visitor-form call answers on success. */
export const submissionAcceptedSchema = answer(
  z.object({
    detail: z.string(),
    brochure_url: z.string().optional(),
  }),
)
