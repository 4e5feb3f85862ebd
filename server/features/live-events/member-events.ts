import { sql } from 'drizzle-orm'
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

export type ReadNotification = { memberId: number; message: string } | { memberId: number; sessionsEnded: true }

/**
 * The member a notification is for and the message their sockets get (or that their sessions ended), or undefined if
 * it is not one of ours.
 */
export function readMemberNotification(payload: string): ReadNotification | undefined {
  let notification: Partial<MemberNotification & SessionsEndedNotification>
  try {
    notification = JSON.parse(payload) as Partial<MemberNotification & SessionsEndedNotification>
  } catch {
    return undefined
  }
  const { memberId, event, sessionsEnded } = notification
  if (!Number.isSafeInteger(memberId)) return undefined
  if (sessionsEnded === true) return { memberId: memberId as number, sessionsEnded }
  if (typeof event?.event !== 'string') return undefined
  return { memberId: memberId as number, message: JSON.stringify(event) }
}
