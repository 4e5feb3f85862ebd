import { type TourType, tourTypes } from '../../../../common/booking/tours.ts'
import { vesselPricesRequestSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import type { PricesRequest, VesselPrices } from './prices-client.ts'

/** What each tour type's field holds: the new price as typed, empty to leave it as it is. */
export type PriceFields = Record<TourType, string>

export const emptyPriceFields = (): PriceFields =>
  Object.fromEntries(tourTypes.map((type) => [type, ''])) as PriceFields

/** Points as typed, thousands separators and spaces allowed: `1,500` is 1500; anything else is no number. */
export function typedPoints(typed: string): number {
  const compact = typed.replace(/[\s,]/g, '')
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN
}

export type PriceCheck =
  { ok: true; request: PricesRequest } | { ok: false; problems: Array<{ tourType: TourType; message: string }> }

/**
 * The request for the typed prices, checked as the server checks it: only the fields filled with a price other than
 * the current one are sent.
 */
export function priceRequest(fields: PriceFields, current: VesselPrices): PriceCheck {
  const typed = tourTypes.filter((type) => fields[type].trim() !== '')
  const prices = Object.fromEntries(
    typed
      .map((type) => [type, typedPoints(fields[type])] as const)
      .filter(([type, points]) => current.prices[type] !== points),
  )
  const checked = vesselPricesRequestSchema.safeParse({ prices })
  if (checked.success) return { ok: true, request: checked.data }
  return {
    ok: false,
    problems: checked.error.issues.map((issue) => ({
      tourType: issue.path[1] as TourType,
      message: `Price ${issue.message}.`,
    })),
  }
}

export const pointsLabel = (points: number) =>
  `${points.toLocaleString('en-US')} ${Math.abs(points) === 1 ? 'point' : 'points'}`

/** The tour's name, said per day where the price is (Multi-day). */
export const tourLabel = (tourType: TourType) => (tourType === 'Multi-day' ? 'Multi-day (per day)' : tourType)
