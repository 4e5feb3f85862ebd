import { useState } from 'react'
import type { AdminMember } from '../../../../common/member-admin.ts'
import { membershipRenewedSchema } from '../../../../common/membership-year.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { buttonClass } from '../../../ui/button-styles.ts'

type Outcome = { ok: boolean; text: string }

const points = (count: number) => count.toLocaleString('en-US')

/** Starts the member's membership year now, if it is due, and says what was granted and what lapsed. */
export function RenewMembership({ member, onRenewed }: { member: AdminMember; onRenewed: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

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
        text: `Membership year from ${renewed.membership_year} started: ${points(renewed.granted)} annual points${lapsed}. Balance now ${points(renewed.current_points)}.`,
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
    }
  }

  return (
    <div className="mt-8 border-t border-navy-900/10 pt-6">
      <h4 className="text-sm font-semibold tracking-[0.14em] text-navy-900 uppercase">Membership year</h4>
      <p className="mt-2 text-sm text-navy-800">
        Member since {member.membership_started_on}; {points(member.points_balance)} Mariner Points now.
      </p>
      <button type="button" className={buttonClass('outline-dark', 'mt-4')} disabled={busy} onClick={renew}>
        Renew membership year
      </button>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {outcome?.ok && outcome.text}
      </p>
      <p role="alert" className="min-h-6 text-sm font-medium text-red-800">
        {outcome && !outcome.ok && outcome.text}
      </p>
    </div>
  )
}
