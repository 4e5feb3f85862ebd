import type { ImageSlot, Scene } from '../../web/content/images.ts'
import type { Artboard } from './artboard.ts'
import { seaSurface, lightPath, swell } from './sea.ts'
import { distantShore } from './shoreline.ts'
import { birds, clearOfTitle, clouds, fairWeatherClouds, lightSource, skyGradient, stars } from './sky.ts'
import { vesselOnWater } from './vessels.ts'

export type SeascapeScene = Extract<Scene, { kind: 'seascape' }>

/** Where the horizon sits for each camera position, as a share of the height. */
const horizons: Record<SeascapeScene['view'], number> = { profile: 0.5, wide: 0.56, stern: 0.5 }

/** Smallest and largest boats in the fleet, to scale a boat by its length. */
const SMALLEST_FEET = 35
const LARGEST_FEET = 63

function sizeByLength(lengthFeet: number, smallest: number, largest: number): number {
  const share = (lengthFeet - SMALLEST_FEET) / (LARGEST_FEET - SMALLEST_FEET)
  return smallest + (largest - smallest) * Math.min(Math.max(share, 0), 1)
}

type Vessel = NonNullable<SeascapeScene['vessel']>

/** The boat large and side-on, underway. */
function profileBoat(board: Artboard, vessel: Vessel): string {
  const { random, width, height, horizon } = board
  const portrait = height > width
  return vesselOnWater(board, {
    kind: vessel.kind,
    view: 'profile',
    x: width * (0.5 + random.between(-0.05, 0.05)),
    waterline: horizon + (height - horizon) * (portrait ? 0.28 : 0.36),
    length: width * sizeByLength(vessel.lengthFeet, 0.4, 0.66) * (portrait ? 1.05 : 1),
    facing: random.chance(0.5) ? 1 : -1,
    underway: true,
    bobbing: true,
  })
}

/** The boat smaller, off to one side of a wide view; at anchor when the picture says so. */
function wideBoat(board: Artboard, vessel: Vessel, slot: ImageSlot, side: number): string {
  const { random, width, height, horizon } = board
  const seaDepth = height - horizon
  const length = width * sizeByLength(vessel.lengthFeet, 0.22, 0.34)
  const x = width * (0.5 + side * random.between(0.1, 0.18))
  const waterline = horizon + seaDepth * random.between(0.3, 0.42)
  const facing = side > 0 ? -1 : 1
  let markup = ''
  if (/rafted/i.test(slot.alt)) {
    // A second yacht tied alongside, just beyond the first.
    markup += vesselOnWater(board, {
      kind: 'motor yacht',
      view: 'profile',
      x: x - facing * length * 0.35,
      waterline: waterline - seaDepth * 0.05,
      length: length * 1.05,
      facing,
      bobbing: true,
      distance: 0.15,
    })
  }
  return (
    markup +
    vesselOnWater(board, {
      kind: vessel.kind,
      view: 'profile',
      x,
      waterline,
      length,
      facing,
      underway: !/anchor/i.test(slot.alt),
      bobbing: true,
    })
  )
}

/** The boat seen from astern, heading away beside the path of light. */
function sternBoat(board: Artboard, vessel: Vessel, lightX: number): string {
  const { random, width, height, horizon } = board
  const portrait = height > width
  return vesselOnWater(board, {
    kind: vessel.kind,
    view: 'stern',
    x: lightX + width * random.between(0.12, 0.18) * (random.chance(0.5) ? 1 : -1),
    waterline: horizon + (height - horizon) * (portrait ? 0.22 : 0.16),
    length: width * sizeByLength(vessel.lengthFeet, 0.24, 0.34) * (portrait ? 1.8 : 1),
    underway: true,
    bobbing: true,
  })
}

/** Open water: a boat in profile, small in a wide view, or heading away into the light. */
export function seascape(board: Artboard, scene: SeascapeScene, slot: ImageSlot): string {
  const { random, width, height } = board
  board.horizon = height * (horizons[scene.view] + random.between(-0.05, 0.05))
  const { light } = board.palette
  if (light.altitude > 0.3) {
    // A high sun sits at a different height in each picture, sometimes just out of frame.
    board.palette = { ...board.palette, light: { ...light, altitude: light.altitude * random.between(0.72, 1.08) } }
  }
  const { palette, horizon } = board
  const { vessel, view } = scene
  const boatSide = random.chance(0.5) ? 1 : -1
  const lightX = clearOfTitle(
    board,
    view === 'stern'
      ? width * random.between(0.42, 0.58)
      : width * (0.5 - boatSide * random.between(0.16, 0.3) * (vessel ? 1 : 0.8)),
  )
  let markup = skyGradient(board) + stars(board) + lightSource(board, lightX) + clouds(board)
  if (!palette.backlit && palette.light.altitude > 0.3) markup += fairWeatherClouds(board)

  const shoreSide = vessel && view === 'wide' ? boatSide : random.chance(0.5) ? 1 : -1
  const shoreHeight = height * random.between(0.012, 0.022)
  const shoreStart = shoreSide > 0 ? width * random.between(0.45, 0.65) : -width * 0.05
  const shoreEnd = shoreSide > 0 ? width * 1.05 : width * random.between(0.35, 0.55)
  markup += seaSurface(board)
  if (view !== 'profile' || random.chance(0.5)) {
    markup += distantShore(board, {
      from: shoreStart,
      to: shoreEnd,
      height: shoreHeight,
      palms: random.int(1, 4),
      beach: !palette.backlit,
    })
  }
  markup += lightPath(board, lightX) + swell(board)
  if (random.chance(0.4) && view !== 'stern') {
    // A far-off boat on the horizon gives scale.
    markup += vesselOnWater(board, {
      kind: random.pick(['motor yacht', 'express cruiser', 'sport yacht'] as const),
      view: 'profile',
      x: width * (0.5 - shoreSide * random.between(0.25, 0.4)),
      waterline: horizon + (height - horizon) * 0.025,
      length: width * 0.035,
      facing: random.chance(0.5) ? 1 : -1,
      distance: 0.8,
    })
  }
  if (vessel) {
    if (view === 'profile') markup += profileBoat(board, vessel)
    else if (view === 'wide') markup += wideBoat(board, vessel, slot, boatSide)
    else markup += sternBoat(board, vessel, lightX)
  }
  return markup + birds(board, { bottom: view === 'profile' ? 0.35 : 0.6 })
}
