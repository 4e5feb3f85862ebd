import { eq, sql } from 'drizzle-orm'
import type { TierName } from '../../../common/membership-tiers.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { lockMemberNamed } from '../points/points-ledger.ts'

export interface TierChange {
  username: string
  tier: TierName
}

/** Moves a member to another tier (portal-and-admin §2 Update Membership); their present tier is refused with 409. */
export async function changeTier(tx: Db, caller: Caller, { username, tier }: TierChange) {
  const member = await lockMemberNamed(tx, username)
  if (member.tier === tier) throw new Problem(409, { detail: `${member.username} is already a ${tier} member.` })
  await tx
    .update(members)
    .set({ tier, updatedAt: sql`now()` })
    .where(eq(members.id, member.id))
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'membership.change',
    targetMemberId: member.id,
    details: { before: member.tier, after: tier },
  })
  return { username: member.username, membership_type: tier, detail: 'Membership updated.' }
}
