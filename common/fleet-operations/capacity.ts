import { addClubDays, type ClubDate, clubDaysBetween, clubWeekday } from '../club-time.ts'
import { membershipTiers, type TierName } from '../membership-tiers.ts'
import { type SlotName, slotNames } from '../booking/slots.ts'
import { type CrewFacts, crewableOutings } from './crew-capacity.ts'

/** The club's target: active members' possible reservations at most 80% of the season's outings (public-site §9). */
export const CAPACITY_TARGET = 0.8

export interface Season {
  start: ClubDate
  end: ClubDate
}

/** The in-season months that begin in `year`: November 1 to April 30 of the next year (public-site §9). */
export function seasonOf(year: number): Season {
  const pad = (value: number) => String(value).padStart(4, '0')
  return { start: `${pad(year)}-11-01`, end: `${pad(year + 1)}-04-30` }
}

/** The season a day falls in, or the next one when it falls between seasons (May to October). */
export function currentSeasonYear(date: ClubDate): number {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  return month <= 4 ? year - 1 : year
}

export function seasonDays({ start, end }: Season): ClubDate[] {
  return Array.from({ length: clubDaysBetween(start, end) + 1 }, (_, index) => addClubDays(start, index))
}

/** The Monday on or before `date`. */
export function weekStartOf(date: ClubDate): ClubDate {
  return addClubDays(date, -((clubWeekday(date) + 6) % 7))
}

export interface VesselSlot {
  vesselKey: string
  date: ClubDate
  slot: SlotName
}

export interface CapacityFacts {
  season: Season
  vesselKeys: readonly string[]
  /** Every slot a block closes in the season. */
  blocked: readonly VesselSlot[]
  /** Every slot a standing booking holds in the season. */
  booked: readonly VesselSlot[]
  /** The tier of each active member (role `user`; staff and captains are not members). */
  memberTiers: readonly TierName[]
  captains: readonly CrewFacts[]
}

export interface Capacity {
  season_start: ClubDate
  season_end: ClubDate
  outings_available: number
  possible_reservations: number
  /** `null` when the season has no outing available at all. */
  ratio: number | null
  target: number
  by_tier: Array<{ tier: TierName; members: number; open_reservations_each: number; possible_reservations: number }>
  crew_limited_outings: number
  weekly: Array<{ week_start: ClubDate; outings_available: number; booked: number }>
}

const slotId = (slot: VesselSlot) => `${slot.vesselKey}|${slot.date}|${slot.slot}`

/**
 * The season's capacity against the target (member-api §6): 2 outings per vessel per day less the blocked ones, the
 * open reservations active members could hold at once, their ratio, the outings the captains could actually crew, and
 * each week's outings and bookings.
 */
export function capacityOf(facts: CapacityFacts): Capacity {
  const days = seasonDays(facts.season)
  const inSeason = (slot: VesselSlot) => facts.season.start <= slot.date && slot.date <= facts.season.end
  const blocked = new Set(facts.blocked.filter(inSeason).map(slotId))
  const openVessels = (date: ClubDate, slot: SlotName) =>
    new Set(facts.vesselKeys.filter((vesselKey) => !blocked.has(slotId({ vesselKey, date, slot }))))

  const weekly = new Map<ClubDate, { week_start: ClubDate; outings_available: number; booked: number }>()
  let outingsAvailable = 0
  let crewLimited = 0
  const weekOf = new Map<ClubDate, ClubDate>()
  for (const date of days) {
    const week = weekStartOf(date)
    weekOf.set(date, week)
    const counts = weekly.get(week) ?? { week_start: week, outings_available: 0, booked: 0 }
    for (const slot of slotNames) {
      const open = openVessels(date, slot)
      outingsAvailable += open.size
      counts.outings_available += open.size
      crewLimited += crewableOutings(facts.captains, open, date)
    }
    weekly.set(week, counts)
  }
  for (const slot of facts.booked) {
    const week = weekOf.get(slot.date)
    const counts = week === undefined ? undefined : weekly.get(week)
    if (counts) counts.booked += 1
  }

  const byTier = membershipTiers.map((tier) => {
    const members = facts.memberTiers.filter((name) => name === tier.name).length
    return {
      tier: tier.name,
      members,
      open_reservations_each: tier.openReservations,
      possible_reservations: members * tier.openReservations,
    }
  })
  const possible = byTier.reduce((sum, tier) => sum + tier.possible_reservations, 0)
  return {
    season_start: facts.season.start,
    season_end: facts.season.end,
    outings_available: outingsAvailable,
    possible_reservations: possible,
    ratio: ratioOf(possible, outingsAvailable),
    target: CAPACITY_TARGET,
    by_tier: byTier,
    crew_limited_outings: crewLimited,
    weekly: [...weekly.values()],
  }
}

/** Possible reservations per outing available; `null` when there is no outing to divide by. */
export function ratioOf(possible: number, outingsAvailable: number): number | null {
  return outingsAvailable === 0 ? null : possible / outingsAvailable
}

/** Over the target: a ratio past it, or any reservation at all when no outing is available. */
export function passesTarget(possible: number, outingsAvailable: number): boolean {
  const ratio = ratioOf(possible, outingsAvailable)
  return ratio === null ? possible > 0 : ratio > CAPACITY_TARGET
}

/** The ratio once one more active member of `tier` joins, and whether it would pass the target. */
export function withNewMember(capacity: Pick<Capacity, 'possible_reservations' | 'outings_available'>, tier: TierName) {
  const each = membershipTiers.find((candidate) => candidate.name === tier)?.openReservations ?? 0
  const possible = capacity.possible_reservations + each
  return {
    ratio: ratioOf(possible, capacity.outings_available),
    passesTarget: passesTarget(possible, capacity.outings_available),
  }
}
