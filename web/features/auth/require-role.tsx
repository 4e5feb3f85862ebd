import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import { useAuthStore } from './auth-store.ts'
import { guardDecision } from './guard-decision.ts'
import { guardRedirectState } from './guard-notice.tsx'

interface RequireRoleProps {
  /** The user type the page is for ('user' or 'admin'); any signed-in person when left out. */
  role?: string
  children: ReactNode
}

/** Shows the page only to the right signed-in person, once the stored session is read and confirmed by the server. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const session = useAuthStore(
    useShallow((state) => ({
      hydrated: state.hydrated,
      isLoggedIn: state.isLoggedIn,
      sessionChecked: state.sessionChecked,
      userType: state.user_type,
    })),
  )
  const { pathname } = useLocation()
  const decision = guardDecision({ ...session, requiredRole: role })
  if (decision.kind === 'redirect') {
    // A member sent to the membership page is told why there.
    const state = decision.to === '/membership' ? guardRedirectState(pathname) : undefined
    return <Navigate to={decision.to} replace state={state} />
  }
  if (decision.kind === 'allow') return children
  return (
    <div role="status" className="grid min-h-[60vh] place-items-center px-6 text-center text-navy-800">
      <p className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="h-4 w-4 rounded-full border-2 border-navy-900/20 border-t-gold-500 motion-safe:animate-spin"
        />
        Checking your sign-in…
      </p>
    </div>
  )
}
