import { addClubDays, type ClubDate } from '../club-time.ts'
import { isWeekendSlot, type SlotRef, slotTimes, sunsetAt } from './slots.ts'

export const tourTypes = [
  'Half Day Morning',
  'Half Day Afternoon',
  'Sunset',
  'Full Day',
  'Overnight',
  'Multi-day',
] as const
export type TourType = (typeof tourTypes)[number]

export const MULTI_DAY_MIN = 2
export const MULTI_DAY_MAX = 7

/** A listing's Mariner Points are the price of one half-day outing; the rest are multiples of it (per day for Multi-day). */
export const pointMultiples: Readonly<Record<TourType, number>> = {
  'Half Day Morning': 1,
  'Half Day Afternoon': 1,
  Sunset: 1,
  'Full Day': 2,
  Overnight: 3,
  'Multi-day': 2,
}

export const BOOKING_FEE_CENTS = 8_500
export const LABOR_SURCHARGE_CENTS_PER_NIGHT = 35_000

const HOUR_MS = 3_600_000
const SUNSET_TOUR_HOURS = 3

export interface TourPlan {
  tourType: TourType
  date: ClubDate
  /** Days the tour spans: 1, 2 for Overnight, 2–7 for Multi-day. */
  days: number
  /** Every slot the tour takes, in order; each is taken on the vessel for the whole booking. */
  slots: SlotRef[]
  startAt: Date
  endAt: Date
  /** Nights aboard, each billed the crew labor surcharge. */
  nights: number
}

function everySlot(date: ClubDate, days: number): SlotRef[] {
  return Array.from({ length: days }, (_, index) => addClubDays(date, index)).flatMap((day) => [
    { date: day, slot: 'morning' as const },
    { date: day, slot: 'afternoon' as const },
  ])
}

/** Which slots a tour takes and when it starts and ends (decisions §4). `days` matters only for Multi-day. */
export function planTour(tourType: TourType, date: ClubDate, days = 1): TourPlan {
  const plan = (slots: SlotRef[], startAt: Date, endAt: Date, nights = 0): TourPlan => ({
    tourType,
    date,
    days: tourType === 'Multi-day' ? days : tourType === 'Overnight' ? 2 : 1,
    slots,
    startAt,
    endAt,
    nights,
  })
  const morning: SlotRef = { date, slot: 'morning' }
  const afternoon: SlotRef = { date, slot: 'afternoon' }
  switch (tourType) {
    case 'Half Day Morning':
      return plan([morning], slotTimes(morning).startAt, slotTimes(morning).endAt)
    case 'Half Day Afternoon':
      return plan([afternoon], slotTimes(afternoon).startAt, slotTimes(afternoon).endAt)
    case 'Sunset': {
      const endAt = new Date(sunsetAt(date).getTime() + HOUR_MS)
      return plan([afternoon], new Date(endAt.getTime() - SUNSET_TOUR_HOURS * HOUR_MS), endAt)
    }
    case 'Full Day':
      return plan([morning, afternoon], slotTimes(morning).startAt, slotTimes(afternoon).endAt)
    case 'Overnight': {
      const nextMorning: SlotRef = { date: addClubDays(date, 1), slot: 'morning' }
      return plan([afternoon, nextMorning], slotTimes(afternoon).startAt, slotTimes(nextMorning).endAt, 1)
    }
    case 'Multi-day': {
      if (!Number.isInteger(days) || days < MULTI_DAY_MIN || days > MULTI_DAY_MAX) {
        throw new RangeError(`A multi-day trip lasts ${MULTI_DAY_MIN} to ${MULTI_DAY_MAX} days`)
      }
      const slots = everySlot(date, days)
      const last = slots[slots.length - 1] as SlotRef
      return plan(slots, slotTimes(morning).startAt, slotTimes(last).endAt, days - 1)
    }
  }
}

/** A tour's price per unit (per day for Multi-day): an admin's price for the vessel and tour type, else the listing's
 * Mariner Points times the tour's multiple. What `GET /booking/vessels` lists. */
export function tourUnitPrice(tourType: TourType, basePoints: number, overridePoints?: number): number {
  return overridePoints ?? basePoints * pointMultiples[tourType]
}

/** The Mariner Points a tour costs: its unit price, for each day of a Multi-day trip. */
export function tourPrice(plan: Pick<TourPlan, 'tourType' | 'days'>, unitPrice: number): number {
  return plan.tourType === 'Multi-day' ? unitPrice * plan.days : unitPrice
}

/** Billed outside points: the booking fee, and the crew labor surcharge for each night aboard. */
export function tourFees(plan: Pick<TourPlan, 'nights'>): { bookingFeeCents: number; laborSurchargeCents: number } {
  return { bookingFeeCents: BOOKING_FEE_CENTS, laborSurchargeCents: LABOR_SURCHARGE_CENTS_PER_NIGHT * plan.nights }
}

/** A tour is a weekend outing when any of its slots is. */
export function isWeekendOuting(plan: Pick<TourPlan, 'slots'>): boolean {
  return plan.slots.some(isWeekendSlot)
}

/** Which trip allowance a tour uses, if any. */
export function tripKind(tourType: TourType): 'overnight' | 'multi-day' | null {
  return tourType === 'Overnight' ? 'overnight' : tourType === 'Multi-day' ? 'multi-day' : null
}

/**
 * How long a tour lasts, as the ledger shows it (portal-and-admin.md §9): whole hours from start to end, rounded down;
 * without an end, a Half Day lasts 5 hours and a Sunset 3.
 */
export function tourDurationHours(tourType: string, startAt: Date, endAt: Date | null): number | undefined {
  if (endAt) return Math.floor((endAt.getTime() - startAt.getTime()) / HOUR_MS)
  if (tourType.startsWith('Half Day')) return 5
  if (tourType === 'Sunset') return SUNSET_TOUR_HOURS
  return undefined
}
