/** The club's booking and membership rules (public-site.md §9, decisions §4), in one place for pages and the booking engine. */
export const clubPolicies = {
  outingsPerVesselPerDay: 2,
  outingsPerVesselPerWeek: 14,
  firstDeparture: '8:30 am',
  lastReturn: 'one hour after sunset',
  lastMinuteWindowHours: 24,
  freeCancellationHours: 48,
  bookingFeeUsd: 85,
  overnightLaborSurchargeUsdPerDay: 350,
  multiDayTrip: { minDays: 2, maxDays: 7 },
  coastalCruisingFuelMph: 10,
  /** Total possible reservations of active members stay at or below this share of peak-season availability. */
  availabilityTargetPercent: 80,
  inSeason: { from: 'November 1', to: 'April 30' },
  offSeason: { from: 'May 1', to: 'October 31' },
  weekdayOuting: 'Monday morning to Friday morning',
  weekendOuting: 'Friday afternoon to Sunday afternoon',
  timeZone: 'America/New_York',
} as const

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)
}
