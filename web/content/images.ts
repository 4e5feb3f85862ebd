import { fleetSections, type VesselKind, vessels } from '../../common/fleet.ts'

/**
 * Every image slot of the site. Until the club supplies photographs (content/photos/<id>.jpg), each slot shows
 * artwork made for it (public/artwork/<id>.svg, written by `npm run artwork`). Sizes are fixed so nothing shifts
 * while images load. Alt texts describe the subject, so they hold for the artwork and for a photo that replaces it.
 */
export interface ImageSlot {
  id: string
  width: number
  height: number
  alt: string
  /** What the artwork shows; read by the artwork generator. */
  scene: Scene
}

export type TimeOfDay = 'dawn' | 'morning' | 'midday' | 'golden hour' | 'sunset' | 'dusk' | 'night'

export type Scene =
  | {
      kind: 'seascape'
      time: TimeOfDay
      vessel?: { kind: VesselKind; lengthFeet: number }
      view: 'profile' | 'wide' | 'stern'
    }
  | { kind: 'marina'; time: TimeOfDay; lights: boolean; people: boolean }
  | { kind: 'dining'; time: TimeOfDay; setting: 'table on deck' | 'chef at work' | 'celebration' }
  | { kind: 'coastline'; time: TimeOfDay; landmark: 'barrier island' | 'bayfront skyline' | 'mangroves' | 'beach' }

const hero = { width: 1920, height: 840 }
const card = { width: 1200, height: 900 }
const vessel = { width: 1600, height: 1000 }
const portrait = { width: 1200, height: 1500 }
const photo = { width: 1500, height: 1000 }

const vesselViews = [
  { view: 'profile', time: 'midday', caption: 'cruising under a clear midday sky' },
  { view: 'wide', time: 'golden hour', caption: 'at anchor in golden-hour light' },
  { view: 'stern', time: 'sunset', caption: 'heading out towards the sunset' },
] as const

/** Three images for every vessel's carousel on /fleet; the first is also its card on the home page. */
function vesselSlots(): ImageSlot[] {
  return vessels.flatMap((boat) =>
    vesselViews.map(({ view, time, caption }, index) => ({
      id: `fleet/${boat.key}-${index + 1}`,
      ...vessel,
      alt: `${boat.name}, a ${boat.lengthFeet}-foot ${boat.kind}, ${caption}`,
      scene: { kind: 'seascape', time, vessel: { kind: boat.kind, lengthFeet: boat.lengthFeet }, view },
    })),
  )
}

const galleryTimes: TimeOfDay[] = ['golden hour', 'sunset', 'dusk', 'night']
const galleryMoments = [
  'guests arriving along the waterfront',
  'the fleet dressed with lights at the dock',
  'a toast on the promenade',
  'the ribbon cutting at Quay Commons',
  'live music under string lights',
  'members touring the flagship',
  'the bay at sunset from the terrace',
  'a crewed tender bringing guests ashore',
  'dancing on the dock',
  'lanterns reflected in the marina',
  'the first cruise of the evening',
  'a farewell under the stars',
]

function gallerySlots(): ImageSlot[] {
  return galleryMoments.map((moment, index) => ({
    id: `gallery/quay-commons-${index + 1}`,
    ...photo,
    alt: `The grand opening at Quay Commons: ${moment}`,
    scene: {
      kind: 'marina',
      time: galleryTimes[index % galleryTimes.length] ?? 'dusk',
      lights: index % 3 !== 2,
      people: index % 2 === 0,
    },
  }))
}

export const imageSlots: readonly ImageSlot[] = [
  {
    id: 'home/hero',
    width: 1920,
    height: 1080,
    alt: 'A motor yacht gliding across calm water off Sarasota at sunset',
    scene: { kind: 'seascape', time: 'sunset', vessel: { kind: 'motor yacht', lengthFeet: 63 }, view: 'wide' },
  },
  {
    id: 'home/best-of-all-worlds',
    ...card,
    alt: 'A crewed yacht at anchor beside a barrier island beach',
    scene: { kind: 'coastline', time: 'midday', landmark: 'barrier island' },
  },
  {
    id: 'home/experience-freedom',
    ...hero,
    alt: 'Open water stretching to the horizon at dawn',
    scene: { kind: 'seascape', time: 'dawn', view: 'wide' },
  },
  ...vesselSlots(),
  {
    id: 'fleet/hero',
    ...hero,
    alt: 'The club fleet moored in the marina at golden hour',
    scene: { kind: 'marina', time: 'golden hour', lights: false, people: false },
  },
  {
    id: 'membership/hero',
    ...hero,
    alt: 'A flybridge yacht cruising past the Sarasota bayfront',
    scene: { kind: 'coastline', time: 'golden hour', landmark: 'bayfront skyline' },
  },
  {
    id: 'membership/details',
    ...card,
    alt: 'A captain at the helm guiding a yacht through the bay',
    scene: { kind: 'seascape', time: 'morning', vessel: { kind: 'sport yacht', lengthFeet: 45 }, view: 'profile' },
  },
  {
    id: 'events/hero',
    ...hero,
    alt: 'A waterfront party at dusk with string lights over the marina',
    scene: { kind: 'marina', time: 'dusk', lights: true, people: true },
  },
  {
    id: 'events/anchors-away',
    ...card,
    alt: 'Yachts rafted together at anchor for Anchors Away and Luxury All Day',
    scene: { kind: 'seascape', time: 'midday', vessel: { kind: 'power catamaran', lengthFeet: 44 }, view: 'wide' },
  },
  {
    id: 'events/grand-opening',
    ...card,
    alt: 'The grand opening celebration at Quay Commons',
    scene: { kind: 'marina', time: 'night', lights: true, people: true },
  },
  {
    id: 'events/tour-the-fleet',
    ...card,
    alt: 'Guests walking the dock to tour the fleet',
    scene: { kind: 'marina', time: 'morning', lights: false, people: true },
  },
  {
    id: 'events/networking',
    ...card,
    alt: 'A private gathering on a yacht deck at sunset',
    scene: { kind: 'dining', time: 'sunset', setting: 'celebration' },
  },
  {
    id: 'events/get-on-the-list',
    ...hero,
    alt: 'Lanterns glowing over the marina at night',
    scene: { kind: 'marina', time: 'night', lights: true, people: false },
  },
  {
    id: 'gallery/hero',
    ...hero,
    alt: 'Quay Commons lit up for its grand opening',
    scene: { kind: 'marina', time: 'dusk', lights: true, people: true },
  },
  ...gallerySlots(),
  {
    id: 'dining/hero',
    ...hero,
    alt: 'A table set for dinner on a yacht deck at sunset',
    scene: { kind: 'dining', time: 'sunset', setting: 'table on deck' },
  },
  {
    id: 'dining/chef-menu',
    ...card,
    alt: 'A private chef plating a dish in the galley',
    scene: { kind: 'dining', time: 'golden hour', setting: 'chef at work' },
  },
  {
    id: 'dining/hospitality',
    ...card,
    alt: 'A catered spread laid out on the aft deck',
    scene: { kind: 'dining', time: 'midday', setting: 'table on deck' },
  },
  {
    id: 'dining/celebration',
    ...card,
    alt: 'Champagne glasses raised on deck for a celebration',
    scene: { kind: 'dining', time: 'dusk', setting: 'celebration' },
  },
  {
    id: 'yacht-management/hero',
    ...hero,
    alt: 'A privately owned yacht in its slip at the marina',
    scene: { kind: 'marina', time: 'morning', lights: false, people: false },
  },
  {
    id: 'yacht-management/ready',
    ...portrait,
    alt: 'An owner’s yacht cruising the Gulf under a clear sky',
    scene: { kind: 'seascape', time: 'midday', vessel: { kind: 'motor yacht', lengthFeet: 52 }, view: 'profile' },
  },
  {
    id: 'founders/hero',
    ...hero,
    alt: 'The Sarasota coastline at dawn, where the club began',
    scene: { kind: 'coastline', time: 'dawn', landmark: 'mangroves' },
  },
  {
    id: 'founders/boats',
    ...card,
    alt: 'The founders’ first boats side by side at the dock',
    scene: { kind: 'marina', time: 'golden hour', lights: false, people: false },
  },
  {
    id: 'founders/club',
    ...card,
    alt: 'Members gathered on the dock of the club at sunset',
    scene: { kind: 'marina', time: 'sunset', lights: true, people: true },
  },
  {
    id: 'contact/hero',
    ...hero,
    alt: 'The Gulf of Mexico at golden hour',
    scene: { kind: 'seascape', time: 'golden hour', view: 'wide' },
  },
  {
    id: 'contact/side',
    ...portrait,
    alt: 'A yacht’s bow cutting through blue water',
    scene: { kind: 'seascape', time: 'morning', vessel: { kind: 'express cruiser', lengthFeet: 43 }, view: 'stern' },
  },
  {
    id: 'login/hero',
    ...portrait,
    alt: 'The club marina at dusk, yachts at rest under the first lights',
    scene: { kind: 'marina', time: 'dusk', lights: true, people: false },
  },
]

export function imageSlot(id: string): ImageSlot {
  const slot = imageSlots.find((candidate) => candidate.id === id)
  if (!slot) throw new Error(`No image slot ${id}`)
  return slot
}

/** The image a listing's card and carousel start from. */
export function listingCoverSlot(anchor: string): ImageSlot {
  const section = fleetSections.find((candidate) => candidate.anchor === anchor)
  if (!section) throw new Error(`No fleet section ${anchor}`)
  return imageSlot(`fleet/${section.vessel.key}-1`)
}
