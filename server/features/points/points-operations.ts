import type { MemberEvent } from '../../../common/live-events.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { changePoints, InsufficientPointsError, lockMemberNamed } from './points-ledger.ts'

export interface PointsSettings {
  publish(db: Db, memberId: number, event: MemberEvent): Promise<void>
}

export interface PointsAdjustment {
  username: string
  /** Signed: positive credits, negative debits. */
  change: number
  description: string
}

const points = (count: number) => count.toLocaleString('en-US')

/**
 * Credits or debits a member's points (portal-and-admin §2 Adjust Points): the member's row is locked first, so the
 * balance is read as it stands; one ledger row, the balance and the audit entry are written together.
 */
export async function adjustPoints(tx: Db, settings: PointsSettings, caller: Caller, adjustment: PointsAdjustment) {
  const { username, change, description } = adjustment
  const member = await lockMemberNamed(tx, username)
  const row = {
    kind: change > 0 ? 'credit' : 'debit',
    points: change,
    description,
    actorId: caller.account.id,
  } as const
  const balance = await changePoints(tx, member, [row], caller.now).catch((error: unknown) => {
    if (!(error instanceof InsufficientPointsError)) throw error
    throw new Problem(422, {
      rule: 'points',
      detail: `${member.username} has ${points(member.pointsBalance)} Mariner Points; a debit of ${points(-change)} would take the balance below zero.`,
    })
  })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'points.adjust',
    targetMemberId: member.id,
    details: { change, description, before: member.pointsBalance, after: balance },
  })
  await settings.publish(tx, member.id, { event: 'points_changed', current_points: balance })
  return { username: member.username, points: balance, detail: 'Points updated.' }
}
