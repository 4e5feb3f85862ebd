import { sql } from 'drizzle-orm'
import type { MemberEvent } from '../../../common/booking/booking-api.ts'
import type { Db } from '../../db/database.ts'

export const MEMBER_EVENTS_CHANNEL = 'member_events'

interface MemberNotification {
  memberId: number
  event: MemberEvent
}

/**
 * Announces `event` to every instance, through `db`: inside a transaction, PostgreSQL delivers it when the
 * transaction commits and drops it if it rolls back, so a change that did not happen is never announced.
 */
export async function publishMemberEvent(db: Db, memberId: number, event: MemberEvent): Promise<void> {
  const notification: MemberNotification = { memberId, event }
  await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${JSON.stringify(notification)})`)
}

/** The member a notification is for and the message their sockets get, or undefined if it is not one of ours. */
export function readMemberNotification(payload: string): { memberId: number; message: string } | undefined {
  let notification: Partial<MemberNotification>
  try {
    notification = JSON.parse(payload) as Partial<MemberNotification>
  } catch {
    return undefined
  }
  const { memberId, event } = notification
  if (!Number.isSafeInteger(memberId) || typeof event?.event !== 'string') return undefined
  return { memberId: memberId as number, message: JSON.stringify(event) }
}
