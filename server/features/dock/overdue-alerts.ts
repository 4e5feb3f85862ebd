import { eq } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import { nextReminder } from '../../../common/dock/dock-rules.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { publishStaffEvent } from '../live-events/member-events.ts'
import { scheduleWork, type WorkHandler } from '../scheduled-work/scheduled-work.ts'
import { overdueEmail } from './dock-emails.ts'
import { outings } from './dock-tables.ts'
import { outingFacts } from './outing-facts.ts'
import { OVERDUE_WORK, overdueKey } from './outing-operations.ts'

/**
 * An outing not back by its expected return and the grace (member-api §9): staff are e-mailed and every back-office
 * tab hears `outing_overdue`; the next reminder is scheduled under its own key. The outing's row is locked, so a
 * check-in either comes first (no alert) or waits for this alert and then calls off the next.
 */
export function overdueAlert({
  staffAlertEmail,
  publicUrl,
}: {
  staffAlertEmail: string
  publicUrl: string
}): WorkHandler {
  return async (tx, { payload, dueAt, now }) => {
    const bookingId = String(payload.booking_id)
    const number = Number(payload.number)
    const [outing] = await tx.select().from(outings).where(eq(outings.bookingId, bookingId)).for('update')
    if (!outing || outing.checkedInAt) return
    const facts = await outingFacts(tx, bookingId)
    await enqueueEmail(tx, overdueEmail(staffAlertEmail, facts, number, `${publicUrl}/admin?tab=fleet`))
    await publishStaffEvent(tx, {
      event: 'outing_overdue',
      booking_id: bookingId,
      vessel_id: outing.vesselKey,
      expected_at: clubIsoTime(outing.expectedReturnAt),
    })
    const next = nextReminder(dueAt, number, now)
    await scheduleWork(tx, {
      kind: OVERDUE_WORK,
      key: overdueKey(bookingId, next.number),
      dueAt: next.at,
      payload: { booking_id: bookingId, number: next.number },
    })
  }
}
