import type { MemberProfile } from '../../../common/accounts.ts'
import { isAdmin, isCaptain } from '../../../common/user-roles.ts'

/** The part of the profile the browser keeps between visits: enough to greet and route, nothing private. */
export type SessionUser = Pick<MemberProfile, 'id' | 'member_id' | 'username' | 'first_name' | 'last_name' | 'tier'>

/** What the browser stores between visits; the session itself is the server's cookie. */
export type PersistedSession =
  { isLoggedIn: true; user: SessionUser; user_type: string } | { isLoggedIn: false; user: null; user_type: null }

export const loggedOut: PersistedSession = { isLoggedIn: false, user: null, user_type: null }

export function toSessionUser(profile: SessionUser): SessionUser {
  const { id, member_id, username, first_name, last_name, tier } = profile
  return { id, member_id, username, first_name, last_name, tier }
}

export function displayName(user: SessionUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username
}

/** Where a signed-in person's own area is, and what the menus call it (portal-and-admin.md §2). */
export function roleHome(userType: string): { label: string; to: string } {
  if (isCaptain(userType)) return { label: 'My outings', to: '/crew' }
  return isAdmin(userType) ? { label: 'Admin Services', to: '/admin' } : { label: 'Dashboard', to: '/member-portal' }
}

export function roleLabel(userType: string): string {
  if (isCaptain(userType)) return 'Captain'
  return isAdmin(userType) ? 'Administrator' : 'Member'
}
