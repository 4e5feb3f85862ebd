import { text } from './text.ts'
import { z } from './zod.ts'

/**
 * The details a member keeps up to date themselves (portal-and-admin.md §3, member-api §4), checked with this same
 * schema in the Update Details form and on the server. A field left out stays as it is; an optional field sent empty
 * is cleared.
 */

export const PICTURE_MAX_BYTES = 1024 * 1024
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const
export const PICTURE_HINT = 'PNG or JPEG, under 1 MB.'

const optionalText = (max: number) => text(max).optional()

export const memberDetailsSchema = z.object({
  first_name: text(80).min(1, 'Please enter your first name.').optional(),
  middle_name: optionalText(80),
  last_name: text(80).min(1, 'Please enter your last name.').optional(),
  phone_number: text(40)
    .regex(/^(\d{10})?$/, 'Phone number must be exactly 10 digits.')
    .optional(),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(60),
  zip_code: text(12)
    .regex(/^([A-Za-z0-9][A-Za-z0-9 -]{1,10})?$/, 'Please enter a valid ZIP or postal code.')
    .optional(),
  drivers_license: optionalText(40),
  company_name: optionalText(120),
  /** Whom the club calls if something happens on the water. */
  emergency_name: optionalText(160),
  emergency_contact: text(40)
    .regex(/^(\d{10})?$/, 'Phone number must be exactly 10 digits.')
    .optional(),
  emergency_relationship: optionalText(80),
})
export type MemberDetails = z.infer<typeof memberDetailsSchema>

/** The multipart fields of `PUT /update/update/user/`: the details, and `username`, naming whose they are. */
export const memberUpdateFieldsSchema = memberDetailsSchema.extend({
  username: text(300).min(1, 'Please say whose details these are.'),
})
export type MemberUpdateFields = z.infer<typeof memberUpdateFieldsSchema>

export const profileQuerySchema = z.object({ username: text(300).min(1).optional() })
