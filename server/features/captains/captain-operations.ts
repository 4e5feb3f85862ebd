import { and, eq, sql } from 'drizzle-orm'
import type { z } from '../../../common/zod.ts'
import type { captainRequestSchema, timeOffRequestSchema } from '../../../common/fleet-operations/fleet-api.ts'
import { addClubDays, clubInstant } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { members } from '../accounts/members-table.ts'
import { endMemberSessions } from '../accounts/sessions.ts'
import type { Caller } from '../../caller.ts'
import { assignedOutings, captainsWithDetails, type CaptainRow } from './captain-records.ts'
import { captainAssignments, captains, captainTimeOff, captainVessels } from './captain-tables.ts'

export type CaptainRequest = z.output<typeof captainRequestSchema>
export type TimeOffRequest = z.output<typeof timeOffRequestSchema>

/** Reads a captain on the roster with their row locked, so changes to them apply one after another. */
export async function lockCaptain(tx: Db, captainId: number): Promise<CaptainRow> {
  const [captain] = await tx.select().from(captains).where(eq(captains.id, captainId)).for('update')
  if (!captain) throw new Problem(404, { detail: 'No such captain.' })
  return captain
}

async function captainAnswer(tx: Db, captainId: number) {
  const [captain] = await captainsWithDetails(tx, { ids: [captainId], includeRetired: true })
  if (!captain) throw new Error(`Captain ${captainId} vanished`)
  return captain
}

async function qualify(tx: Db, captainId: number, vesselKeys: readonly string[]) {
  await tx.delete(captainVessels).where(eq(captainVessels.captainId, captainId))
  const unique = [...new Set(vesselKeys)]
  if (unique.length > 0) await tx.insert(captainVessels).values(unique.map((vesselKey) => ({ captainId, vesselKey })))
}

export async function addCaptain(tx: Db, caller: Caller, request: CaptainRequest) {
  const [row] = await tx
    .insert(captains)
    .values({
      name: request.name,
      email: request.email,
      phoneNumber: request.phone_number,
      licenceNumber: request.licence.number,
      licenceExpiresOn: request.licence.expires_on,
      createdAt: caller.now,
    })
    .returning()
  if (!row) throw new Error('The captain was not stored')
  await qualify(tx, row.id, request.vessels)
  const captain = await captainAnswer(tx, row.id)
  await recordAudit(tx, { actorId: caller.account.id, action: 'captain.add', targetMemberId: null, details: captain })
  return captain
}

/** Changes a captain's record; outings already assigned stay theirs (staff see any that no longer fit). */
export async function changeCaptain(tx: Db, caller: Caller, captainId: number, request: CaptainRequest) {
  const locked = await lockCaptain(tx, captainId)
  if (locked.retiredAt) throw new Problem(409, { detail: 'This captain has retired; their record is kept as it was.' })
  const before = await captainAnswer(tx, captainId)
  await tx
    .update(captains)
    .set({
      name: request.name,
      email: request.email,
      phoneNumber: request.phone_number,
      licenceNumber: request.licence.number,
      licenceExpiresOn: request.licence.expires_on,
    })
    .where(eq(captains.id, captainId))
  await qualify(tx, captainId, request.vessels)
  const after = await captainAnswer(tx, captainId)
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'captain.change',
    targetMemberId: null,
    details: { captain_id: captainId, before, after },
  })
  return after
}

/** Retires a captain: their history stays, and the outings still ahead of them lose their captain, to be reassigned. */
export async function retireCaptain(tx: Db, caller: Caller, captainId: number) {
  const locked = await lockCaptain(tx, captainId)
  if (locked.retiredAt) throw new Problem(409, { detail: 'This captain has already retired.' })
  await tx.update(captains).set({ retiredAt: caller.now }).where(eq(captains.id, captainId))
  if (locked.accountId !== null) {
    // A retired captain's sign-in for the dock ends with them, kept (as a removed member is) for the record.
    await tx.update(members).set({ isActive: false, deactivatedAt: caller.now }).where(eq(members.id, locked.accountId))
    await endMemberSessions(tx, locked.accountId)
  }
  const released = await tx
    .delete(captainAssignments)
    .where(
      and(
        eq(captainAssignments.captainId, captainId),
        sql`lower(${captainAssignments.during}) > ${caller.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ bookingId: captainAssignments.bookingId })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'captain.retire',
    targetMemberId: null,
    details: {
      captain_id: captainId,
      name: locked.name,
      unassigned_bookings: released.map((row) => row.bookingId),
      sign_in_ended: locked.accountId !== null,
    },
  })
  return captainAnswer(tx, captainId)
}

/** Time off, refused while the captain still crews an outing in it: reassign those first. */
export async function addTimeOff(tx: Db, caller: Caller, captainId: number, request: TimeOffRequest) {
  const locked = await lockCaptain(tx, captainId)
  if (request.to < request.from) throw new Problem(400, { detail: 'Time off must end on or after the day it starts.' })
  const clashes = await assignedOutings(
    tx,
    captainId,
    clubInstant(request.from, 0),
    clubInstant(addClubDays(request.to, 1), 0),
  )
  if (clashes.length > 0) {
    const count = clashes.length === 1 ? 'an outing' : `${clashes.length} outings`
    throw new Problem(409, {
      detail: `${locked.name} crews ${count} in that time; assign another captain first.`,
      booking_ids: clashes.map((clash) => clash.bookingId),
    })
  }
  await tx
    .insert(captainTimeOff)
    .values({ captainId, fromDate: request.from, toDate: request.to, reason: request.reason })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'captain.time_off',
    targetMemberId: null,
    details: { captain_id: captainId, name: locked.name, from: request.from, to: request.to, reason: request.reason },
  })
  return captainAnswer(tx, captainId)
}
