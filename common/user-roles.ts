/** The two kinds of account (portal-and-admin.md §1); kept apart from the schemas so a page can route without zod. */
export const userTypes = ['user', 'admin'] as const
export type UserType = (typeof userTypes)[number]

/** user_type is compared case-insensitively (portal-and-admin.md §1). */
export function isAdmin(userType: string | null | undefined): boolean {
  return userType?.toLowerCase() === 'admin'
}
