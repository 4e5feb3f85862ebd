import { club } from '../../common/club.ts'
import { AccountWelcome } from '../features/auth/account-welcome.tsx'
import { RequireRole } from '../features/auth/require-role.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Admin Services',
    description: `Administration of ${club.name}: members, points, memberships, bookings and exports.`,
    path: '/admin',
    noindex: true,
  })
}

export default function Admin() {
  return (
    <RequireRole role="admin">
      <AccountWelcome area="admin" />
    </RequireRole>
  )
}
