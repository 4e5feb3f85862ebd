import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { auditLog } from './audit-log-table.ts'

/** What admins do, as the log names it. */
export type AuditAction =
  | 'points.adjust'
  | 'membership.change'
  | 'membership.renew'
  | 'member.details'
  | 'member.add'
  | 'member.deactivate'
  | 'member.reactivate'
  | 'data.export'
  | 'booking.create'
  | 'booking.cancel'
  | 'booking.rebook'

export interface AuditEntry {
  actorId: number
  action: AuditAction
  targetMemberId: number | null
  /** What changed, before and after; never a password, token or bank number. */
  details: Record<string, unknown>
}

/** Records an admin's change; call it inside the transaction that makes the change. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry)
}

export interface AuditPage {
  limit: number
  /** Only entries older than this entry id: the next page after the last one shown. */
  before?: number
  /** Only entries about this member. */
  targetMemberId?: number
}

const actors = alias(members, 'actors')
const targets = alias(members, 'targets')

/** Newest first, with the usernames of who made each change and whom it was about. */
export async function readAuditLog(db: Db, { limit, before, targetMemberId }: AuditPage) {
  const conditions: SQL[] = []
  if (before !== undefined) conditions.push(lt(auditLog.id, before))
  if (targetMemberId !== undefined) conditions.push(eq(auditLog.targetMemberId, targetMemberId))
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: actors.username,
      action: auditLog.action,
      target: targets.username,
      details: auditLog.details,
    })
    .from(auditLog)
    .innerJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetMemberId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit)
}
