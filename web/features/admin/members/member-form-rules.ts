import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import {
  checkNewMemberRules,
  EMAIL_FORMAT_MESSAGE,
  emergencyFieldsSchema,
  newMemberFieldsSchema,
  personalFieldsSchema,
} from '../../../../common/new-member.ts'
import { text } from '../../../../common/text.ts'
import { EMAIL_PATTERN } from '../../../../common/visitor-form-rules.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { type MemberFormValues, wireFields } from './member-form-values.ts'

/**
 * The server's schema, but for the words of the member's own e-mail error under its field: §5 says 'Invalid email
 * format' there, as for the other e-mails, while the server and the Next dialog say the schema's words.
 */
const memberFormSchema = newMemberFieldsSchema
  .extend({ email_id: text(254).regex(EMAIL_PATTERN, EMAIL_FORMAT_MESSAGE) })
  .superRefine(checkNewMemberRules)

const checkMember = zodResolver(memberFormSchema, undefined, { raw: true })

/** The shared schema checks the form as the server will read it, children and all; errors carry the server's names. */
export const memberFormResolver: Resolver<MemberFormValues, unknown, MemberFormValues> = async (
  values,
  context,
  options,
) => {
  const checked = await checkMember(wireFields(values) as never, context, options as never)
  return Object.keys(checked.errors).length > 0 ? { values: {}, errors: checked.errors } : { values, errors: {} }
}

/** Personal's Next (§5): the personal part of the schema satisfied, and the username and e-mail found free. */
export function personalComplete(values: MemberFormValues): boolean {
  const { username, email } = values.available
  return username === true && email === true && personalFieldsSchema.safeParse(wireFields(values)).success
}

export const emergencyComplete = (values: MemberFormValues) =>
  emergencyFieldsSchema.safeParse(wireFields(values)).success

/** Next pressed on Personal with a bad e-mail or phone number says which, in a dialog (§5). */
export function personalRefusal(values: MemberFormValues): ResultMessage | undefined {
  const { email_id, phone_number } = personalFieldsSchema.shape
  if (!email_id.safeParse(values.email_id).success) {
    return adminResult('Invalid Email!', 'Please enter a valid email address.')
  }
  if (!phone_number.safeParse(values.phone_number).success) {
    return adminResult('Invalid Number!', 'Please enter a 10-digit mobile number.')
  }
  return undefined
}

/** Whether Validate may ask about the value: it is filled and keeps the field's rule. */
export function checkable(field: 'username' | 'email', value: string): boolean {
  const schema = field === 'username' ? personalFieldsSchema.shape.username : personalFieldsSchema.shape.email_id
  return value.trim() !== '' && schema.safeParse(value).success
}
