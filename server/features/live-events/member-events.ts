import { sql } from 'drizzle-orm'
import type { StaffEvent } from '../../../common/dock/dock-api.ts'
import type { MemberEvent } from '../../../common/live-events.ts'
import type { Db } from '../../db/database.ts'

export const MEMBER_EVENTS_CHANNEL = 'member_events'

interface MemberNotification {
  memberId: number
  event: MemberEvent
}

/** Some of the member's sessions have ended: the instances look again at which of their sockets may stay. */
interface SessionsEndedNotification {
  memberId: number
  sessionsEnded: true
}

/**
 * Announces `event` to every instance, through `db`: inside a transaction, PostgreSQL delivers it when the
 * transaction commits and drops it if it rolls back, so a change that did not happen is never announced.
 */
export async function publishMemberEvent(db: Db, memberId: number, event: MemberEvent): Promise<void> {
  const notification: MemberNotification = { memberId, event }
  await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`)
}

/**
 * Announces, like an event and in the same order, that some of a member's sessions ended with `db`'s transaction, so
 * every instance closes their sockets at once rather than at the next ping. Which sessions is not said: each instance
 * asks the database about the sockets it holds.
 */
export async function publishSessionsEnded(db: Db, memberId: number): Promise<void> {
  const notification: SessionsEndedNotification = { memberId, sessionsEnded: true }
  await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`)
}

/** For every signed-in administrator's open tabs: the back office's alarms (member-api §9). */
interface StaffNotification {
  staff: true
  event: StaffEvent
}

/** Announces `event` to every administrator's sockets on every instance, as `publishMemberEvent` does for a member. */
export async function publishStaffEvent(db: Db, event: StaffEvent): Promise<void> {
  const notification: StaffNotification = { staff: true, event }
  await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`)
}

export type ReadNotification =
  { memberId: number; message: string } | { memberId: number; sessionsEnded: true } | { staff: true; message: string }

/**
 * The member a notification is for (or all staff) and the message their sockets get (or that their sessions ended), or
 * undefined if it is not one of ours.
 */
export function readMemberNotification(payload: string): ReadNotification | undefined {
  type AnyNotification = Partial<Omit<MemberNotification, 'event'> & SessionsEndedNotification> & {
    staff?: boolean
    event?: { event?: unknown }
  }
  let notification: AnyNotification
  try {
    notification = JSON.parse(payload) as AnyNotification
  } catch {
    return undefined
  }
  const { memberId, event, sessionsEnded, staff } = notification
  if (staff === true) return typeof event?.event === 'string' ? { staff, message: JSON.stringify(event) } : undefined
  if (!Number.isSafeInteger(memberId)) return undefined
  if (sessionsEnded === true) return { memberId: memberId as number, sessionsEnded }
  if (typeof event?.event !== 'string') return undefined
  return { memberId: memberId as number, message: JSON.stringify(event) }
}
