/**
 * The visitor forms' patterns, limits, choices and wording (public-site.md §3, §5), without zod: a form shows and checks
 * these as it renders, and loads the schemas of `visitor-forms.ts`, built from them, only when it is sent.
 */

export const TEN_DIGITS = /^\d{10}$/
/**
 * Text, one @, text, a dot, text, and no spaces (public-site.md §5), nor control, invisible formatting or unpaired
 * surrogate characters.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}\p{Cs}]+@[^\s@\p{Cc}\p{Cf}\p{Cs}]+\.[^\s@\p{Cc}\p{Cf}\p{Cs}]+$/u

/** A field people leave empty and form-filling robots do not; a filled one is answered as success and dropped. */
export const honeypotField = 'website'

export const helpChoices = ['I Want to Join the Yacht Club', 'I Have a Question', 'Other'] as const

/** The consent wording the contact form shows; stored with each answer as proof of consent (decisions §3). */
export const consentWording = {
  email:
    'I agree to receive e-mails from Mariner Yacht Club about membership, events and club news. I can unsubscribe at any time.',
  sms: 'I agree to receive text messages from Mariner Yacht Club at the number above. Message and data rates may apply; message frequency varies. Reply STOP to opt out or HELP for help.',
} as const

export const eventNames = ['Waitlist', 'Future Events'] as const
export type EventName = (typeof eventNames)[number]

export const ATTENDEES_MIN = 1
export const ATTENDEES_MAX = 999

export const YACHT_YEAR_MIN = 1950
export const YACHT_SIZE_MIN_FEET = 10
export const YACHT_SIZE_MAX_FEET = 300
export const US_COUNTRY_CODE = '+1'

/** Model years run to next year, when builders start selling them. */
export function latestYachtYear(today = new Date()): number {
  return today.getFullYear() + 1
}
