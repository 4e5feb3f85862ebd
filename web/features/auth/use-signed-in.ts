import { useShallow } from 'zustand/react/shallow'
import { useAuthStore } from './auth-store.ts'
import type { SessionUser } from './session-user.ts'

export interface SignedIn {
  user: SessionUser
  userType: string
}

/** Who is signed in, or null; always null on the first render, which matches the prerendered (logged-out) pages. */
export function useSignedIn(): SignedIn | null {
  return useAuthStore(
    useShallow((state) =>
      state.isLoggedIn && state.user && state.user_type ? { user: state.user, userType: state.user_type } : null,
    ),
  )
}
