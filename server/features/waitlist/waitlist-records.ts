import { and, arrayOverlaps, asc, eq, gt, inArray } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { WaitlistEntry } from '../../../common/waitlist/waitlist-api.ts'
import { type WaitingEntry, waitlistPosition } from '../../../common/waitlist/waitlist-rules.ts'
import type { Db } from '../../db/database.ts'
import { membersWithPriority } from '../weather/rebooking-priority.ts'
import { type WaitlistEntryRow, waitlistEntries, waitlistHolds } from './waitlist-tables.ts'

export const liveStatuses = ['waiting', 'offered'] as const

/** `63' Peace`, from the fleet. */
export function vesselItem(vesselKey: string): string {
  const vessel = fleet.find((candidate) => candidate.key === vesselKey)
  return vessel ? `${formatLength(vessel.lengthFeet)} ${vessel.name}` : vesselKey
}

export function waitingEntry(
  row: Pick<WaitlistEntryRow, 'id' | 'number' | 'joinedAt' | 'slots' | 'memberId'>,
  withPriority: ReadonlySet<number> = new Set(),
): WaitingEntry {
  return {
    id: row.id,
    number: row.number,
    joinedAt: row.joinedAt,
    slots: row.slots,
    priority: withPriority.has(row.memberId),
  }
}

/**
 * The entry's place in line: 1 + the live entries for any of its slots on its vessel that come before it, members
 * owed a rebooking by the club first.
 */
export async function positionOf(db: Db, entry: WaitlistEntryRow, now: Date): Promise<number> {
  const line = await db
    .select({
      id: waitlistEntries.id,
      memberId: waitlistEntries.memberId,
      number: waitlistEntries.number,
      joinedAt: waitlistEntries.joinedAt,
      slots: waitlistEntries.slots,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.vesselKey, entry.vesselKey),
        inArray(waitlistEntries.status, liveStatuses),
        arrayOverlaps(waitlistEntries.slots, entry.slots),
      ),
    )
  const withPriority = await membersWithPriority(
    db,
    line.map((one) => one.memberId),
    now,
  )
  return waitlistPosition(
    waitingEntry(entry, withPriority),
    line.map((one) => waitingEntry(one, withPriority)),
  )
}

/** The member's places in line for tours not yet begun, soonest first, with any offer standing now. */
export async function memberWaitlist(db: Db, memberId: number, now: Date): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({ entry: waitlistEntries, hold: waitlistHolds })
    .from(waitlistEntries)
    .leftJoin(
      waitlistHolds,
      and(
        eq(waitlistHolds.entryId, waitlistEntries.id),
        eq(waitlistHolds.status, 'open'),
        gt(waitlistHolds.expiresAt, now),
      ),
    )
    .where(
      and(
        eq(waitlistEntries.memberId, memberId),
        inArray(waitlistEntries.status, liveStatuses),
        gt(waitlistEntries.startAt, now),
      ),
    )
    .orderBy(asc(waitlistEntries.startAt), asc(waitlistEntries.joinedAt))
  return Promise.all(
    rows.map(async ({ entry, hold }) => ({
      waitlist_id: entry.id,
      vessel_id: entry.vesselKey,
      item: vesselItem(entry.vesselKey),
      tour_type: entry.tourType as TourType,
      date: entry.tourDate,
      days: entry.days,
      start_at: clubIsoTime(entry.startAt),
      end_at: clubIsoTime(entry.endAt),
      joined_at: clubIsoTime(entry.joinedAt),
      position: await positionOf(db, entry, now),
      offer: hold ? { expires_at: clubIsoTime(hold.expiresAt) } : null,
    })),
  )
}
