import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useAuthStore } from './auth-store.ts'
import { LOGOUT_REDIRECT_MS } from './auth-timings.ts'

/**
 * Logs out (server, session, registration draft) and moves to /login 500 ms later. The page stays as it is until
 * then, so a guarded page does not jump to /login before the pause is over.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    await useAuthStore.getState().logout(new Promise((resolve) => window.setTimeout(resolve, LOGOUT_REDIRECT_MS)))
    await navigate('/login')
  }, [navigate])
}
