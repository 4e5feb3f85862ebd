import { useEffect } from 'react'
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store.ts'

/**
 * Run once by the app: reads the stored session after the first render, follows logins and logouts in other tabs,
 * and asks the server once whether a stored session is still good. Visitors who never signed in cause no request.
 */
export function useAuthSession() {
  useEffect(() => {
    void useAuthStore.persist.rehydrate()
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all storage.
      if (event.key === AUTH_STORAGE_KEY || event.key === null) void useAuthStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const needsCheck = useAuthStore((state) => state.hydrated && state.isLoggedIn && !state.sessionChecked)
  useEffect(() => {
    if (needsCheck) void useAuthStore.getState().checkSession()
  }, [needsCheck])
}
