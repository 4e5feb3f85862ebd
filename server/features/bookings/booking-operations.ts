import { eq, sql } from 'drizzle-orm'
import type { BookingAnswer, BookingRequest, TourRequest } from '../../../common/booking/booking-api.ts'
import type { MemberEvent } from '../../../common/live-events.ts'
import { cancelsFree } from '../../../common/booking/booking-rules.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import { slotKey } from '../../../common/booking/slots.ts'
import { clubCallPhone } from '../../../common/club.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { type AuditAction, type AuditEntry, recordAudit } from '../audit/audit-log.ts'
import { changePoints, lockMember } from '../points/points-ledger.ts'
import { type BookingRow, bookingSummary, findBooking } from './booking-records.ts'
import { Problem } from '../../problem.ts'
import { noSuchBooking, refusedBy, slotTakenProblem } from './booking-problem.ts'
import { bookings } from './booking-tables.ts'
import { release, writeBooking } from './booking-writes.ts'
import { type Assessment, assessTour, assessTourWith, readTourFactsFor } from './tour-assessment.ts'
import { itemName, pricedVessels } from './vessel-catalogue.ts'
import { cancelsWithoutLoss } from '../../../common/weather/weather-rules.ts'
import { spendPriorityIfNeeded } from '../weather/rebooking-priority.ts'
import { alertOverOuting } from '../weather/weather-records.ts'

export interface BookingSettings {
  cutoffMinutes: number
  publish(db: Db, memberId: number, event: MemberEvent): Promise<void>
}

function chargeFor(assessment: Assessment, booking: BookingRow, caller: Caller, member: MemberRow) {
  return {
    kind: 'booking' as const,
    points: -assessment.pointsCost,
    bookingId: booking.id,
    description: `${itemName(assessment.vessel)}, ${assessment.plan.tourType}`,
    actorId: caller.account.id === member.id ? undefined : caller.account.id,
  }
}

function answerFor(booking: BookingRow, assessment: Assessment, balance: number, now: Date): BookingAnswer {
  return {
    ...bookingSummary({ booking, vessel: assessment.vessel, balanceAfter: balance }, now),
    current_points: balance,
  }
}

/** An admin acting for a member leaves an audit entry in the same transaction; a member's own change does not. */
async function auditOnBehalf(
  tx: Db,
  caller: Caller,
  member: MemberRow,
  action: AuditAction,
  details: AuditEntry['details'],
) {
  if (caller.account.id === member.id) return
  await recordAudit(tx, { actorId: caller.account.id, action, targetMemberId: member.id, details })
}

/** Books a tour for `memberId`: the member's row is locked first, so their rules and points are read as they stand. */
export async function bookTour(
  tx: Db,
  settings: BookingSettings,
  caller: Caller,
  memberId: number,
  tour: TourRequest & Pick<BookingRequest, 'override_rules' | 'guests' | 'guest_names'>,
  /** Told the vessel's name once it is read, for the answer to a slot the database refuses. */
  onItem?: (item: string) => void,
): Promise<BookingAnswer> {
  const member = await lockMember(tx, memberId)
  if (!member) throw new Problem(404, { detail: 'No such member.' })
  // The flag follows the caller's role as well as the request: only staff ever set rules aside (the route refuses a
  // member who asks with 403 before this runs).
  const overrideRules = overridesRules(caller, tour)
  const facts = await readTourFactsFor(tx, member, tour, caller.now)
  const assessment = assessTourWith(facts, member, tour, {
    now: caller.now,
    cutoffMinutes: settings.cutoffMinutes,
    overrideRules,
  })
  onItem?.(itemName(assessment.vessel))
  const [refusal] = assessment.refusals
  if (refusal) throw refusedBy(refusal)
  const booking = await writeBooking(
    tx,
    member,
    caller,
    assessment,
    { rulesOverridden: overrideRules, guests: tour.guests ?? 1, guestNames: tour.guest_names ?? [] },
    facts.waitlistTouched,
  )
  if (!overrideRules) await spendPriorityIfNeeded(tx, member, booking, caller.now)
  const balance = await changePoints(tx, member, [chargeFor(assessment, booking, caller, member)], caller.now)
  await auditOnBehalf(tx, caller, member, 'booking.create', {
    booking_id: booking.id,
    item: itemName(assessment.vessel),
    tour_type: assessment.plan.tourType,
    start_at: clubIsoTime(booking.startAt),
    points: { before: member.pointsBalance, after: balance },
    rules_overridden: booking.rulesOverridden,
  })
  await settings.publish(tx, member.id, {
    event: 'booking_success',
    point_used: assessment.pointsCost,
    current_points: balance,
  })
  return answerFor(booking, assessment, balance, caller.now)
}

/**
 * Whether a booking of `tour` would be refused with 409 because a booking already has one of its slots, read before any
 * transaction and without a lock: the taken slot's answer, or undefined when the booking must run to know its answer
 * (the slots are free, a rule refuses it, or the waitlist is involved). It answers only what the booking would answer
 * at this moment; a slot taken after the read is refused by the booking's insert, which alone decides.
 */
export async function slotTakenBeforeBooking(
  db: Db,
  settings: Pick<BookingSettings, 'cutoffMinutes'>,
  caller: Caller,
  member: MemberRow,
  tour: TourRequest & Pick<BookingRequest, 'override_rules' | 'guests'>,
): Promise<Problem | undefined> {
  const facts = await readTourFactsFor(db, member, tour, caller.now)
  if (!facts.vessel || facts.waitlistTouched) return undefined
  const assessment = assessTourWith(facts, member, tour, {
    now: caller.now,
    cutoffMinutes: settings.cutoffMinutes,
    overrideRules: overridesRules(caller, tour),
  })
  if (assessment.refusals.length > 0) return undefined
  const wanted = new Set(assessment.plan.slots.map(slotKey))
  const taken = facts.held.some((row) => row.booked && wanted.has(slotKey(row)))
  return taken ? slotTakenProblem(itemName(assessment.vessel)) : undefined
}

function overridesRules(caller: Caller, tour: Pick<BookingRequest, 'override_rules'>): boolean {
  return tour.override_rules === true && isAdmin(caller.account.userType)
}

/** A booking as the route found it by its id or reference, before the transaction. */
export type FoundBooking = Pick<BookingRow, 'id' | 'memberId'>

/**
 * Reads a booking the caller may act on, with its member locked: a member's own, or any for an admin. Someone else's
 * booking is answered as if it did not exist.
 */
async function lockedBooking(tx: Db, caller: Caller, found: FoundBooking) {
  const admin = isAdmin(caller.account.userType)
  // Whose booking it is never changes: the route's read of it tells which member to lock.
  if (!admin && found.memberId !== caller.account.id) throw noSuchBooking()
  const member = await lockMember(tx, found.memberId)
  const booking = await findBooking(tx, found.id)
  if (!member || !booking) throw noSuchBooking()
  if (booking.status !== 'booked') {
    throw new Problem(409, {
      detail: booking.status === 'cancelled' ? 'This booking is already cancelled.' : 'This booking has been rebooked.',
    })
  }
  if (booking.startAt <= caller.now) throw new Problem(409, { detail: 'This outing has already started.' })
  return { booking, member, admin }
}

export async function cancelBooking(
  tx: Db,
  settings: BookingSettings,
  caller: Caller,
  found: FoundBooking,
  waive: boolean,
) {
  const { booking, member, admin } = await lockedBooking(tx, caller, found)
  if (waive && !admin) throw new Problem(403, { detail: 'Only club administrators can waive the 48-hour rule.' })
  const freeByNotice = cancelsFree(booking.startAt, caller.now)
  // Under a counted marine alert the member loses nothing, whatever the notice (member-api §8).
  const weather = !freeByNotice && (await alertOverOuting(tx, booking, caller.now))
  const refunded = cancelsWithoutLoss(freeByNotice, !!weather) || waive ? booking.pointsCost : 0
  await release(tx, booking, 'cancelled', { cancelledAt: caller.now, refundedPoints: refunded }, caller.now)
  const refund = {
    kind: 'cancel' as const,
    points: refunded,
    bookingId: booking.id,
    description: weather
      ? `Cancellation under a ${weather.event}`
      : waive
        ? 'Cancellation, 48-hour rule waived'
        : 'Cancellation refund',
    actorId: caller.account.id === member.id ? undefined : caller.account.id,
  }
  const balance = refunded > 0 ? await changePoints(tx, member, [refund], caller.now) : member.pointsBalance
  await auditOnBehalf(tx, caller, member, 'booking.cancel', {
    booking_id: booking.id,
    status: { before: 'booked', after: 'cancelled' },
    refunded_points: refunded,
    waived: waive,
    points: { before: member.pointsBalance, after: balance },
  })
  await settings.publish(tx, member.id, {
    event: 'booking_cancelled',
    booking_id: booking.id,
    refunded_points: refunded,
    current_points: balance,
  })
  return {
    booking_id: booking.id,
    reference: booking.reference,
    status: 'cancelled' as const,
    refunded_points: refunded,
    current_points: balance,
  }
}

/**
 * Moves a booking to another tour, slot or vessel in one transaction: the old booking frees its slots and is marked
 * `rebooked`, the new one takes its slots, and the ledger gets the old cost back and the new cost charged.
 */
export async function rebookBooking(
  tx: Db,
  settings: BookingSettings,
  caller: Caller,
  found: FoundBooking,
  tour: TourRequest,
) {
  const { booking: old, member, admin } = await lockedBooking(tx, caller, found)
  if (!admin && !cancelsFree(old.startAt, caller.now)) {
    throw new Problem(422, {
      rule: 'cutoff',
      detail: `A booking can be moved up to 48 hours before it starts; after that, please call the club at ${clubCallPhone.display}.`,
    })
  }
  // The same people go on the new outing: a smaller vessel that cannot carry them refuses the move.
  const assessment = await assessTour(
    tx,
    member,
    { ...tour, guests: old.guests },
    {
      now: caller.now,
      cutoffMinutes: settings.cutoffMinutes,
      replacing: { id: old.id, pointsCost: old.pointsCost },
    },
  )
  const [refusal] = assessment.refusals
  if (refusal) throw refusedBy(refusal)

  await release(tx, old, 'rebooked', null, caller.now)
  const replacement = await writeBooking(tx, member, caller, assessment, {
    rebookedFrom: old.id,
    guests: old.guests,
    guestNames: old.guestNames,
  })
  await tx.update(bookings).set({ rebookedTo: replacement.id }).where(eq(bookings.id, old.id))
  await spendPriorityIfNeeded(tx, member, replacement, caller.now)
  const giveBack = {
    kind: 'rebook' as const,
    points: old.pointsCost,
    bookingId: old.id,
    description: `Rebooked to ${itemName(assessment.vessel)}, ${assessment.plan.tourType}`,
    actorId: caller.account.id === member.id ? undefined : caller.account.id,
  }
  const balance = await changePoints(
    tx,
    member,
    [giveBack, chargeFor(assessment, replacement, caller, member)],
    caller.now,
  )
  await auditOnBehalf(tx, caller, member, 'booking.rebook', {
    booking_id: old.id,
    rebooked_to: replacement.id,
    item: itemName(assessment.vessel),
    tour_type: assessment.plan.tourType,
    start_at: { before: clubIsoTime(old.startAt), after: clubIsoTime(replacement.startAt) },
    points: { before: member.pointsBalance, after: balance },
  })
  await settings.publish(tx, member.id, { event: 'points_changed', current_points: balance })
  return {
    ...answerFor(replacement, assessment, balance, caller.now),
    rebooked_from: old.id,
    rebooked_from_reference: old.reference,
    points_difference: assessment.pointsCost - old.pointsCost,
  }
}

export interface ClubCancellation {
  booking: BookingRow
  member: MemberRow
  refundedPoints: number
  balance: number
}

/**
 * The club cancels a booking it cannot keep (staff closed the vessel over it): every point back whatever the 48-hour
 * rule, and with the booking cancelled it counts toward no allowance. The member is locked first, as for their own
 * cancellation, so when both race only the first cancels and refunds; the second finds it gone and answers null.
 */
export async function cancelByClub(
  tx: Db,
  settings: BookingSettings,
  caller: Caller,
  bookingId: string,
  reason: string,
): Promise<ClubCancellation | null> {
  const found = await findBooking(tx, bookingId)
  const member = found && (await lockMember(tx, found.memberId))
  const booking = member && (await findBooking(tx, bookingId))
  if (!member || !booking || booking.status !== 'booked') return null
  const refundedPoints = booking.pointsCost
  await release(tx, booking, 'cancelled', { cancelledAt: caller.now, refundedPoints }, caller.now)
  const refund = {
    kind: 'cancel' as const,
    points: refundedPoints,
    bookingId: booking.id,
    description: `Cancelled by the club: ${reason}`,
    actorId: caller.account.id,
  }
  const balance = refundedPoints > 0 ? await changePoints(tx, member, [refund], caller.now) : member.pointsBalance
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'booking.cancel',
    targetMemberId: member.id,
    details: {
      booking_id: booking.id,
      status: { before: 'booked', after: 'cancelled' },
      refunded_points: refundedPoints,
      reason,
      points: { before: member.pointsBalance, after: balance },
    },
  })
  await settings.publish(tx, member.id, {
    event: 'booking_cancelled',
    booking_id: booking.id,
    refunded_points: refundedPoints,
    current_points: balance,
    reason,
  })
  return { booking, member, refundedPoints, balance }
}

/**
 * Changes who is aboard an outing not yet started: the member's own, or any for an admin (who leaves an audit entry).
 * More than the vessel carries meets rule `guests`.
 */
export async function changeGuests(
  tx: Db,
  caller: Caller,
  found: FoundBooking,
  aboard: { guests: number; guest_names: string[] },
) {
  const { booking, member } = await lockedBooking(tx, caller, found)
  const [vessel] = await pricedVessels(tx, booking.vesselKey)
  if (!vessel) throw new Error(`Vessel ${booking.vesselKey} is not in the catalogue`)
  if (aboard.guests > vessel.guests) {
    throw refusedBy({
      rule: 'guests',
      detail: `${itemName(vessel)} carries up to ${vessel.guests} guests; this booking has ${aboard.guests}.`,
    })
  }
  const [changed] = await tx
    .update(bookings)
    .set({ guests: aboard.guests, guestNames: aboard.guest_names, revision: sql`${bookings.revision} + 1` })
    .where(eq(bookings.id, booking.id))
    .returning()
  if (!changed) throw noSuchBooking()
  await auditOnBehalf(tx, caller, member, 'booking.guests', {
    booking_id: booking.id,
    guests: { before: booking.guests, after: aboard.guests },
  })
  return {
    booking_id: changed.id,
    reference: changed.reference,
    guests: changed.guests,
    guest_names: changed.guestNames,
  }
}
