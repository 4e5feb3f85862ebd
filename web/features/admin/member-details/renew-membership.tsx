import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { clubDateLabel } from '../../../../common/club-time.ts'
import type { AdminMember } from '../../../../common/member-admin.ts'
import { membershipRenewedSchema, type RenewalState, renewalStateSchema } from '../../../../common/membership-year.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'

type Outcome = { ok: boolean; text: string }

const points = (count: number) => count.toLocaleString('en-US')

/** Read again whenever the member is: a new start date or a renewal changes what is due. */
const renewalQuery = (member: AdminMember) => ({
  queryKey: ['admin', 'renewal', member.id, member.membership_started_on, member.points_balance] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    renewalStateSchema.parse(await apiRequest(`/admin/members/${member.id}/renewal`, { method: 'GET', signal })),
})

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
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)
  const state = useQuery(renewalQuery(member), queryClient)

  async function renew() {
    setBusy(true)
    setOutcome(undefined)
    try {
      const renewed = membershipRenewedSchema.parse(
        await apiRequest(`/admin/members/${member.id}/renew`, { method: 'POST' }),
      )
      const lapsed = renewed.lapsed > 0 ? `; ${points(renewed.lapsed)} unused points lapsed` : ''
      setOutcome({
        ok: true,
        text: `Membership year from ${clubDateLabel(renewed.membership_year)} started: ${points(renewed.granted)} annual points${lapsed}. Balance now ${points(renewed.current_points)}.`,
      })
      onRenewed()
    } catch (error) {
      setOutcome({
        ok: false,
        text:
          error instanceof ApiError && error.status === 409 && error.detail
            ? error.detail
            : 'Could not renew the membership year. Please try again.',
      })
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'renewal', member.id] })
    }
  }

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
          <button type="button" className={buttonClass('outline-dark', 'mt-4')} disabled={busy} onClick={renew}>
            Renew membership year
          </button>
        </>
      )}
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {outcome?.ok && outcome.text}
      </p>
      <p role="alert" className="min-h-6 text-sm font-medium text-red-800">
        {outcome && !outcome.ok && outcome.text}
      </p>
    </div>
  )
}
