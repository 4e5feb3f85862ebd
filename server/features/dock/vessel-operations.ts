import { eq } from 'drizzle-orm'
import type { z } from '../../../common/zod.ts'
import type { serviceRequestSchema } from '../../../common/dock/dock-api.ts'
import { engineTenths } from '../../../common/dock/dock-rules.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { damageReports, vesselServices } from './dock-tables.ts'
import { damageReportsWhere } from './vessel-log.ts'
import { lastEngineTenths, lockVessel, refuseBackwards } from './vessel-readings.ts'

export type ServiceRequest = z.output<typeof serviceRequestSchema>

/** Staff record a service: the vessel's hours since service count from this reading. */
export async function recordService(tx: Db, caller: Caller, vesselKey: string, request: ServiceRequest) {
  const vessel = await lockVessel(tx, vesselKey)
  const tenths = engineTenths(request.engine_hours)
  refuseBackwards(tenths, await lastEngineTenths(tx, vessel.key))
  await tx.insert(vesselServices).values({
    vesselKey: vessel.key,
    engineTenths: tenths,
    notes: request.notes,
    at: caller.now,
    recordedBy: caller.account.id,
  })
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'vessel.service',
    targetMemberId: null,
    details: { vessel_id: vessel.key, engine_hours: request.engine_hours, notes: request.notes },
  })
}

/** Staff mark a damage report resolved; once only. */
export async function resolveDamage(tx: Db, caller: Caller, damageId: number) {
  const [report] = await tx.select().from(damageReports).where(eq(damageReports.id, damageId)).for('update')
  if (!report) throw new Problem(404, { detail: 'No such damage report.' })
  if (report.resolvedAt) throw new Problem(409, { detail: 'This damage was already marked resolved.' })
  await tx
    .update(damageReports)
    .set({ resolvedAt: caller.now, resolvedBy: caller.account.id })
    .where(eq(damageReports.id, damageId))
  await recordAudit(tx, {
    actorId: caller.account.id,
    action: 'damage.resolve',
    targetMemberId: null,
    details: {
      damage_id: damageId,
      booking_id: report.bookingId,
      vessel_id: report.vesselKey,
      description: report.description,
    },
  })
  const [answer] = await damageReportsWhere(tx, eq(damageReports.id, damageId))
  if (!answer) throw new Error(`Damage report ${damageId} vanished`)
  return answer
}
