import { useCallback, useEffect, useRef } from 'react'
import { queryClient, whenSessionEnds } from '../../lib/query-client.ts'
import { useAuthStore } from './auth-store.ts'

/**
 * A 401 from any call, or the live socket's word, means the server has ended this session: forget it and every
 * answer read with it, and the route guard goes to /login. Answers a function to call when the user logs out: from
 * then on the 401s are expected and the logout's own half-second pause stands.
 */
export function useSessionEnd(): () => void {
  const leaving = useRef(false)
  useEffect(
    () =>
      whenSessionEnds(() => {
        if (leaving.current) return
        queryClient.clear()
        useAuthStore.getState().forceLogout()
      }),
    [],
  )
  return useCallback(() => {
    leaving.current = true
  }, [])
}
