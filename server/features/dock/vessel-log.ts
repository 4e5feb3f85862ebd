import { between, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { slotKey, slotNames } from '../../../common/booking/slots.ts'
import { addClubDays, clubDateOf, clubIsoTime } from '../../../common/club-time.ts'
import type { VesselLog } from '../../../common/dock/dock-api.ts'
import {
  engineHours,
  hoursSinceService,
  serviceDue,
  type SlotLoad,
  suggestMaintenanceBlock,
} from '../../../common/dock/dock-rules.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { bookings, slotOccupancy, vessels } from '../bookings/booking-tables.ts'
import { captains } from '../captains/captain-tables.ts'
import { damagePhotos, damageReports, outings, vesselServices } from './dock-tables.ts'
import { lastEngineTenths, lastServiceTenths } from './vessel-readings.ts'

/** How far ahead a maintenance block is looked for. */
export const SUGGESTION_DAYS = 14

export const damagePhotoUrl = (photoId: string) => `/api/admin/damage-photos/${photoId}`

/** The damage reports named, with their photos' addresses, newest first. */
export async function damageReportsWhere(db: Db, where: SQL) {
  const reports = await db
    .select({ report: damageReports, reference: bookings.reference })
    .from(damageReports)
    .innerJoin(bookings, eq(bookings.id, damageReports.bookingId))
    .where(where)
    .orderBy(desc(damageReports.reportedAt), desc(damageReports.id))
  const bookingIds = [...new Set(reports.map(({ report }) => report.bookingId))]
  const photos =
    bookingIds.length > 0
      ? await db
          .select({ id: damagePhotos.id, bookingId: damagePhotos.bookingId })
          .from(damagePhotos)
          .where(inArray(damagePhotos.bookingId, bookingIds))
      : []
  return reports.map(({ report, reference }) => ({
    damage_id: report.id,
    booking_id: report.bookingId,
    reference,
    description: report.description,
    photos: photos
      .filter((photo) => photo.bookingId === report.bookingId)
      .map((photo) => ({ url: damagePhotoUrl(photo.id) })),
    reported_at: clubIsoTime(report.reportedAt),
    resolved_at: report.resolvedAt ? clubIsoTime(report.resolvedAt) : null,
  }))
}

/** Each half-day of the next two weeks (from tomorrow): whether the vessel is free, and how busy the fleet is. */
async function slotLoads(db: Db, vesselKey: string, now: Date): Promise<SlotLoad[]> {
  const first = addClubDays(clubDateOf(now), 1)
  const last = addClubDays(first, SUGGESTION_DAYS - 1)
  const held = await db
    .select({
      vesselKey: slotOccupancy.vesselKey,
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      bookingId: slotOccupancy.bookingId,
    })
    .from(slotOccupancy)
    .where(between(slotOccupancy.slotDate, first, last))
  const taken = new Set(held.filter((row) => row.vesselKey === vesselKey).map(slotKey))
  const booked = new Map<string, number>()
  for (const row of held) if (row.bookingId) booked.set(slotKey(row), (booked.get(slotKey(row)) ?? 0) + 1)
  return Array.from({ length: SUGGESTION_DAYS }, (_, index) => addClubDays(first, index)).flatMap((date) =>
    slotNames.map((slot) => ({
      date,
      slot,
      free: !taken.has(slotKey({ date, slot })),
      fleetBooked: booked.get(slotKey({ date, slot })) ?? 0,
    })),
  )
}

/** A vessel's log (member-api §9): its hours, trips, damage and services, and where to service it when due. */
export async function vesselLog(db: Db, vesselKey: string, now: Date, intervalHours: number): Promise<VesselLog> {
  const [vessel] = await db.select().from(vessels).where(eq(vessels.key, vesselKey))
  if (!vessel) throw new Problem(404, { detail: 'No such vessel.' })
  const tenths = await lastEngineTenths(db, vesselKey)
  const sinceService = hoursSinceService(tenths, await lastServiceTenths(db, vesselKey))
  const due = serviceDue(sinceService, intervalHours)
  const trips = await db
    .select({ outing: outings, reference: bookings.reference, captain: captains.name })
    .from(outings)
    .innerJoin(bookings, eq(bookings.id, outings.bookingId))
    .leftJoin(captains, eq(captains.id, outings.captainId))
    .where(eq(outings.vesselKey, vesselKey))
    .orderBy(desc(outings.checkedOutAt))
  const services = await db
    .select()
    .from(vesselServices)
    .where(eq(vesselServices.vesselKey, vesselKey))
    .orderBy(desc(vesselServices.at), desc(vesselServices.id))
  return {
    vessel_id: vesselKey,
    engine_hours: engineHours(tenths),
    hours_since_service: sinceService,
    service_interval_hours: intervalHours,
    service_due: due,
    trips: trips.map(({ outing, reference, captain }) => ({
      booking_id: outing.bookingId,
      reference,
      captain,
      checked_out_at: clubIsoTime(outing.checkedOutAt),
      checked_in_at: outing.checkedInAt ? clubIsoTime(outing.checkedInAt) : null,
      engine_hours_out: engineHours(outing.engineTenthsOut),
      engine_hours_in: outing.engineTenthsIn === null ? null : engineHours(outing.engineTenthsIn),
      fuel_percent_out: outing.fuelPercentOut,
      fuel_percent_in: outing.fuelPercentIn,
    })),
    damage: await damageReportsWhere(db, eq(damageReports.vesselKey, vesselKey)),
    services: services.map((service) => ({
      service_id: service.id,
      engine_hours: engineHours(service.engineTenths),
      notes: service.notes,
      at: clubIsoTime(service.at),
    })),
    suggested_block: due ? suggestMaintenanceBlock(await slotLoads(db, vesselKey, now)) : null,
  }
}
