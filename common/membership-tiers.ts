export const tierNames = ['Silver', 'Gold', 'Platinum', 'Diamond'] as const

export type TierName = (typeof tierNames)[number]

export interface MembershipTier {
  name: TierName
  tagline: string
  description: string
  annualPoints: number
  openReservations: number
  /** Weekend outings a membership year may include; `null` for unlimited. */
  weekendOutingsPerYear: number | null
  trips: { count: number; kind: 'overnight' | 'multi-day' }
  scheduling: string
  /** How many days ahead a member of this tier may book (decisions §4). */
  bookingWindowDays: number
}

export const membershipTiers: readonly MembershipTier[] = [
  {
    name: 'Silver',
    tagline: 'Best for Occasional Boater',
    description:
      'A beautiful introduction to club life: regular days on the water without the commitment of ownership.',
    annualPoints: 1850,
    openReservations: 2,
    weekendOutingsPerYear: 12,
    trips: { count: 1, kind: 'overnight' },
    scheduling: 'Standard scheduling',
    bookingWindowDays: 30,
  },
  {
    name: 'Gold',
    tagline: 'most popular, ideal for snowbirds',
    description: 'Our most popular membership, sized for the season: plenty of points and priority on the calendar.',
    annualPoints: 3350,
    openReservations: 4,
    weekendOutingsPerYear: 24,
    trips: { count: 2, kind: 'overnight' },
    scheduling: 'Gold priority scheduling',
    bookingWindowDays: 45,
  },
  {
    name: 'Platinum',
    tagline: 'Perfect for full-time Residents',
    description: 'For Gulf Coast residents who want the water to be part of every week, all year round.',
    annualPoints: 4900,
    openReservations: 6,
    weekendOutingsPerYear: null,
    trips: { count: 2, kind: 'multi-day' },
    scheduling: 'Platinum priority scheduling',
    bookingWindowDays: 60,
  },
  {
    name: 'Diamond',
    tagline: 'Ultimate Membership for Water Warriors',
    description:
      'The fullest expression of the club: the most points, the most reservations and first call on the fleet.',
    annualPoints: 7500,
    openReservations: 8,
    weekendOutingsPerYear: null,
    trips: { count: 3, kind: 'multi-day' },
    scheduling: 'Top priority scheduling',
    bookingWindowDays: 90,
  },
]

/** The benefits a tier card lists, in the order members compare them. */
export function tierBenefits(tier: MembershipTier): string[] {
  const trips = `${tier.trips.count} ${tier.trips.kind} ${tier.trips.count === 1 ? 'trip' : 'trips'} a year`
  return [
    `${tier.annualPoints.toLocaleString('en-US')} Mariner Points a year`,
    `${tier.openReservations} open reservations`,
    tier.weekendOutingsPerYear === null
      ? 'Unlimited weekend outings'
      : `${tier.weekendOutingsPerYear} weekend outings a year`,
    'Unlimited last-minute bookings',
    trips,
    `${tier.scheduling}: book up to ${tier.bookingWindowDays} days ahead`,
  ]
}
