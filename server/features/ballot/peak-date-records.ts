import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { PeakDate, PeakDateState } from '../../../common/ballot/ballot-api.ts'
import { type ClubDate, clubIsoTime } from '../../../common/club-time.ts'
import { membershipYearOf } from '../../../common/membership-year.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { ballotEntries, peakDates } from './ballot-tables.ts'

export type PeakDateRow = typeof peakDates.$inferSelect

export function peakDateState(row: PeakDateRow, now: Date): PeakDateState {
  if (row.drawnAt) return 'drawn'
  if (now < row.opensAt) return 'upcoming'
  return now < row.drawsAt ? 'open' : 'closed'
}

export function peakDateAnswer(row: PeakDateRow, now: Date, entries?: number): PeakDate {
  return {
    date: row.peakDate,
    opens_at: clubIsoTime(row.opensAt),
    draws_at: clubIsoTime(row.drawsAt),
    state: peakDateState(row, now),
    drawn_at: row.drawnAt && clubIsoTime(row.drawnAt),
    ...(entries === undefined ? {} : { entries }),
  }
}

/** Every peak date, soonest first, with how many requests each has. */
export async function listPeakDates(db: Db, now: Date): Promise<PeakDate[]> {
  const rows = await db
    .select({ peak: peakDates, entries: count(ballotEntries.id) })
    .from(peakDates)
    .leftJoin(ballotEntries, eq(ballotEntries.peakDate, peakDates.peakDate))
    .groupBy(peakDates.peakDate)
    .orderBy(asc(peakDates.peakDate))
  return rows.map(({ peak, entries }) => peakDateAnswer(peak, now, entries))
}

/**
 * How many peak dates each member has won in the membership year that holds `date` (their own year, from their start
 * date): the weight the draw gives them, fewer wins first.
 */
export async function peakWins(db: Db, memberIds: readonly number[], date: ClubDate): Promise<Record<number, number>> {
  if (memberIds.length === 0) return {}
  const rows = await db
    .select({
      memberId: ballotEntries.memberId,
      peakDate: ballotEntries.peakDate,
      startedOn: members.membershipStartedOn,
    })
    .from(ballotEntries)
    .innerJoin(members, eq(members.id, ballotEntries.memberId))
    .where(and(inArray(ballotEntries.memberId, [...memberIds]), eq(ballotEntries.result, 'won')))
  const wins: Record<number, number> = {}
  for (const row of rows) {
    const year = membershipYearOf(row.startedOn, date)
    if (row.peakDate >= year.from && row.peakDate <= year.until) wins[row.memberId] = (wins[row.memberId] ?? 0) + 1
  }
  return wins
}
