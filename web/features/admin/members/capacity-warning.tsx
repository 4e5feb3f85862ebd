import { useQuery } from '@tanstack/react-query'
import { clubDateOf } from '../../../../common/club-time.ts'
import { currentSeasonYear } from '../../../../common/fleet-operations/capacity.ts'
import { tierNames, type TierName } from '../../../../common/membership-tiers.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { capacityQuery } from '../capacity/capacity-client.ts'
import { newMemberWarning } from '../capacity/capacity-figures.ts'

const isTier = (value: string): value is TierName => (tierNames as readonly string[]).includes(value)

/**
 * Beside Add Member: whether one more member of the chosen tier would take this season past the 80% target (member-api
 * §6). Staff may still add them; the status region is always there so the warning is announced when it appears.
 */
export function CapacityWarning({ tier }: { tier: string }) {
  const capacity = useQuery(capacityQuery(currentSeasonYear(clubDateOf(new Date()))), queryClient)
  const warning = capacity.data && isTier(tier) ? newMemberWarning(capacity.data, tier) : undefined
  return (
    <p
      role="status"
      className={
        warning
          ? 'basis-full border-l-4 border-amber-600 bg-amber-50 p-3 text-sm font-medium text-amber-950'
          : 'sr-only'
      }
    >
      {warning ?? ''}
    </p>
  )
}
