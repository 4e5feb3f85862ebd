/**
 * The kinds of account (portal-and-admin.md §1, member-api §9: captains sign in for the dock only); kept apart from
 * the schemas so a page can route without zod.
 */
export const userTypes = ['user', 'admin', 'captain'] as const
export type UserType = (typeof userTypes)[number]

/** user_type is compared case-insensitively (portal-and-admin.md §1). */
export function isAdmin(userType: string | null | undefined): boolean {
  return userType?.toLowerCase() === 'admin'
}

export function isCaptain(userType: string | null | undefined): boolean {
  return userType?.toLowerCase() === 'captain'
}

/**
 * Where signing in lands: members on their portal, staff on the fleet calendar, their daily view (issue 22), captains
 * on their outings (member-api §9). `/admin` alone still shows no tool until one is chosen (portal-and-admin.md §2);
 * signing in chooses the first.
 */
export function landingPathFor(userType: string | null | undefined): string {
  if (isCaptain(userType)) return '/crew'
  return isAdmin(userType) ? '/admin?tab=fleet' : '/member-portal'
}
