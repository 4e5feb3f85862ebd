import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { PeakDatesRequest } from '../../../common/ballot/ballot-api.ts'
import { clubDateLabel, clubDateTimeLabel, clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { scheduleWork } from '../scheduled-work/scheduled-work.ts'
import { scheduledWork } from '../scheduled-work/scheduled-work-table.ts'
import { ballotEntries, peakDates } from './ballot-tables.ts'
import { peakDateAnswer } from './peak-date-records.ts'

export const BALLOT_DRAW_WORK = 'ballot-draw'
export const ballotDrawKey = (date: string) => `${BALLOT_DRAW_WORK}:${date}`

const refuse = (detail: string) => new Problem(422, { rule: 'peak_date', detail })

/**
 * Names peak dates (member-api §8): each takes requests from `opens_at` and is drawn at `draws_at`, which must come
 * before the day begins. The draw of each is scheduled in this transaction, so it exists exactly when the date does.
 */
export async function addPeakDates(tx: Db, caller: Caller, request: PeakDatesRequest) {
  const opensAt = new Date(request.opens_at)
  const drawsAt = new Date(request.draws_at)
  if (opensAt >= drawsAt) throw refuse('The ballot must open before it is drawn.')
  if (drawsAt <= caller.now) throw refuse('The draw must be in the future.')
  const dates = [...request.dates].sort()
  const tooLate = dates.find((date) => drawsAt >= clubInstant(date, 0))
  if (tooLate) throw refuse(`The draw must come before ${clubDateLabel(tooLate)} begins.`)
  const existing = await tx
    .select({ date: peakDates.peakDate })
    .from(peakDates)
    .where(inArray(peakDates.peakDate, dates))
  if (existing[0]) throw new Problem(409, { detail: `${clubDateLabel(existing[0].date)} is already a peak date.` })

  const rows = await tx
    .insert(peakDates)
    .values(dates.map((peakDate) => ({ peakDate, opensAt, drawsAt, createdBy: caller.account.id })))
    .returning()
  for (const date of dates) {
    await scheduleWork(tx, { kind: BALLOT_DRAW_WORK, key: ballotDrawKey(date), dueAt: drawsAt, payload: { date } })
  }
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'peak_dates.add',
    targetMemberId: null,
    details: { dates, opens_at: clubIsoTime(opensAt), draws_at: clubIsoTime(drawsAt) },
  })
  return rows.map((row) => peakDateAnswer(row, caller.now, 0))
}

/** Takes a peak date back before its ballot opens: its draw is called off, and the day is booked as any other. */
export async function removePeakDate(tx: Db, caller: Caller, date: string) {
  const [peak] = await tx.select().from(peakDates).where(eq(peakDates.peakDate, date)).for('update')
  if (!peak) throw new Problem(404, { detail: `${clubDateLabel(date)} is not a peak date.` })
  if (peak.opensAt <= caller.now) {
    throw new Problem(409, {
      detail: `The ballot for ${clubDateLabel(date)} opened ${clubDateTimeLabel(peak.opensAt)}; it can no longer be removed.`,
    })
  }
  // Deleted rather than cancelled, so that naming the day again schedules its draw under the same key.
  await tx.delete(scheduledWork).where(and(eq(scheduledWork.key, ballotDrawKey(date)), isNull(scheduledWork.doneAt)))
  await tx.delete(ballotEntries).where(eq(ballotEntries.peakDate, date))
  await tx.delete(peakDates).where(eq(peakDates.peakDate, date))
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'peak_dates.remove',
    targetMemberId: null,
    details: { date, opens_at: clubIsoTime(peak.opensAt), draws_at: clubIsoTime(peak.drawsAt) },
  })
  return peakDateAnswer(peak, caller.now, 0)
}
