import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm'
import type { Refusal } from '../../../common/booking/booking-rules.ts'
import { type SlotRef, slotKey } from '../../../common/booking/slots.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { lockMember } from '../points/points-ledger.ts'
import { slotTakenProblem } from '../bookings/booking-problem.ts'
import { slotOccupancy } from '../bookings/booking-tables.ts'
import { scheduleWork, type WorkToSchedule } from '../scheduled-work/scheduled-work.ts'
import { waitlistEntries, type WaitlistHoldRow, waitlistHolds } from './waitlist-tables.ts'

export const OFFER_WORK = 'waitlist-offer'
export const EXPIRY_WORK = 'waitlist-expiry'
export const expiryKey = (holdId: string) => `${EXPIRY_WORK}:${holdId}`

/**
 * Slots of `vesselKey` came free (a cancellation, a move, a block lifted, a hold ended): the waitlist is looked at by
 * whichever instance claims the work, in its own transaction. Keyed by what freed them, so scheduling the same freeing
 * twice is one piece of work.
 */
export async function scheduleOffers(tx: Db, vesselKey: string, freedBy: string, now: Date): Promise<void> {
  await scheduleWork(tx, offersWork(vesselKey, freedBy, now))
}

/** The work `scheduleOffers` schedules, for a statement that schedules it along with other changes. */
export function offersWork(vesselKey: string, freedBy: string, now: Date): WorkToSchedule {
  return {
    kind: OFFER_WORK,
    key: `${OFFER_WORK}:${vesselKey}:${freedBy}`,
    dueAt: now,
    payload: { vessel_id: vesselKey },
  }
}

/** The refusal a booking of a slot meets while another member's waitlist offer holds it. */
export function heldRefusal(item: string, expiresAt: Date): Refusal {
  return {
    rule: 'held',
    detail:
      `${item} is held for a member on the waitlist until ${clubDateTimeLabel(expiresAt)}. ` +
      'Join the waitlist to be offered it if they do not book it.',
  }
}

/** Ends a hold: its slots are free again (or for the booking that takes them) and it is kept with how it ended. */
export async function endHold(
  tx: Db,
  hold: WaitlistHoldRow,
  status: 'accepted' | 'declined' | 'expired' | 'withdrawn',
  now: Date,
) {
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.holdId, hold.id))
  await tx.update(waitlistHolds).set({ status, endedAt: now }).where(eq(waitlistHolds.id, hold.id))
}

/**
 * Before a booking of `memberId` takes `slots` (under the member's row lock): the member's own places in line for any
 * of them end, as they have the slots now; their own offer over them is used up (accepted); another member's offer that
 * has run out is ended, even if no instance has got to its expiry yet; another's open offer refuses the booking with
 * rule `held`. Locks go member → entry → hold, the order every change of the waitlist takes.
 */
export async function takeHeldSlots(
  tx: Db,
  booking: { memberId: number; vesselKey: string; item: string; slots: readonly SlotRef[]; now: Date },
): Promise<void> {
  const { memberId, vesselKey, now } = booking
  const keys = booking.slots.map(slotKey)
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked', endedAt: now })
    .where(
      and(
        eq(waitlistEntries.memberId, memberId),
        eq(waitlistEntries.vesselKey, vesselKey),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        arrayOverlaps(waitlistEntries.slots, keys),
      ),
    )
  const holding = await tx
    .selectDistinct({ holdId: waitlistHolds.id, entryId: waitlistHolds.entryId })
    .from(slotOccupancy)
    .innerJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistHolds.entryId))
    .where(and(eq(slotOccupancy.vesselKey, vesselKey), arrayOverlaps(waitlistEntries.slots, keys)))
    .orderBy(waitlistHolds.entryId)
  for (const { holdId, entryId } of holding) {
    await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entryId))
      .for('update')
    const [hold] = await tx.select().from(waitlistHolds).where(eq(waitlistHolds.id, holdId)).for('update')
    if (!hold || hold.status !== 'open') continue
    if (hold.memberId === memberId) {
      await endHold(tx, hold, 'accepted', now)
    } else if (hold.expiresAt <= now) {
      await endHold(tx, hold, 'expired', now)
      await tx.update(waitlistEntries).set({ status: 'lapsed', endedAt: now }).where(eq(waitlistEntries.id, entryId))
    } else {
      throw new Problem(409, { ...heldRefusal(booking.item, hold.expiresAt) })
    }
    // Any slot of the hold the booking does not take is free for the next in line.
    await scheduleOffers(tx, vesselKey, hold.id, now)
  }
}

/**
 * The booking's insert found some of `slots` taken after all (a racing booking, block or offer committed first): the
 * refusal names an offer's hold as rule `held`, anything else as a slot taken.
 */
export async function takenSlotProblem(
  tx: Db,
  vesselKey: string,
  item: string,
  slots: readonly SlotRef[],
): Promise<Problem> {
  const keys = new Set(slots.map(slotKey))
  const rows = await tx
    .select({ date: slotOccupancy.slotDate, slot: slotOccupancy.slot, expiresAt: waitlistHolds.expiresAt })
    .from(slotOccupancy)
    .innerJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .where(
      and(
        eq(slotOccupancy.vesselKey, vesselKey),
        inArray(slotOccupancy.slotDate, [...new Set(slots.map((slot) => slot.date))]),
      ),
    )
  const held = rows.find((row) => keys.has(slotKey(row)))
  return held ? new Problem(409, { ...heldRefusal(item, held.expiresAt) }) : slotTakenProblem(item)
}

/**
 * Staff close slots that offers hold: each offer is withdrawn and its entry waits again in its place, to be offered the
 * slots when they reopen. Members are locked in one order, then entry and hold, as every change of the waitlist does.
 */
export async function withdrawHolds(tx: Db, vesselKey: string, slots: readonly SlotRef[], now: Date): Promise<void> {
  const keys = new Set(slots.map(slotKey))
  const rows = await tx
    .select({
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      holdId: waitlistHolds.id,
      entryId: waitlistHolds.entryId,
      memberId: waitlistHolds.memberId,
    })
    .from(slotOccupancy)
    .innerJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .where(
      and(
        eq(slotOccupancy.vesselKey, vesselKey),
        inArray(slotOccupancy.slotDate, [...new Set(slots.map((slot) => slot.date))]),
      ),
    )
  const holds = new Map(rows.filter((row) => keys.has(slotKey(row))).map((row) => [row.holdId, row]))
  for (const { holdId, entryId, memberId } of [...holds.values()].sort((a, b) => a.memberId - b.memberId)) {
    await lockMember(tx, memberId)
    await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entryId))
      .for('update')
    const [hold] = await tx.select().from(waitlistHolds).where(eq(waitlistHolds.id, holdId)).for('update')
    if (!hold || hold.status !== 'open') continue
    await endHold(tx, hold, 'withdrawn', now)
    await tx.update(waitlistEntries).set({ status: 'waiting' }).where(eq(waitlistEntries.id, entryId))
  }
}
