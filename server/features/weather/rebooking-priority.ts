import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import { membershipTiers } from '../../../common/membership-tiers.ts'
import type { RebookingPriorityAnswer } from '../../../common/weather/weather-api.ts'
import { needsPriority, priorityReachesTo, priorityUntil } from '../../../common/weather/weather-rules.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { rebookingPriorities } from './weather-tables.ts'

function tierOf(member: Pick<MemberRow, 'tier'>) {
  const tier = membershipTiers.find((candidate) => candidate.name === member.tier)
  if (!tier) throw new Error(`Unknown tier ${member.tier}`)
  return tier
}

/** Gives (or renews) a member's rebooking priority, from `now` for 7 days, unused. Call it with the member locked. */
export async function grantRebookingPriority(tx: Db, memberId: number, now: Date): Promise<Date> {
  const until = priorityUntil(now)
  const renewed = { grantedAt: now, priorityUntil: until, usedAt: null, usedBookingId: null }
  await tx
    .insert(rebookingPriorities)
    .values({ memberId, ...renewed })
    .onConflictDoUpdate({ target: rebookingPriorities.memberId, set: renewed })
  return until
}

/** Which of these members hold a rebooking priority standing at `now`: they go ahead on the waitlist (decision 23). */
export async function membersWithPriority(tx: Db, memberIds: readonly number[], now: Date): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set()
  const rows = await tx
    .select({ memberId: rebookingPriorities.memberId })
    .from(rebookingPriorities)
    .where(
      and(
        inArray(rebookingPriorities.memberId, [...new Set(memberIds)]),
        isNull(rebookingPriorities.usedAt),
        gt(rebookingPriorities.priorityUntil, now),
      ),
    )
  return new Set(rows.map((row) => row.memberId))
}

/**
 * Spends the priority on a booking that needed it (past the tier's own window), in the booking's transaction with the
 * member locked. The update only takes an unused priority, so two bookings can never both spend one.
 */
export async function spendPriorityIfNeeded(
  tx: Db,
  member: Pick<MemberRow, 'id' | 'tier'>,
  booking: { id: string; tourDate: string },
  now: Date,
): Promise<void> {
  if (!needsPriority(tierOf(member).bookingWindowDays, booking.tourDate, now)) return
  const spent = await tx
    .update(rebookingPriorities)
    .set({ usedAt: now, usedBookingId: booking.id })
    .where(
      and(
        eq(rebookingPriorities.memberId, member.id),
        isNull(rebookingPriorities.usedAt),
        gt(rebookingPriorities.priorityUntil, now),
      ),
    )
    .returning({ memberId: rebookingPriorities.memberId })
  if (spent.length === 0) {
    throw new Problem(422, { rule: 'booking_window', detail: 'Your rebooking priority has already been used.' })
  }
}

/** What the member's portal shows of their priority. */
export async function rebookingPriorityOf(
  db: Db,
  member: Pick<MemberRow, 'id' | 'tier'>,
  now: Date,
): Promise<RebookingPriorityAnswer> {
  const [row] = await db.select().from(rebookingPriorities).where(eq(rebookingPriorities.memberId, member.id))
  if (!row) return { priority_until: null, used: false, active: false, books_until: null }
  const active = row.usedAt === null && row.priorityUntil > now
  return {
    priority_until: clubIsoTime(row.priorityUntil),
    used: row.usedAt !== null,
    active,
    books_until: active ? priorityReachesTo(tierOf(member).bookingWindowDays, now) : null,
  }
}
