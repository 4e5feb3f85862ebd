import { and, eq } from 'drizzle-orm'
import { type TourType, tourTypes, tourUnitPrice } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { Caller } from '../../caller.ts'
import { vesselPrices, vessels } from '../bookings/booking-tables.ts'
import { type PricedVessel, pricedVessels } from '../bookings/vessel-catalogue.ts'

export type PriceChanges = Partial<Record<TourType, number | null>>

/** A vessel's price list (member-api §6): each tour's price in force, its default multiple, and which are overridden. */
export function priceList(vessel: PricedVessel) {
  const defaults = Object.fromEntries(tourTypes.map((type) => [type, tourUnitPrice(type, vessel.basePoints)]))
  const prices = Object.fromEntries(
    tourTypes.map((type) => [type, tourUnitPrice(type, vessel.basePoints, vessel.overrides[type])]),
  )
  const overridden = tourTypes.filter((type) => vessel.overrides[type] !== undefined)
  return { vessel_id: vessel.key, prices, defaults, overridden }
}

export async function vesselPriceList(db: Db, vesselKey: string) {
  const [vessel] = await pricedVessels(db, vesselKey)
  if (!vessel) throw new Problem(404, { detail: 'No such vessel.' })
  return priceList(vessel)
}

/**
 * Sets or resets a vessel's prices: a number overrides the default for that tour type, `null` returns it to the
 * default multiple. In force for quotes and bookings from the commit; bookings already made keep their price.
 */
export async function setVesselPrices(tx: Db, caller: Caller, vesselKey: string, changes: PriceChanges) {
  // The vessel's row is locked so two staff saving at once apply one after the other, each audited against the last.
  const [locked] = await tx.select({ key: vessels.key }).from(vessels).where(eq(vessels.key, vesselKey)).for('update')
  if (!locked) throw new Problem(404, { detail: 'No such vessel.' })
  const before = await vesselPriceList(tx, vesselKey)
  for (const [tourType, points] of Object.entries(changes) as Array<[TourType, number | null]>) {
    if (points === null) {
      await tx
        .delete(vesselPrices)
        .where(and(eq(vesselPrices.vesselKey, vesselKey), eq(vesselPrices.tourType, tourType)))
    } else {
      await tx
        .insert(vesselPrices)
        .values({ vesselKey, tourType, points })
        .onConflictDoUpdate({ target: [vesselPrices.vesselKey, vesselPrices.tourType], set: { points } })
    }
  }
  const after = await vesselPriceList(tx, vesselKey)
  const changed = tourTypes.filter(
    (type) =>
      before.prices[type] !== after.prices[type] ||
      before.overridden.includes(type) !== after.overridden.includes(type),
  )
  if (changed.length > 0) {
    await recordAudit(tx, {
      actorId: caller.account.id,
      action: 'vessel.prices',
      targetMemberId: null,
      details: {
        vessel_id: vesselKey,
        prices: Object.fromEntries(
          changed.map((type) => [type, { before: before.prices[type], after: after.prices[type] }]),
        ),
      },
    })
  }
  return after
}
