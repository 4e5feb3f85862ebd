import { useMutation, useQuery } from '@tanstack/react-query'
import { clubDateLabel } from '../../../../common/club-time.ts'
import type { AdminMember } from '../../../../common/member-admin.ts'
import type { MembershipRenewed, RenewalState } from '../../../../common/membership-year.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { memberDetailsKeys, renewalQuery, renewMembership } from './member-details-client.ts'

const RENEW_FAILED = 'Could not renew the membership year. Please try again.'

const points = (count: number) => count.toLocaleString('en-US')

function renewedText(renewed: MembershipRenewed): string {
  const lapsed = renewed.lapsed > 0 ? `; ${points(renewed.lapsed)} unused points lapsed` : ''
  return `Membership year from ${clubDateLabel(renewed.membership_year)} started: ${points(renewed.granted)} annual points${lapsed}. Balance now ${points(renewed.current_points)}.`
}

/** Why there is nothing to renew now, and when there will be. */
function notDue(state: RenewalState): string {
  const next = clubDateLabel(state.next_renewal_on)
  if (state.reason === 'removed') return 'Removed members are not renewed; reactivate the member first.'
  if (state.reason === 'first-year') return `In their first membership year: the first renewal falls due on ${next}.`
  return `This membership year’s points have been granted; the next renewal falls due on ${next}.`
}

/**
 * Starts the member's membership year now, offered only when the server's renewal rule says it is due (never in the
 * first year or a year already granted), and says what was granted and what lapsed; otherwise says when it falls due.
 */
export function RenewMembership({ member, onRenewed }: { member: AdminMember; onRenewed: () => void }) {
  const state = useQuery(renewalQuery(member), queryClient)
  const renew = useMutation(
    {
      mutationFn: () => renewMembership(member.id),
      onSuccess: onRenewed,
      onSettled: () => queryClient.invalidateQueries({ queryKey: memberDetailsKeys.renewal(member.id) }),
    },
    queryClient,
  )

  return (
    <div className="mt-8 border-t border-navy-900/10 pt-6">
      <h4 className="text-sm font-semibold tracking-[0.14em] text-navy-900 uppercase">Membership year</h4>
      <p className="mt-2 text-sm text-navy-800">
        Member since {clubDateLabel(member.membership_started_on)}; {points(member.points_balance)} Mariner Points now.
      </p>
      {state.isError && (
        <p className="mt-2 text-sm text-navy-800">
          Could not check whether a renewal is due. Reload the member to try again.
        </p>
      )}
      {state.data && !state.data.due && <p className="mt-2 text-sm text-navy-800">{notDue(state.data)}</p>}
      {state.data?.due && (
        <>
          <p className="mt-2 text-sm text-navy-800">
            The membership year from {clubDateLabel(state.data.membership_year)} is due to be renewed.
          </p>
          <button
            type="button"
            className={buttonClass('outline-dark', 'mt-4')}
            disabled={renew.isPending}
            onClick={() => renew.mutate()}
          >
            Renew membership year
          </button>
        </>
      )}
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {renew.data && renewedText(renew.data)}
      </p>
      <AlertMessage reserveSpace>{renew.isError ? problemMessage(renew.error, RENEW_FAILED, [409]) : ''}</AlertMessage>
    </div>
  )
}
