import { eq } from 'drizzle-orm'
import type { z } from '../../../common/zod.ts'
import type { checkInRequestSchema, checkOutRequestSchema } from '../../../common/dock/dock-api.ts'
import { checkOutOpensAt, engineTenths, overdueAt } from '../../../common/dock/dock-rules.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { publishStaffEvent } from '../live-events/member-events.ts'
import { cancelWork, scheduleWork } from '../scheduled-work/scheduled-work.ts'
import type { StoredPicture } from '../profile/picture-processing.ts'
import { captainAssignments } from '../captains/captain-tables.ts'
import { outingBooking } from './crew-access.ts'
import { damageEmail } from './dock-emails.ts'
import { damagePhotos, damageReports, outings } from './dock-tables.ts'
import { outingFacts } from './outing-facts.ts'
import { type DockSettings, outingsWhere } from './outing-records.ts'
import { lastEngineTenths, lockVessel, refuseBackwards } from './vessel-readings.ts'
import { bookings } from '../bookings/booking-tables.ts'

export type CheckOutRequest = z.output<typeof checkOutRequestSchema>
export type CheckInRequest = z.output<typeof checkInRequestSchema>

export const OVERDUE_WORK = 'outing_overdue'
/** Every overdue alert of an outing has a key under this prefix; the number makes each reminder's key its own. */
export const overdueKeyPrefix = (bookingId: string) => `overdue:${bookingId}:`
export const overdueKey = (bookingId: string, number: number) => `${overdueKeyPrefix(bookingId)}${number}`

export interface DockContext {
  settings: DockSettings
  publicUrl: string
}

async function outingAnswer(tx: Db, bookingId: string, now: Date, settings: DockSettings) {
  const [answer] = await outingsWhere(tx, eq(bookings.id, bookingId), now, settings)
  if (!answer) throw new Error(`Booking ${bookingId} vanished`)
  return answer
}

/** The outing leaves the dock: its readings, who is aboard and when it is due back; the overdue alarm is set. */
export async function checkOut(
  tx: Db,
  caller: Caller,
  bookingKey: string,
  request: CheckOutRequest,
  context: DockContext,
) {
  const { settings } = context
  const booking = await outingBooking(tx, caller, bookingKey)
  const vessel = await lockVessel(tx, booking.vesselKey)
  if (booking.status !== 'booked') throw new Problem(409, { detail: 'This booking was cancelled or moved.' })
  const [already] = await tx.select().from(outings).where(eq(outings.bookingId, booking.id))
  if (already) throw new Problem(409, { detail: 'This outing has already checked out.' })
  const opensAt = checkOutOpensAt(booking.startAt, settings.checkOutOpensMinutes)
  if (caller.now < opensAt) {
    throw new Problem(422, {
      rule: 'check_out_not_open',
      detail: `Check-out opens at ${clubDateTimeLabel(opensAt)}.`,
    })
  }
  const expectedReturnAt = request.expected_return_at ? new Date(request.expected_return_at) : booking.endAt
  if (expectedReturnAt <= caller.now) {
    throw new Problem(422, { rule: 'expected_return', detail: 'The expected return must be later than now.' })
  }
  if (request.guests_aboard > vessel.guests) {
    throw new Problem(422, { rule: 'guests', detail: `This vessel carries at most ${vessel.guests} guests.` })
  }
  const tenths = engineTenths(request.engine_hours)
  refuseBackwards(tenths, await lastEngineTenths(tx, vessel.key))
  const [crew] = await tx
    .select({ captainId: captainAssignments.captainId })
    .from(captainAssignments)
    .where(eq(captainAssignments.bookingId, booking.id))
  await tx.insert(outings).values({
    bookingId: booking.id,
    vesselKey: vessel.key,
    captainId: crew?.captainId ?? null,
    checkedOutAt: caller.now,
    checkedOutBy: caller.account.id,
    engineTenthsOut: tenths,
    fuelPercentOut: request.fuel_percent,
    guestsAboard: request.guests_aboard,
    notesOut: request.notes,
    expectedReturnAt,
  })
  await scheduleWork(tx, {
    kind: OVERDUE_WORK,
    key: overdueKey(booking.id, 1),
    dueAt: overdueAt(expectedReturnAt, settings.overdueGraceMinutes),
    payload: { booking_id: booking.id, number: 1 },
  })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'outing.check_out',
    targetMemberId: booking.memberId,
    details: {
      booking_id: booking.id,
      reference: booking.reference,
      engine_hours: request.engine_hours,
      fuel_percent: request.fuel_percent,
      guests_aboard: request.guests_aboard,
      expected_return_at: expectedReturnAt.toISOString(),
    },
  })
  return outingAnswer(tx, booking.id, caller.now, settings)
}

/**
 * The outing is back: its readings and any damage (with photos already checked and re-encoded). The overdue alarm
 * and its reminders are called off; staff hear of damage at once.
 */
export async function checkIn(
  tx: Db,
  caller: Caller,
  bookingKey: string,
  request: CheckInRequest,
  photos: readonly StoredPicture[],
  context: DockContext,
) {
  const { settings, publicUrl } = context
  const booking = await outingBooking(tx, caller, bookingKey)
  const vessel = await lockVessel(tx, booking.vesselKey)
  const [outing] = await tx.select().from(outings).where(eq(outings.bookingId, booking.id)).for('update')
  if (!outing) throw new Problem(409, { detail: 'This outing has not checked out yet.' })
  if (outing.checkedInAt) throw new Problem(409, { detail: 'This outing has already checked in.' })
  if (photos.length > 0 && request.damage.length === 0) {
    throw new Problem(400, { detail: 'damage: photos go with a description of the damage.' })
  }
  const tenths = engineTenths(request.engine_hours)
  refuseBackwards(tenths, await lastEngineTenths(tx, vessel.key))
  await tx
    .update(outings)
    .set({
      checkedInAt: caller.now,
      checkedInBy: caller.account.id,
      engineTenthsIn: tenths,
      fuelPercentIn: request.fuel_percent,
      notesIn: request.notes,
    })
    .where(eq(outings.bookingId, booking.id))
  await cancelWork(tx, overdueKeyPrefix(booking.id), caller.now)
  if (request.damage.length > 0) {
    await tx.insert(damageReports).values(
      request.damage.map((item) => ({
        bookingId: booking.id,
        vesselKey: vessel.key,
        description: item.description,
        reportedAt: caller.now,
        reportedBy: caller.account.id,
      })),
    )
  }
  const photoIds =
    photos.length > 0
      ? await tx
          .insert(damagePhotos)
          .values(
            photos.map((photo) => ({ bookingId: booking.id, contentType: photo.contentType, image: photo.bytes })),
          )
          .returning({ id: damagePhotos.id })
      : []
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'outing.check_in',
    targetMemberId: booking.memberId,
    details: {
      booking_id: booking.id,
      reference: booking.reference,
      engine_hours: request.engine_hours,
      fuel_percent: request.fuel_percent,
      damage: request.damage.map((item) => item.description),
      photos: photoIds.length,
    },
  })
  await publishStaffEvent(tx, { event: 'outing_back', booking_id: booking.id, vessel_id: vessel.key })
  if (request.damage.length > 0) {
    const facts = await outingFacts(tx, booking.id)
    const urls = photoIds.map(({ id }) => `${publicUrl}/api/admin/damage-photos/${id}`)
    const descriptions = request.damage.map((item) => item.description)
    await enqueueEmail(tx, damageEmail(settings.staffAlertEmail, facts, descriptions, urls))
    await publishStaffEvent(tx, { event: 'damage_reported', booking_id: booking.id, vessel_id: vessel.key })
  }
  return outingAnswer(tx, booking.id, caller.now, settings)
}
