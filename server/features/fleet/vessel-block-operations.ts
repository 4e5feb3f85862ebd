import { and, asc, between, eq, gte, isNull, lte } from 'drizzle-orm'
import { slotKey, slotTimes } from '../../../common/booking/slots.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import {
  type BlockKind,
  blockRangeProblem,
  blockSlots,
  closureReason,
} from '../../../common/fleet-operations/block-slots.ts'
import type { vesselBlockRequestSchema } from '../../../common/fleet-operations/fleet-api.ts'
import type { z } from '../../../common/zod.ts'
import type { Db } from '../../db/database.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { Caller } from '../../caller.ts'
import { type BookingSettings, cancelByClub } from '../bookings/booking-operations.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { scheduleOffers, withdrawHolds } from '../waitlist/waitlist-holds.ts'
import { outingCancelledEmail } from './block-emails.ts'
import { vesselBlocks } from './vessel-blocks-table.ts'

export type VesselBlockRequest = z.output<typeof vesselBlockRequestSchema>
type BlockRow = typeof vesselBlocks.$inferSelect

/** `63' Peace is closed for maintenance: …`, or as near as the fleet knows the vessel. */
function closureOf(vesselKey: string, kind: BlockKind, reason: string): string {
  const vessel = fleet.find((candidate) => candidate.key === vesselKey)
  return closureReason(vessel ? `${formatLength(vessel.lengthFeet)} ${vessel.name}` : 'The vessel', kind, reason)
}

export function blockAnswer(block: BlockRow) {
  return {
    block_id: block.id,
    vessel_id: block.vesselKey,
    from: { date: block.fromDate, slot: block.fromSlot },
    to: { date: block.toDate, slot: block.toSlot },
    kind: block.kind,
    reason: block.reason,
  }
}

/** Who holds the range's slots now: bookings with their members, and other blocks. */
async function holdersOf(tx: Db, request: VesselBlockRequest) {
  const inRange = new Set(blockSlots(request.from, request.to).map(slotKey))
  const rows = await tx
    .select({
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      blockId: slotOccupancy.blockId,
      booking: bookings,
      member: { id: members.id, memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
    })
    .from(slotOccupancy)
    .leftJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .where(
      and(
        eq(slotOccupancy.vesselKey, request.vessel_id),
        between(slotOccupancy.slotDate, request.from.date, request.to.date),
      ),
    )
    .orderBy(asc(slotOccupancy.slotDate), asc(slotOccupancy.slot))
  return rows.filter((row) => inRange.has(slotKey(row)))
}

/**
 * Closes a vessel over a range of slots (member-api §6). Bookings in the way are listed and nothing changes, unless
 * `force`: then each is cancelled by the club with all its points back, its member e-mailed and told live. A waitlist
 * offer over the range is withdrawn, its member back in line. The block then takes the slots in `slot_occupancy`, so a
 * booking racing for one of them loses, whichever commits first.
 */
export async function placeBlock(tx: Db, settings: BookingSettings, caller: Caller, request: VesselBlockRequest) {
  const rangeProblem = blockRangeProblem(request.from, request.to)
  if (rangeProblem) throw new Problem(400, { detail: rangeProblem })
  if (slotTimes(request.from).startAt <= caller.now) {
    throw new Problem(400, { detail: 'A block must begin with a slot that has not started yet.' })
  }
  const holders = await holdersOf(tx, request)
  if (holders.some((holder) => holder.blockId)) {
    throw new Problem(409, { detail: 'Part of this range is already blocked; lift that block or choose other slots.' })
  }
  const clashing = [
    ...new Map(holders.flatMap((row) => (row.booking && row.member ? [[row.booking.id, row]] : []))).values(),
  ]
  if (clashing.some((row) => row.booking!.startAt <= caller.now)) {
    throw new Problem(409, {
      detail: 'An outing under way holds part of this range; begin the block after it returns.',
    })
  }
  if (clashing.length > 0 && !request.force) {
    const count = clashing.length === 1 ? 'a booking' : `${clashing.length} bookings`
    throw new Problem(409, {
      detail: `This block would cancel ${count}. Place it again with force to cancel ${clashing.length === 1 ? 'it' : 'them'} with all points refunded.`,
      clashes: clashing.map(({ booking, member }) => ({
        booking_id: booking!.id,
        member: { id: member!.id, member_id: member!.memberId, name: `${member!.firstName} ${member!.lastName}` },
        tour_type: booking!.tourType,
        start_at: clubIsoTime(booking!.startAt),
      })),
    })
  }

  const reason = closureOf(request.vessel_id, request.kind, request.reason)
  const cancelled: string[] = []
  // Members are locked in one order, so two blocks over the same bookings cannot wait on each other.
  for (const { booking } of clashing.sort((a, b) => a.booking!.memberId - b.booking!.memberId)) {
    const cancellation = await cancelByClub(tx, settings, caller, booking!.id, reason)
    if (!cancellation) continue
    await enqueueEmail(tx, outingCancelledEmail(cancellation, reason))
    cancelled.push(cancellation.booking.id)
  }

  await withdrawHolds(tx, request.vessel_id, blockSlots(request.from, request.to), caller.now)
  const [block] = await tx
    .insert(vesselBlocks)
    .values({
      vesselKey: request.vessel_id,
      fromDate: request.from.date,
      fromSlot: request.from.slot,
      toDate: request.to.date,
      toSlot: request.to.slot,
      kind: request.kind,
      reason: request.reason,
      createdBy: caller.account.id,
      createdAt: caller.now,
    })
    .returning()
  if (!block) throw new Error('The block was not stored')
  try {
    await tx.insert(slotOccupancy).values(
      blockSlots(request.from, request.to).map((slot) => ({
        vesselKey: request.vessel_id,
        slotDate: slot.date,
        slot: slot.slot,
        blockId: block.id,
      })),
    )
  } catch (error) {
    if (databaseFailureOf(error)?.code !== '23505') throw error
    throw new Problem(409, { detail: 'A booking took part of this range a moment ago. Please look again and retry.' })
  }
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'vessel.block',
    targetMemberId: null,
    details: { ...blockAnswer(block), cancelled_bookings: cancelled },
  })
  return { ...blockAnswer(block), cancelled_bookings: cancelled }
}

/** Lifts a standing block: its slots open again at once, for the waitlist first; the block stays on record as lifted. */
export async function liftBlock(tx: Db, caller: Caller, blockId: string) {
  const [block] = await tx.select().from(vesselBlocks).where(eq(vesselBlocks.id, blockId)).for('update')
  if (!block) throw new Problem(404, { detail: 'No such block.' })
  if (block.liftedAt) throw new Problem(409, { detail: 'This block has already been lifted.' })
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.blockId, block.id))
  await scheduleOffers(tx, block.vesselKey, block.id, caller.now)
  await tx
    .update(vesselBlocks)
    .set({ liftedAt: caller.now, liftedBy: caller.account.id })
    .where(eq(vesselBlocks.id, block.id))
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'vessel.unblock',
    targetMemberId: null,
    details: blockAnswer(block),
  })
  return blockAnswer(block)
}

/** The standing blocks that touch any day from `from` to `to`, earliest first. */
export async function standingBlocks(db: Db, from: string, to: string, vesselKey?: string) {
  const rows = await db
    .select()
    .from(vesselBlocks)
    .where(
      and(
        isNull(vesselBlocks.liftedAt),
        lte(vesselBlocks.fromDate, to),
        gte(vesselBlocks.toDate, from),
        vesselKey ? eq(vesselBlocks.vesselKey, vesselKey) : undefined,
      ),
    )
    .orderBy(asc(vesselBlocks.fromDate), asc(vesselBlocks.vesselKey))
  return rows.map(blockAnswer)
}
