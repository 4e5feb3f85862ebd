import { club } from '../../common/club.ts'
import { AccountWelcome } from '../features/auth/account-welcome.tsx'
import { RequireRole } from '../features/auth/require-role.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Member Portal',
    description: `Your ${club.name} membership: points, bookings and details.`,
    path: '/member-portal',
    noindex: true,
  })
}

export default function MemberPortal() {
  return (
    <RequireRole role="user">
      <AccountWelcome area="member" />
    </RequireRole>
  )
}
