import type { ClubDate } from '../club-time.ts'

/** What decides whether a captain can crew on a day: the vessels they are qualified on, their licence, their time off. */
export interface CrewFacts {
  vesselKeys: readonly string[]
  licenceExpiresOn: ClubDate
  timeOff: ReadonlyArray<{ from: ClubDate; to: ClubDate }>
}

// `YYYY-MM-DD` days compare as strings: the capacity read asks these questions thousands of times a season.
export function isOff(captain: Pick<CrewFacts, 'timeOff'>, date: ClubDate): boolean {
  return captain.timeOff.some((off) => off.from <= date && date <= off.to)
}

export function canCrewOn(captain: CrewFacts, date: ClubDate): boolean {
  return date <= captain.licenceExpiresOn && !isOff(captain, date)
}

/**
 * How many of `openVessels`' outings in one slot of `date` the roster could crew at once: each captain takes one
 * vessel they are qualified on. A maximum matching of captains to vessels (augmenting paths), so a captain qualified
 * on many vessels is not spent on one another captain could have taken.
 */
export function crewableOutings(
  captains: readonly CrewFacts[],
  openVessels: ReadonlySet<string>,
  date: ClubDate,
): number {
  const crews = captains
    .filter((captain) => canCrewOn(captain, date))
    .map((captain) => captain.vesselKeys.filter((vesselKey) => openVessels.has(vesselKey)))
  const crewOf = new Map<string, number>()
  const assign = (captain: number, tried: Set<string>): boolean => {
    for (const vesselKey of crews[captain] ?? []) {
      if (tried.has(vesselKey)) continue
      tried.add(vesselKey)
      const current = crewOf.get(vesselKey)
      if (current === undefined || assign(current, tried)) {
        crewOf.set(vesselKey, captain)
        return true
      }
    }
    return false
  }
  let crewed = 0
  for (let captain = 0; captain < crews.length; captain += 1) if (assign(captain, new Set())) crewed += 1
  return crewed
}
