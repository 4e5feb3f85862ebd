import { club } from '../../common/club.ts'
import { RequireRole } from '../features/auth/require-role.tsx'
import { displayName } from '../features/auth/session-user.ts'
import { useSessionEnd } from '../features/auth/use-session-end.ts'
import { useSignedIn } from '../features/auth/use-signed-in.ts'
import { CrewPage } from '../features/crew/crew-page.tsx'
import { ownQueriesBy } from '../lib/query-client.ts'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Your outings',
    description: `The dock at ${club.name}: a captain's outings, check-out, check-in and float plans.`,
    path: '/crew',
    noindex: true,
  })
}

function Crew() {
  const signedIn = useSignedIn()
  const { leaving, logOut } = useSessionEnd()
  if (signedIn) ownQueriesBy(signedIn.user.id)
  if (!signedIn) return null
  return <CrewPage captainName={displayName(signedIn.user)} leaving={leaving} onLogOut={logOut} />
}

export default function CrewRoute() {
  return (
    <RequireRole role="captain">
      <Crew />
    </RequireRole>
  )
}
