import { tierNames } from './membership-tiers.ts'
import { answer } from './text.ts'
import { z } from './zod.ts'

/**
 * The back office's member directory (`GET /admin/members`): every member staff may pick, by name, member number or
 * username, in one list for every tool. Staff accounts are not members and are never listed.
 */

export const memberStatuses = ['active', 'removed', 'all'] as const
export type MemberStatus = (typeof memberStatuses)[number]

export const memberDirectoryQuerySchema = z.object({
  status: z
    .enum(memberStatuses, { error: 'status must be active, removed or all' })
    .default('active')
    .describe('`active` (unless given), `removed`, or `all`.'),
})

/** Who a member is in every staff answer: the row id, the club's member number, the username and the name. */
export const memberIdentityFields = {
  id: z.number().int(),
  member_id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
}

export const directoryMemberSchema = answer(
  z.object({
    ...memberIdentityFields,
    tier: z.enum(tierNames),
    is_active: z.boolean(),
    /** When the member was removed, for removed members; null for active ones. */
    removed_at: z.string().nullable(),
  }),
)
export type DirectoryMember = z.infer<typeof directoryMemberSchema>

export const memberDirectorySchema = answer(z.array(directoryMemberSchema))

/** `Pat Keel` */
export function memberName(member: Pick<DirectoryMember, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim()
}

/** Lower case, without accents, so `Zoë` is found by `zoe`. */
function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Whether a member answers to what was typed: every word of it is found, in any case, in their first or last name,
 * username or member number (`MYC-00007`, `00007` and `7` all find MYC-00007).
 */
export function memberMatches(
  member: Pick<DirectoryMember, 'first_name' | 'last_name' | 'username' | 'member_id'>,
  typed: string,
): boolean {
  const haystack = folded(`${member.first_name} ${member.last_name} ${member.username} ${member.member_id}`)
  return folded(typed)
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}
