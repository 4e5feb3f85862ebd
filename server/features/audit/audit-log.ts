import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
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
  | 'vessel.block'
  | 'vessel.unblock'
  | 'vessel.prices'
  | 'captain.add'
  | 'captain.change'
  | 'captain.retire'
  | 'captain.time_off'
  | 'booking.captain'
  | 'booking.guests'
  | 'invoice.save'
  | 'invoice.issue'
  | 'invoice.void'
  | 'invoice.payment'
  | 'ach.batch'
  | 'ach.file'
  | 'ach.settle'
  | 'ach.return'
  | 'captain.account'
  | 'outing.check_out'
  | 'outing.check_in'
  | 'vessel.service'
  | 'damage.resolve'
  | 'waitlist.offer'
  | 'waitlist.lapse'
  | 'peak_dates.add'
  | 'peak_dates.remove'

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

/** `Pat Keel`; null when there is no one (an entry about no member). */
const fullName = <Name extends string | null>(table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<Name>`${table.firstName} || ' ' || ${table.lastName}`

/** Newest first, with who made each change and whom it was about, by username and by name. */
export async function readAuditLog(db: Db, { limit, before, targetMemberId }: AuditPage) {
  const conditions: SQL[] = []
  if (before !== undefined) conditions.push(lt(auditLog.id, before))
  if (targetMemberId !== undefined) conditions.push(eq(auditLog.targetMemberId, targetMemberId))
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: actors.username,
      actorName: fullName<string>(actors),
      action: auditLog.action,
      target: targets.username,
      targetName: fullName<string | null>(targets),
      targetMemberId: targets.memberId,
      details: auditLog.details,
    })
    .from(auditLog)
    .innerJoin(actors, eq(actors.id, auditLog.actorId))
    .leftJoin(targets, eq(targets.id, auditLog.targetMemberId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit)
}

/** The fields of an entry's details that name a booking: the booking itself and, for a rebooking, the new one. */
const BOOKING_FIELDS = ['booking_id', 'rebooked_to'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The bookings an entry's details name, in the order of `BOOKING_FIELDS`. */
export function bookingIdsIn(details: Record<string, unknown>): string[] {
  return BOOKING_FIELDS.map((field) => details[field]).filter(
    (value): value is string => typeof value === 'string' && UUID.test(value),
  )
}

/** The bookings named by a page of entries, in one query: what people read a booking by (vessel, start, reference). */
export async function bookingsNamed(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, never>()
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      vessel: vessels.name,
      tourType: bookings.tourType,
      startAt: bookings.startAt,
      days: bookings.days,
    })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .where(inArray(bookings.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row]))
}
