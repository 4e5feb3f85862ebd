import type { z } from 'zod'
import { isAdmin, type MemberProfile, memberProfileSchema } from '../../../common/accounts.ts'

/** The part of the profile the browser keeps between visits: enough to greet and route, nothing private. */
export const sessionUserSchema = memberProfileSchema.pick({
  id: true,
  member_id: true,
  username: true,
  first_name: true,
  last_name: true,
  tier: true,
})
export type SessionUser = z.infer<typeof sessionUserSchema>

export function toSessionUser(profile: MemberProfile): SessionUser {
  return sessionUserSchema.parse(profile)
}

export function displayName(user: SessionUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username
}

/** Where a signed-in person's own area is, and what the menus call it (portal-and-admin.md §2). */
export function roleHome(userType: string): { label: string; to: string } {
  return isAdmin(userType) ? { label: 'Admin Services', to: '/admin' } : { label: 'Dashboard', to: '/member-portal' }
}

export function roleLabel(userType: string): string {
  return isAdmin(userType) ? 'Administrator' : 'Member'
}
