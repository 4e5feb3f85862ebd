import { eq } from 'drizzle-orm'
import { captainRefusal } from '../../../common/fleet-operations/captain-rules.ts'
import type { Db } from '../../db/database.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { Caller } from '../../caller.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBooking, findBookingByKey } from '../bookings/booking-records.ts'
import { itemName, pricedVessels } from '../bookings/vessel-catalogue.ts'
import { lockMember } from '../points/points-ledger.ts'
import { captainsWithDetails, assignedOutings, timeRange } from './captain-records.ts'
import { captainAssignments, captains } from './captain-tables.ts'
import { lockCaptain } from './captain-operations.ts'

const EXCLUSION_VIOLATION = '23P01'

async function currentCaptain(tx: Db, bookingId: string) {
  const [row] = await tx
    .select({ id: captains.id, name: captains.name })
    .from(captainAssignments)
    .innerJoin(captains, eq(captains.id, captainAssignments.captainId))
    .where(eq(captainAssignments.bookingId, bookingId))
  return row ?? null
}

/**
 * Puts a captain on a booked outing, or takes them off (`captainId` null). The rules (qualified, licence, time off,
 * another outing) are checked under the captain's lock; the exclusion constraint on outing times refuses an overlap
 * even if two assignments of one captain race through different rows.
 */
export async function assignCaptain(tx: Db, caller: Caller, bookingKey: string, captainId: number | null) {
  const found = await findBookingByKey(tx, bookingKey)
  if (!found) throw noSuchBooking()
  await lockMember(tx, found.memberId)
  const booking = await findBooking(tx, found.id)
  if (!booking) throw noSuchBooking()
  if (booking.status !== 'booked') {
    throw new Problem(409, { detail: 'Only a booked outing takes a captain; this one was cancelled or rebooked.' })
  }
  if (booking.endAt <= caller.now) throw new Problem(409, { detail: 'This outing has already ended.' })
  const before = await currentCaptain(tx, booking.id)

  if (captainId === null) {
    await tx.delete(captainAssignments).where(eq(captainAssignments.bookingId, booking.id))
  } else {
    const locked = await lockCaptain(tx, captainId)
    if (locked.retiredAt) throw new Problem(409, { rule: 'captain_off', detail: `${locked.name} has retired.` })
    const [details] = await captainsWithDetails(tx, { ids: [captainId] })
    const [vessel] = await pricedVessels(tx, booking.vesselKey)
    if (!details || !vessel) throw new Error('The captain or vessel vanished under a lock')
    const outings = await assignedOutings(tx, captainId, booking.startAt, booking.endAt)
    const refusal = captainRefusal(
      {
        name: locked.name,
        vesselKeys: details.vessels,
        licenceExpiresOn: locked.licenceExpiresOn,
        timeOff: details.time_off,
        outings: outings.map((outing) => ({
          bookingId: outing.bookingId,
          startAt: booking.startAt,
          endAt: booking.endAt,
        })),
      },
      {
        bookingId: booking.id,
        vesselKey: booking.vesselKey,
        vesselName: itemName(vessel),
        startAt: booking.startAt,
        endAt: booking.endAt,
      },
    )
    if (refusal) throw new Problem(409, { ...refusal })
    const assignment = {
      captainId,
      during: timeRange(booking.startAt, booking.endAt),
      assignedBy: caller.account.id,
      assignedAt: caller.now,
    }
    try {
      await tx
        .insert(captainAssignments)
        .values({ bookingId: booking.id, ...assignment })
        .onConflictDoUpdate({ target: captainAssignments.bookingId, set: assignment })
    } catch (error) {
      if (databaseFailureOf(error)?.code !== EXCLUSION_VIOLATION) throw error
      throw new Problem(409, { rule: 'captain_busy', detail: `${locked.name} already crews an outing at that time.` })
    }
  }
  const after = await currentCaptain(tx, booking.id)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'booking.captain',
    targetMemberId: booking.memberId,
    details: { booking_id: booking.id, reference: booking.reference, captain: { before, after } },
  })
  return { booking_id: booking.id, reference: booking.reference, captain: after }
}
