import { isCaptain } from '../../../common/user-roles.ts'

export interface GuardInput {
  /** The stored session has been read. */
  hydrated: boolean
  isLoggedIn: boolean
  sessionChecked: boolean
  userType: string | null
  requiredRole?: string
}

export type GuardDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/membership' | '/crew' }

/**
 * The route guard of portal-and-admin.md §2, once the browser knows who is signed in: no user type goes to /login; a
 * required role that differs (case-insensitively) sends a member to /membership and anyone else to /login. A captain's
 * sign-in is for the dock only (member-api §9): any page but one for captains sends them to /crew.
 */
export function guardDecision({
  hydrated,
  isLoggedIn,
  sessionChecked,
  userType,
  requiredRole,
}: GuardInput): GuardDecision {
  if (!hydrated || (isLoggedIn && !sessionChecked)) return { kind: 'wait' }
  if (!userType) return { kind: 'redirect', to: '/login' }
  if (isCaptain(userType) && !isCaptain(requiredRole)) return { kind: 'redirect', to: '/crew' }
  if (requiredRole && requiredRole.toLowerCase() !== userType.toLowerCase()) {
    return { kind: 'redirect', to: userType.toLowerCase() === 'user' ? '/membership' : '/login' }
  }
  return { kind: 'allow' }
}
