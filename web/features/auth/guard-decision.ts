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
 * required role that differs (case-insensitively) sends a member to /membership, a captain to their outings at /crew
 * (member-api §9: they reach nothing else) and anyone else to /login.
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
  if (requiredRole && requiredRole.toLowerCase() !== userType.toLowerCase()) {
    const type = userType.toLowerCase()
    return { kind: 'redirect', to: type === 'user' ? '/membership' : type === 'captain' ? '/crew' : '/login' }
  }
  return { kind: 'allow' }
}
