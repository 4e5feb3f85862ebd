import { useCallback, useEffect, useRef, useState } from 'react'
import { queryClient, whenSessionEnds } from '../../lib/query-client.ts'
import { useAuthStore } from './auth-store.ts'
import { useLogOut } from './use-log-out.ts'

/**
 * The session of a signed-in area (portal or back office). A 401 from any call, or the live socket's word, means the
 * server has ended it: every answer read with it is forgotten and the route guard goes to /login. `logOut` is the
 * user's own Log out: from then on `leaving` is true, the 401s it causes are expected, and its half-second pause stands.
 */
export function useSessionEnd(): { leaving: boolean; logOut: () => void } {
  const logOutNow = useLogOut()
  const [leaving, setLeaving] = useState(false)
  const leavingNow = useRef(false)
  useEffect(
    () =>
      whenSessionEnds(() => {
        if (leavingNow.current) return
        queryClient.clear()
        useAuthStore.getState().forceLogout()
      }),
    [],
  )
  const logOut = useCallback(() => {
    leavingNow.current = true
    setLeaving(true)
    void logOutNow()
  }, [logOutNow])
  return { leaving, logOut }
}
