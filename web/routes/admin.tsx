import { useSearchParams } from 'react-router'
import { club } from '../../common/club.ts'
import { AdminLayout } from '../features/admin/admin-layout.tsx'
import { AuditLog } from '../features/admin/audit/audit-log.tsx'
import { MemberBookings } from '../features/admin/bookings/member-bookings.tsx'
import { CapacityTab } from '../features/admin/capacity/capacity-tab.tsx'
import { CaptainsTab } from '../features/admin/captains/captains-tab.tsx'
import { CollectionsTab } from '../features/admin/collections/collections-tab.tsx'
import { ExportData } from '../features/admin/exports/export-data.tsx'
import { OverdueAlarm } from '../features/admin/dock/overdue-alarm.tsx'
import { FleetCalendar } from '../features/admin/fleet/fleet-calendar.tsx'
import { adminTabFrom } from '../features/admin/admin-tabs.ts'
import { InvoicesTab } from '../features/admin/invoices/invoices-tab.tsx'
import { UpdateUserDetails } from '../features/admin/member-details/update-user-details.tsx'
import { UpdateMembership } from '../features/admin/membership/update-membership.tsx'
import { MembersTab } from '../features/admin/members/members-tab.tsx'
import { AdjustPoints } from '../features/admin/points/adjust-points.tsx'
import { PeakDatesTab } from '../features/admin/peak-dates/peak-dates-tab.tsx'
import { PricesTab } from '../features/admin/prices/prices-tab.tsx'
import { WeatherTab } from '../features/admin/weather/weather-tab.tsx'
import { RequireRole } from '../features/auth/require-role.tsx'
import { BookForMember } from '../features/booking/book-for-member.tsx'
import { displayName, roleLabel } from '../features/auth/session-user.ts'
import { useSessionEnd } from '../features/auth/use-session-end.ts'
import { useSignedIn } from '../features/auth/use-signed-in.ts'
import { ownQueriesBy } from '../lib/query-client.ts'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Admin Services',
    description: `Administration of ${club.name}: members, points, memberships, bookings, invoices and exports.`,
    path: '/admin',
    noindex: true,
  })
}

function AdminArea() {
  const signedIn = useSignedIn()
  const tab = adminTabFrom(useSearchParams()[0])
  const { leaving, logOut } = useSessionEnd()
  if (signedIn) ownQueriesBy(signedIn.user.id)
  if (!signedIn) return null
  return (
    <AdminLayout
      signedInAs={`Signed in as ${displayName(signedIn.user)} · ${roleLabel(signedIn.userType)}`}
      tab={tab}
      leaving={leaving}
      onLogOut={logOut}
      alarm={!leaving && <OverdueAlarm staffId={signedIn.user.id} />}
    >
      {tab === 'fleet' && <FleetCalendar />}
      {tab === 'weather' && <WeatherTab />}
      {tab === 'points' && <AdjustPoints />}
      {tab === 'membership' && <UpdateMembership />}
      {tab === 'details' && <UpdateUserDetails />}
      {tab === 'members' && <MembersTab />}
      {tab === 'bookings' && (
        <MemberBookings
          bookFor={(username, onBooked, slot) => <BookForMember username={username} slot={slot} onBooked={onBooked} />}
        />
      )}
      {tab === 'invoices' && <InvoicesTab />}
      {tab === 'collections' && <CollectionsTab />}
      {tab === 'captains' && <CaptainsTab />}
      {tab === 'prices' && <PricesTab />}
      {tab === 'peak-dates' && <PeakDatesTab />}
      {tab === 'capacity' && <CapacityTab />}
      {tab === 'exports' && <ExportData />}
      {tab === 'audit' && <AuditLog />}
    </AdminLayout>
  )
}

export default function Admin() {
  return (
    <RequireRole role="admin">
      <AdminArea />
    </RequireRole>
  )
}
