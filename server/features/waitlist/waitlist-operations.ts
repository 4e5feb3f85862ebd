import { and, eq, inArray } from 'drizzle-orm'
import { slotKey } from '../../../common/booking/slots.ts'
import { planTour } from '../../../common/booking/tours.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import type { Joined, WaitlistRequest } from '../../../common/waitlist/waitlist-api.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { refusedBy } from '../bookings/booking-problem.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { assessTour } from '../bookings/tour-assessment.ts'
import { lockMember } from '../points/points-ledger.ts'
import { endHold, scheduleOffers } from './waitlist-holds.ts'
import { liveStatuses, positionOf, vesselItem } from './waitlist-records.ts'
import { waitlistEntries, waitlistHolds } from './waitlist-tables.ts'

export interface WaitlistSettings {
  cutoffMinutes: number
}

/** Who holds each of the tour's slots now: a booking (whose member), a block, or an offer (whose member, until when). */
async function slotHolders(tx: Db, vesselKey: string, keys: readonly string[], dates: readonly string[]) {
  const rows = await tx
    .select({
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      blockId: slotOccupancy.blockId,
      bookedBy: bookings.memberId,
      heldFor: waitlistHolds.memberId,
      heldUntil: waitlistHolds.expiresAt,
    })
    .from(slotOccupancy)
    .leftJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
    .leftJoin(waitlistHolds, eq(waitlistHolds.id, slotOccupancy.holdId))
    .where(and(eq(slotOccupancy.vesselKey, vesselKey), inArray(slotOccupancy.slotDate, [...dates])))
  return rows.filter((row) => keys.includes(slotKey(row)))
}

/**
 * Puts the member in line for a tour some slot of which another booking, a block or another member's offer holds
 * (member-api §8). A tour that is free is refused (book it instead), as is one the member already has a slot of.
 */
export async function joinWaitlist(
  tx: Db,
  settings: WaitlistSettings,
  caller: Caller,
  tour: WaitlistRequest,
): Promise<Joined> {
  const member = await lockMember(tx, caller.account.id)
  if (!member) throw new Problem(404, { detail: 'No such member.' })
  const assessment = await assessTour(tx, member, tour, { now: caller.now, cutoffMinutes: settings.cutoffMinutes })
  const tooLate = assessment.refusals.find((refusal) => refusal.rule === 'cutoff')
  if (tooLate) throw refusedBy(tooLate)
  const plan = planTour(tour.tour_type, tour.date, tour.days)
  const keys = plan.slots.map(slotKey)
  const item = vesselItem(tour.vessel_id)
  const holders = await slotHolders(tx, tour.vessel_id, keys, [...new Set(plan.slots.map((slot) => slot.date))])
  if (holders.length === 0) {
    throw new Problem(409, { detail: `${item} is free for that ${plan.tourType} outing: book it instead.` })
  }
  const mine = holders.find((row) => row.bookedBy === member.id)
  if (mine) throw new Problem(409, { detail: `You have already booked ${item} for that time.` })
  const heldForMe = holders.find((row) => row.heldFor === member.id && row.heldUntil && row.heldUntil > caller.now)
  if (heldForMe?.heldUntil) {
    throw new Problem(409, {
      detail: `${item} is held for you until ${clubDateTimeLabel(heldForMe.heldUntil)}: book it now.`,
    })
  }
  const [entry] = await tx
    .insert(waitlistEntries)
    .values({
      memberId: member.id,
      vesselKey: tour.vessel_id,
      tourType: plan.tourType,
      tourDate: plan.date,
      days: plan.days,
      startAt: plan.startAt,
      endAt: plan.endAt,
      slots: keys,
      joinedAt: caller.now,
    })
    .onConflictDoNothing()
    .returning()
  if (!entry) throw new Problem(409, { detail: `You are already on the waitlist for that ${plan.tourType} outing.` })
  // Had the slots come free while this request was reading, the offer work already done would have missed this entry.
  await scheduleOffers(tx, tour.vessel_id, entry.id, caller.now)
  return { waitlist_id: entry.id, position: await positionOf(tx, entry, caller.now) }
}

const noSuchEntry = () => new Problem(404, { detail: 'No such waitlist entry.' })

/**
 * Takes the member out of line (member-api §8): their own entry, or any for an admin; someone else's is answered as if
 * it did not exist. An offer standing on it is declined: its slots go to the next in line at once.
 */
export async function leaveWaitlist(tx: Db, caller: Caller, waitlistId: string) {
  const [found] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, waitlistId))
  if (!found || (found.memberId !== caller.account.id && !isAdmin(caller.account.userType))) throw noSuchEntry()
  await lockMember(tx, found.memberId)
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, waitlistId)).for('update')
  if (!entry) throw noSuchEntry()
  if (!(liveStatuses as readonly string[]).includes(entry.status)) {
    throw new Problem(409, { detail: 'This place on the waitlist has already ended.' })
  }
  const [hold] = await tx
    .select()
    .from(waitlistHolds)
    .where(and(eq(waitlistHolds.entryId, entry.id), eq(waitlistHolds.status, 'open')))
    .for('update')
  await tx.update(waitlistEntries).set({ status: 'left', endedAt: caller.now }).where(eq(waitlistEntries.id, entry.id))
  if (hold) {
    await endHold(tx, hold, 'declined', caller.now)
    await scheduleOffers(tx, hold.vesselKey, hold.id, caller.now)
  }
  return { waitlist_id: entry.id, status: 'left' as const }
}
