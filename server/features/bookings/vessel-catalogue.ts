import { eq, sql } from 'drizzle-orm'
import { formatLength, listings, vessels as fleet } from '../../../common/fleet.ts'
import { type TourType, tourTypes } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { vesselPrices, vessels } from './booking-tables.ts'

/** A vessel's half-day price is its listings' Mariner Points (every listing of one vessel has the same). */
function basePointsOf(vesselKey: string): number {
  const listing = listings.find((candidate) => candidate.vesselKey === vesselKey)
  if (!listing) throw new Error(`Vessel ${vesselKey} has no listing`)
  return listing.marinerPoints
}

/** Brings the vessels table in line with `common/fleet.ts`; run at start-up by every instance (it is idempotent). */
export async function syncVessels(db: Db): Promise<void> {
  await db
    .insert(vessels)
    .values(
      fleet.map((vessel) => ({
        key: vessel.key,
        name: vessel.name,
        lengthFeet: vessel.lengthFeet,
        guests: vessel.guests,
        basePoints: basePointsOf(vessel.key),
      })),
    )
    .onConflictDoUpdate({
      target: vessels.key,
      set: {
        name: sql`excluded.name`,
        lengthFeet: sql`excluded.length_feet`,
        guests: sql`excluded.guests`,
        basePoints: sql`excluded.base_points`,
      },
    })
}

export interface PricedVessel {
  key: string
  name: string
  lengthFeet: number
  guests: number
  basePoints: number
  /** Admins' prices by tour type (per day for Multi-day). */
  overrides: Partial<Record<TourType, number>>
}

/** `63' Peace`: how bookings and ledgers name a vessel. */
export function itemName(vessel: { name: string; lengthFeet: number }): string {
  return `${formatLength(vessel.lengthFeet)} ${vessel.name}`
}

export function locationsOf(vesselKey: string): string[] {
  return [...new Set(listings.filter((listing) => listing.vesselKey === vesselKey).map((listing) => listing.location))]
}

export async function pricedVessels(db: Db, vesselKey?: string): Promise<PricedVessel[]> {
  const rows = await db
    .select({ vessel: vessels, tourType: vesselPrices.tourType, points: vesselPrices.points })
    .from(vessels)
    .leftJoin(vesselPrices, eq(vesselPrices.vesselKey, vessels.key))
    .where(vesselKey ? eq(vessels.key, vesselKey) : undefined)
  const byKey = new Map<string, PricedVessel>()
  for (const { vessel, tourType, points } of rows) {
    const priced = byKey.get(vessel.key) ?? { ...vessel, overrides: {} }
    if (tourType && points !== null && (tourTypes as readonly string[]).includes(tourType)) {
      priced.overrides[tourType as TourType] = points
    }
    byKey.set(vessel.key, priced)
  }
  const order = fleet.map((vessel) => vessel.key)
  return [...byKey.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
}
