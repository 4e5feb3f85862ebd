import { eq, sql } from 'drizzle-orm'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { endMemberSessions } from '../accounts/sessions.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { lockMemberNamed } from '../points/points-ledger.ts'

export interface StatusChange {
  username: string
  /** True reactivates a removed member; false removes an active one. */
  active: boolean
}

/**
 * Removes (deactivates) or reactivates a member: removing ends every session of theirs in the same transaction and
 * keeps their history. A member already so, or an admin removing their own account, is refused with 409.
 */
export async function changeMemberStatus(tx: Db, caller: Caller, { username, active }: StatusChange) {
  const member = await lockMemberNamed(tx, username)
  if (member.isActive === active) {
    const state = active ? 'active' : 'already removed'
    throw new Problem(409, { detail: `${member.username} is ${state}.` })
  }
  if (member.id === caller.account.id) throw new Problem(409, { detail: 'You cannot remove your own account.' })
  await tx
    .update(members)
    .set({ isActive: active, deactivatedAt: active ? null : sql`now()`, updatedAt: sql`now()` })
    .where(eq(members.id, member.id))
  if (!active) await endMemberSessions(tx, member.id)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: active ? 'member.reactivate' : 'member.deactivate',
    targetMemberId: member.id,
    details: { before: active ? 'removed' : 'active', after: active ? 'active' : 'removed' },
  })
  const message = active
    ? `${member.username} is active again and can log in.`
    : `${member.username} has been removed. Their history is kept.`
  return { message }
}
