import { memberProfileSchema } from '../../common/accounts.ts'
import { adminMemberSchema } from '../../common/member-admin.ts'
import type { z } from '../../common/zod.ts'
import { apiRequest } from './api-request.ts'

/**
 * Who sends the details form (member-api §4): a member sends their own picture as `image` and gets their profile back;
 * staff send it as `file` and get the admin member load back.
 */
const senders = {
  member: { pictureField: 'image', answer: memberProfileSchema },
  staff: { pictureField: 'file', answer: adminMemberSchema },
} as const
type Sender = keyof typeof senders

interface MemberDetailsUpdate {
  /** Whose details: the caller's own, or anyone's for an admin. */
  username: string
  fields: Record<string, string>
  picture?: File
}

/** `PUT /update/update/user/` as multipart, for the portal's Update Details and the back office's Edit Details alike. */
export async function updateMemberDetails<By extends Sender>(
  by: By,
  { username, fields, picture }: MemberDetailsUpdate,
): Promise<z.infer<(typeof senders)[By]['answer']>> {
  const { pictureField, answer } = senders[by]
  const body = new FormData()
  body.append('username', username)
  for (const [field, value] of Object.entries(fields)) body.append(field, value)
  if (picture) body.append(pictureField, picture)
  return answer.parse(await apiRequest('/update/update/user/', { method: 'PUT', multipart: body })) as z.infer<
    (typeof senders)[By]['answer']
  >
}
