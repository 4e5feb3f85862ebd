import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import { slotKey } from '../../../common/booking/slots.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import { chooseOffers } from '../../../common/waitlist/waitlist-rules.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { slotOccupancy, vessels } from '../bookings/booking-tables.ts'
import { assessTour } from '../bookings/tour-assessment.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { publishMemberEvent } from '../live-events/member-events.ts'
import { lockMember } from '../points/points-ledger.ts'
import { scheduleWork, type WorkHandler } from '../scheduled-work/scheduled-work.ts'
import { membersWithPriority } from '../weather/rebooking-priority.ts'
import { waitlistOfferEmail } from './waitlist-emails.ts'
import { endHold, EXPIRY_WORK, expiryKey, scheduleOffers } from './waitlist-holds.ts'
import { waitingEntry } from './waitlist-records.ts'
import { type WaitlistEntryRow, waitlistEntries, waitlistHolds } from './waitlist-tables.ts'

export interface OfferSettings {
  holdMinutes: number
  cutoffMinutes: number
  /** Where the offer e-mail sends the member to book. */
  portalUrl: string
}

/** Whether the member's rules allow the tour now, as a booking of it would find them (the slots being free). */
async function allowed(tx: Db, entry: WaitlistEntryRow, now: Date, cutoffMinutes: number): Promise<boolean> {
  const [member] = await tx.select().from(members).where(eq(members.id, entry.memberId))
  if (!member) return false
  const tour = { vessel_id: entry.vesselKey, tour_type: entry.tourType as TourType, date: entry.tourDate }
  const assessment = await assessTour(tx, member, entry.days > 1 ? { ...tour, days: entry.days } : tour, {
    now,
    cutoffMinutes,
  })
  return assessment.refusals.length === 0
}

/**
 * Holds the entry's slots for its member and tells them: the hold's slots go into `slot_occupancy`, so nobody else can
 * book them; a booking that took one a moment ago keeps it, and the entry stays waiting. Answers whether it was held.
 */
async function offer(tx: Db, entry: WaitlistEntryRow, now: Date, settings: OfferSettings): Promise<boolean> {
  const [offered] = await tx
    .update(waitlistEntries)
    .set({ status: 'offered' })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
    .returning()
  if (!offered) return false
  const expiresAt = new Date(now.getTime() + settings.holdMinutes * 60_000)
  const [hold] = await tx
    .insert(waitlistHolds)
    .values({ entryId: entry.id, memberId: entry.memberId, vesselKey: entry.vesselKey, offeredAt: now, expiresAt })
    .returning()
  if (!hold) throw new Error('The hold was not stored')
  const held = await tx
    .insert(slotOccupancy)
    .values(
      entry.slots.map((key) => {
        const [date = '', slot] = key.split(':')
        return { vesselKey: entry.vesselKey, slotDate: date, slot: slot as 'morning' | 'afternoon', holdId: hold.id }
      }),
    )
    .onConflictDoNothing()
    .returning({ slot: slotOccupancy.slot })
  if (held.length < entry.slots.length) {
    await tx.delete(waitlistHolds).where(eq(waitlistHolds.id, hold.id))
    await tx.update(waitlistEntries).set({ status: 'waiting' }).where(eq(waitlistEntries.id, entry.id))
    return false
  }
  const [member] = await tx.select().from(members).where(eq(members.id, entry.memberId))
  if (!member) throw new Error(`Member ${entry.memberId} of waitlist entry ${entry.id} is gone`)
  await enqueueEmail(tx, waitlistOfferEmail(member, entry, expiresAt, settings.portalUrl))
  await publishMemberEvent(tx, member.id, {
    event: 'waitlist_offer',
    waitlist_id: entry.id,
    vessel_id: entry.vesselKey,
    tour_type: entry.tourType as TourType,
    start_at: clubIsoTime(entry.startAt),
    expires_at: clubIsoTime(expiresAt),
  })
  await recordAudit(tx, {
    actorId: member.id,
    action: 'waitlist.offer',
    targetMemberId: member.id,
    details: {
      waitlist_id: entry.id,
      vessel_id: entry.vesselKey,
      tour_type: entry.tourType,
      start_at: clubIsoTime(entry.startAt),
      expires_at: clubIsoTime(expiresAt),
    },
  })
  await scheduleWork(tx, {
    kind: EXPIRY_WORK,
    key: expiryKey(hold.id),
    dueAt: expiresAt,
    payload: { hold_id: hold.id },
  })
  return true
}

/**
 * Slots of a vessel came free (decision 22): the entries waiting for it whose slots are all free now are offered, in
 * waitlist order, to the first whose member's rules allow the tour; those refused keep their place. The vessel's row
 * is locked, so two rounds for one vessel take turns; each runs in the transaction that claimed its work, once.
 */
export function offerFreedSlots(settings: OfferSettings): WorkHandler {
  return async (tx, { payload, now }) => {
    const vesselKey = String(payload.vessel_id)
    const [vessel] = await tx.select({ key: vessels.key }).from(vessels).where(eq(vessels.key, vesselKey)).for('update')
    if (!vessel) return
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.vesselKey, vesselKey),
          eq(waitlistEntries.status, 'waiting'),
          gt(waitlistEntries.startAt, now),
        ),
      )
      .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.number))
    if (waiting.length === 0) return
    const dates = [...new Set(waiting.flatMap((entry) => entry.slots.map((key) => key.split(':')[0] ?? '')))]
    const taken = await tx
      .select({ date: slotOccupancy.slotDate, slot: slotOccupancy.slot })
      .from(slotOccupancy)
      .where(and(eq(slotOccupancy.vesselKey, vesselKey), inArray(slotOccupancy.slotDate, dates)))
    const occupied = new Set(taken.map(slotKey))
    const free = waiting.filter((entry) => entry.slots.every((key) => !occupied.has(key)))
    const eligible = new Set<string>()
    for (const entry of free) {
      if (await allowed(tx, entry, now, settings.cutoffMinutes)) eligible.add(entry.id)
    }
    const byId = new Map(free.map((entry) => [entry.id, entry]))
    const withPriority = await membersWithPriority(
      tx,
      free.map((entry) => entry.memberId),
      now,
    )
    const line = free.map((entry) => waitingEntry(entry, withPriority))
    const chosen = chooseOffers(line, occupied, (entry) => eligible.has(entry.id))
    for (const { id } of chosen) await offer(tx, byId.get(id)!, now, settings)
  }
}

/**
 * An offer's time ran out: the hold ends, the entry lapses, and the slots go to the next in line. Locks go member →
 * entry → hold, as a booking by the holder takes them, so the two take turns: the booking first (nothing to do here)
 * or the expiry first (the booking then finds the slots free, or offered to the next member).
 */
export const expireOffer: WorkHandler = async (tx, { payload, now }) => {
  const holdId = String(payload.hold_id)
  const [found] = await tx.select().from(waitlistHolds).where(eq(waitlistHolds.id, holdId))
  if (!found || found.status !== 'open') return
  await lockMember(tx, found.memberId)
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, found.entryId)).for('update')
  const [hold] = await tx.select().from(waitlistHolds).where(eq(waitlistHolds.id, holdId)).for('update')
  if (!entry || !hold || hold.status !== 'open') return
  await endHold(tx, hold, 'expired', now)
  await tx.update(waitlistEntries).set({ status: 'lapsed', endedAt: now }).where(eq(waitlistEntries.id, hold.entryId))
  await recordAudit(tx, {
    actorId: hold.memberId,
    action: 'waitlist.lapse',
    targetMemberId: hold.memberId,
    details: {
      waitlist_id: entry.id,
      vessel_id: entry.vesselKey,
      tour_type: entry.tourType,
      start_at: clubIsoTime(entry.startAt),
      expires_at: clubIsoTime(hold.expiresAt),
    },
  })
  await scheduleOffers(tx, hold.vesselKey, hold.id, now)
}
