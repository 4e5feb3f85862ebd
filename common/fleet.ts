/**
 * The club's fleet. A vessel is one boat; a listing is a vessel shown under a location, so one vessel can be listed
 * in several places (decisions §3). Bookings are per vessel.
 */

export const locations = [
  { name: 'Sarasota', slug: 'sarasota' },
  { name: 'St. Petersburg', slug: 'st-petersburg' },
  { name: 'Anna Maria', slug: 'anna-maria' },
  { name: 'Tampa Bay', slug: 'tampa-bay' },
  { name: 'Venice', slug: 'venice' },
] as const

export type LocationName = (typeof locations)[number]['name']

export type VesselKind = 'motor yacht' | 'sport yacht' | 'express cruiser' | 'power catamaran' | 'center console'

export interface Vessel {
  /** Stable key, also the navigation's legacy anchor where that has no apostrophe. */
  key: string
  name: string
  /** How navigation lists name the vessel, where it differs from `name`. */
  navName?: string
  lengthFeet: number
  kind: VesselKind
  guests: number
}

export interface Listing {
  /** The listing's id in the club's data; repeats when a vessel is listed twice under one id. */
  dataId: string
  vesselKey: string
  location: LocationName
  marinerPoints: number
}

export const vessels: readonly Vessel[] = [
  {
    key: 'peace',
    name: 'Peace',
    lengthFeet: 63,
    kind: 'motor yacht',
    guests: 12,
  },
  {
    key: 'rallypoint',
    name: 'Rally Point',
    lengthFeet: 52,
    kind: 'motor yacht',
    guests: 12,
  },
  {
    key: 'memorymaker',
    name: 'Memory Maker',
    lengthFeet: 50,
    kind: 'motor yacht',
    guests: 12,
  },
  {
    key: 'memoriesnotdreams',
    name: 'Memories, Not Dreams',
    navName: 'Memories Not Dreams',
    lengthFeet: 50,
    kind: 'motor yacht',
    guests: 12,
  },
  {
    key: 'lilbitnauti',
    name: "Lil' Bit Nauti",
    lengthFeet: 50,
    kind: 'motor yacht',
    guests: 12,
  },
  {
    key: 'kaifin',
    name: 'Kai Fin',
    lengthFeet: 45,
    kind: 'sport yacht',
    guests: 12,
  },
  {
    key: 'congetta',
    name: 'Congetta',
    lengthFeet: 44,
    kind: 'motor yacht',
    guests: 10,
  },
  {
    key: 'fountainepajot',
    name: 'Fountaine Pajot',
    lengthFeet: 44,
    kind: 'power catamaran',
    guests: 12,
  },
  {
    key: 'giddyup',
    name: 'Giddy Up',
    lengthFeet: 43,
    kind: 'express cruiser',
    guests: 10,
  },
  {
    key: 'wanderlust',
    name: 'Wanderlust',
    lengthFeet: 42,
    kind: 'express cruiser',
    guests: 10,
  },
  {
    key: 'goldenticket',
    name: 'Golden Ticket',
    lengthFeet: 40,
    kind: 'express cruiser',
    guests: 10,
  },
  {
    key: 'happyhour',
    name: 'Happy Hour',
    lengthFeet: 40,
    kind: 'power catamaran',
    guests: 12,
  },
  {
    key: 'thirsttrap',
    name: 'Thirst Trap',
    lengthFeet: 40,
    kind: 'center console',
    guests: 12,
  },
  {
    key: 'topshelf',
    name: 'Top Shelf',
    lengthFeet: 38,
    kind: 'center console',
    guests: 13,
  },
  {
    key: 'oceanrode',
    name: 'Ocean Rode',
    lengthFeet: 35,
    kind: 'center console',
    guests: 10,
  },
]

export const listings: readonly Listing[] = [
  { dataId: 'peace', vesselKey: 'peace', location: 'Sarasota', marinerPoints: 399 },
  { dataId: 'rallypoint', vesselKey: 'rallypoint', location: 'Sarasota', marinerPoints: 285 },
  { dataId: 'memorymaker', vesselKey: 'memorymaker', location: 'Sarasota', marinerPoints: 246 },
  { dataId: 'kaifin', vesselKey: 'kaifin', location: 'Sarasota', marinerPoints: 200 },
  { dataId: 'giddyup', vesselKey: 'giddyup', location: 'Sarasota', marinerPoints: 189 },
  { dataId: 'wanderlust', vesselKey: 'wanderlust', location: 'Sarasota', marinerPoints: 200 },
  { dataId: 'goldenticket', vesselKey: 'goldenticket', location: 'Sarasota', marinerPoints: 149 },
  { dataId: 'happyhour-srq', vesselKey: 'happyhour', location: 'Sarasota', marinerPoints: 163 },
  { dataId: 'topshelf', vesselKey: 'topshelf', location: 'Sarasota', marinerPoints: 141 },
  { dataId: 'oceanrode-srq', vesselKey: 'oceanrode', location: 'Sarasota', marinerPoints: 137 },
  { dataId: 'memoriesnotdreams', vesselKey: 'memoriesnotdreams', location: 'St. Petersburg', marinerPoints: 230 },
  { dataId: 'congetta', vesselKey: 'congetta', location: 'St. Petersburg', marinerPoints: 230 },
  { dataId: 'lilbitnauti', vesselKey: 'lilbitnauti', location: 'Anna Maria', marinerPoints: 246 },
  { dataId: 'kaifin', vesselKey: 'kaifin', location: 'Anna Maria', marinerPoints: 200 },
  { dataId: 'happyhour-srq', vesselKey: 'happyhour', location: 'Anna Maria', marinerPoints: 163 },
  { dataId: 'topshelf', vesselKey: 'topshelf', location: 'Anna Maria', marinerPoints: 141 },
  { dataId: 'oceanrode-am', vesselKey: 'oceanrode', location: 'Anna Maria', marinerPoints: 137 },
  { dataId: 'memoriesnotdreams', vesselKey: 'memoriesnotdreams', location: 'Tampa Bay', marinerPoints: 230 },
  { dataId: 'fountainepajot', vesselKey: 'fountainepajot', location: 'Tampa Bay', marinerPoints: 230 },
  { dataId: 'thirsttrap', vesselKey: 'thirsttrap', location: 'Venice', marinerPoints: 141 },
]

export interface FleetSection {
  /** The HTML id of the listing's section on /fleet; unique on the page. */
  anchor: string
  listing: Listing
  vessel: Vessel
}

function locationSlug(name: LocationName): string {
  return locations.find((location) => location.name === name)?.slug ?? name
}

/**
 * Every listing with its anchor: a data id's first listing takes the id itself (`kaifin`), a repeat under another
 * location takes `{id}-{location-slug}` (`kaifin-anna-maria`), so ids stay unique on the page.
 */
export const fleetSections: readonly FleetSection[] = (() => {
  const seen = new Set<string>()
  return listings.map((listing) => {
    const anchor = seen.has(listing.dataId) ? `${listing.dataId}-${locationSlug(listing.location)}` : listing.dataId
    seen.add(listing.dataId)
    const vessel = vessels.find((candidate) => candidate.key === listing.vesselKey)
    if (!vessel) throw new Error(`Listing ${listing.dataId} names an unknown vessel ${listing.vesselKey}`)
    return { anchor, listing, vessel }
  })
})()

export function sectionsAt(location: LocationName): FleetSection[] {
  return fleetSections.filter((section) => section.listing.location === location)
}

/** Where a vessel's link lands on /fleet: the section of its first listing. */
export function vesselAnchor(vesselKey: string): string {
  const section = fleetSections.find((candidate) => candidate.vessel.key === vesselKey)
  if (!section) throw new Error(`No listing for vessel ${vesselKey}`)
  return section.anchor
}

/** The navigation's historical anchors, which differ from the data ids for a few vessels. */
const legacyAnchors: Record<string, string> = { "lil'bitnauti": 'lilbitnauti' }

/**
 * Resolves a /fleet URL hash to the id of a section on the page: a section anchor as it is, a legacy navigation
 * anchor (`lil'bitnauti`, `happyhour`, `oceanrode`, …) to its vessel's first listing. Unknown hashes give undefined.
 */
export function resolveFleetAnchor(hash: string): string | undefined {
  let wanted = hash.replace(/^#/, '')
  try {
    wanted = decodeURIComponent(wanted)
  } catch {
    return undefined
  }
  wanted = wanted.toLowerCase()
  if (fleetSections.some((section) => section.anchor === wanted)) return wanted
  const vesselKey = legacyAnchors[wanted] ?? wanted
  return vessels.some((vessel) => vessel.key === vesselKey) ? vesselAnchor(vesselKey) : undefined
}

export function formatLength(feet: number): string {
  return `${feet}'`
}
