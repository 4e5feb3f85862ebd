import { desc, eq, max, sql } from 'drizzle-orm'
import { engineHours, serviceDue } from '../../../common/dock/dock-rules.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { vessels } from '../bookings/booking-tables.ts'
import { outings, vesselServices } from './dock-tables.ts'

/** Locks a vessel's row, so its readings are written one after another and only go forward. */
export async function lockVessel(tx: Db, vesselKey: string) {
  const [vessel] = await tx.select().from(vessels).where(eq(vessels.key, vesselKey)).for('update')
  if (!vessel) throw new Problem(404, { detail: 'No such vessel.' })
  return vessel
}

/** The vessel's latest hour-meter reading in tenths (readings only go forward, so the highest), or 0. */
export async function lastEngineTenths(db: Db, vesselKey: string): Promise<number> {
  const [trips] = await db
    .select({
      tenths:
        sql<number>`coalesce(max(greatest(${outings.engineTenthsOut}, coalesce(${outings.engineTenthsIn}, 0))), 0)`.mapWith(
          Number,
        ),
    })
    .from(outings)
    .where(eq(outings.vesselKey, vesselKey))
  const [services] = await db
    .select({ tenths: sql<number>`coalesce(max(${vesselServices.engineTenths}), 0)`.mapWith(Number) })
    .from(vesselServices)
    .where(eq(vesselServices.vesselKey, vesselKey))
  return Math.max(trips?.tenths ?? 0, services?.tenths ?? 0)
}

/** The engine hours (in tenths) at the vessel's last service, or null if it has none on record. */
export async function lastServiceTenths(db: Db, vesselKey: string): Promise<number | null> {
  const [row] = await db
    .select({ tenths: vesselServices.engineTenths })
    .from(vesselServices)
    .where(eq(vesselServices.vesselKey, vesselKey))
    .orderBy(desc(vesselServices.at), desc(vesselServices.id))
    .limit(1)
  return row?.tenths ?? null
}

/** Refuses a reading below the vessel's last one (member-api §9: engine hours only go forward). */
export function refuseBackwards(readingTenths: number, lastTenths: number) {
  if (readingTenths < lastTenths) {
    throw new Problem(422, {
      rule: 'engine_hours',
      detail: `Engine hours only go forward: this vessel last read ${(lastTenths / 10).toLocaleString('en-US')} hours.`,
    })
  }
}

/** The vessels past their service interval: two grouped queries, however many vessels the fleet has. */
export async function vesselsDueService(db: Db, intervalHours: number): Promise<Set<string>> {
  const trips = await db
    .select({
      vesselKey: outings.vesselKey,
      tenths: sql<number>`max(greatest(${outings.engineTenthsOut}, coalesce(${outings.engineTenthsIn}, 0)))`.mapWith(
        Number,
      ),
    })
    .from(outings)
    .groupBy(outings.vesselKey)
  const services = await db
    .select({ vesselKey: vesselServices.vesselKey, tenths: max(vesselServices.engineTenths) })
    .from(vesselServices)
    .groupBy(vesselServices.vesselKey)
  // Readings only go forward, so the highest service reading is the last service.
  const serviced = new Map(services.map((row) => [row.vesselKey, row.tenths ?? 0]))
  const due = new Set<string>()
  for (const { vesselKey, tenths } of trips) {
    const since = engineHours(Math.max(0, tenths - (serviced.get(vesselKey) ?? 0)))
    if (serviceDue(since, intervalHours)) due.add(vesselKey)
  }
  return due
}
