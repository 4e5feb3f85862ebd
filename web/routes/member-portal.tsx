import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { club } from '../../common/club.ts'
import { RequireRole } from '../features/auth/require-role.tsx'
import { useSessionEnd } from '../features/auth/use-session-end.ts'
import { useSignedIn } from '../features/auth/use-signed-in.ts'
import { BookingDashboard } from '../features/booking/booking-dashboard.tsx'
import { BillingTab } from '../features/portal/billing-tab.tsx'
import { BookingHistory } from '../features/portal/booking-history.tsx'
import { ChangePasswordForm } from '../features/portal/change-password-form.tsx'
import { PORTAL_TAB_ID, PortalLayout, PortalSkeleton } from '../features/portal/portal-layout.tsx'
import { tabFrom, tabHref } from '../features/portal/portal-tabs.ts'
import { UpdateDetailsForm } from '../features/portal/update-details-form.tsx'
import { profileQuery } from '../lib/member-profile.ts'
import { ownQueriesBy, queryClient } from '../lib/query-client.ts'
import { useMemberEvents } from '../lib/use-member-events.ts'
import { announceBooking, announceWaitlistOffer } from '../ui/booking-notice.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { AlertMessage } from '../ui/alert-message.tsx'

export function meta() {
  return pageMeta({
    title: 'Member Portal',
    description: `Your ${club.name} membership: points, bookings, billing and details.`,
    path: '/member-portal',
    noindex: true,
  })
}

/**
 * Re-reads everything shown. Reads still in flight are cancelled first: they may have started before the change the
 * event announces, and TanStack Query lets a first read that is still loading finish rather than start it again.
 */
const refreshAll = () => void queryClient.cancelQueries().then(() => queryClient.invalidateQueries())

function Portal() {
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const tab = tabFrom(useSearchParams()[0])
  if (signedIn) ownQueriesBy(signedIn.user.id)
  const profile = useQuery({ ...profileQuery, enabled: signedIn !== null }, queryClient)
  const { leaving, logOut } = useSessionEnd()

  // Every open tab hears of the member's bookings, points and waitlist offers; a (re)connection re-reads what it may
  // have missed.
  useMemberEvents(
    leaving ? undefined : signedIn?.user.id,
    (event) => {
      if (event.event === 'booking_success') announceBooking(event.point_used, event.current_points)
      if (event.event === 'waitlist_offer') announceWaitlistOffer(event)
      refreshAll()
    },
    refreshAll,
  )

  if (!signedIn || profile.isPending) return <PortalSkeleton />
  if (profile.isError) {
    return (
      <AlertMessage size="lg" className="mx-auto max-w-3xl px-6 py-24">
        Could not reload profile.
      </AlertMessage>
    )
  }
  // The button that was pressed goes with its tab; the keyboard carries on from the top of the dashboard.
  const toDashboard = async () => {
    await navigate(tabHref('dashboard'))
    document.getElementById(PORTAL_TAB_ID)?.focus()
  }
  return (
    <PortalLayout profile={profile.data} tab={tab} leaving={leaving} onLogOut={logOut}>
      {tab === 'dashboard' && <BookingDashboard />}
      {tab === 'updateDetails' && (
        <>
          <UpdateDetailsForm
            profile={profile.data}
            onCancel={toDashboard}
            onSaved={async () => {
              const reloaded = await profile.refetch()
              if (reloaded.isError) return false
              await toDashboard()
              return true
            }}
          />
          <ChangePasswordForm />
        </>
      )}
      {tab === 'bookings' && <BookingHistory memberId={profile.data.id} />}
      {tab === 'billing' && <BillingTab />}
    </PortalLayout>
  )
}

export default function MemberPortal() {
  return (
    <RequireRole role="user">
      <Portal />
    </RequireRole>
  )
}
