import type { VesselKind } from '../../common/fleet.ts'
import type { ImageSlot, Scene } from '../../web/content/images.ts'
import type { Artboard } from './artboard.ts'
import { mix } from './colour.ts'
import { glow, lampPost, lightOnWater, stringLights } from './lights.ts'
import { brand } from './palettes.ts'
import { crowd } from './people.ts'
import { lightPath, seaSurface, swell } from './sea.ts'
import { distantShore } from './shoreline.ts'
import { birds, clearOfTitle, clouds, lightSource, skyGradient, stars } from './sky.ts'
import { d, num, type Point, tag } from './svg.ts'
import { canopy, palm } from './vegetation.ts'
import { vesselOnWater } from './vessels.ts'
import { clubhouse, dock, masts, structureColours } from './waterfront.ts'

export type MarinaScene = Extract<Scene, { kind: 'marina' }>

const mooredKinds: readonly VesselKind[] = [
  'motor yacht',
  'sport yacht',
  'express cruiser',
  'power catamaran',
  'center console',
]

function figureColour(board: Artboard): string {
  return board.palette.backlit ? mix(board.palette.nearLand, '#000000', 0.2) : brand.navy800
}

function skyAndWater(board: Artboard, lightX: number, shimmer: number): string {
  return (
    skyGradient(board) +
    stars(board) +
    lightSource(board, lightX) +
    clouds(board, { bottom: 0.7 }) +
    seaSurface(board) +
    lightPath(board, lightX, shimmer) +
    swell(board, { rows: 8, calm: 0.6 })
  )
}

/** A row of boats moored side by side along a dock, with a few masts among them. */
function mooredRow(board: Artboard, waterline: number, count: number, size: number): string {
  const { random, width } = board
  let markup = ''
  const sails: [number, number, number][] = []
  const step = width / count
  for (let index = 0; index < count; index += 1) {
    if (random.chance(0.45))
      sails.push([step * (index + random.between(0, 1)), waterline, size * random.between(1.1, 1.5)])
  }
  markup += masts(board, sails)
  for (let index = 0; index < count; index += 1) {
    const kind = random.pick(mooredKinds)
    markup += vesselOnWater(board, {
      kind,
      view: 'profile',
      x: step * (index + 0.5) + random.between(-0.12, 0.12) * step,
      waterline: waterline + random.between(-0.004, 0.004) * board.height,
      length: size * random.between(0.85, 1.15) * (kind === 'center console' ? 0.75 : 1),
      facing: random.chance(0.5) ? 1 : -1,
    })
  }
  return markup
}

/** Across the basin: the clubhouse on the far promenade, boats at the dock, open water in front. */
function harbour(board: Artboard, scene: MarinaScene): string {
  const { random, width, height } = board
  board.horizon = height * random.between(0.44, 0.56)
  const { horizon } = board
  const lightX = clearOfTitle(board, width * random.between(0.15, 0.85))
  const colours = structureColours(board)
  let markup = skyAndWater(board, lightX, 0.6)
  const promenade = horizon - height * 0.012
  let trees = ''
  for (let index = 0; index < 7; index += 1) {
    const x = random.between(-0.05, 1.05) * width
    trees += random.chance(0.5)
      ? palm(random, x, promenade, height * random.between(0.08, 0.13), random.between(-0.15, 0.15))
      : canopy(random, x, promenade, height * random.between(0.08, 0.16), height * random.between(0.04, 0.07))
  }
  markup += tag('path', { d: trees, fill: mix(board.palette.farLand, board.palette.nearLand, 0.45) })
  // Sometimes the clubhouse stands square in the middle, sometimes off to one side with the bay open beside it.
  const houseX = width * (random.chance(0.5) ? random.between(0.42, 0.58) : random.pick([0.22, 0.78]))
  markup += clubhouse(board, houseX, promenade, width * random.between(0.24, 0.4), height * random.between(0.12, 0.18))
  markup += tag('rect', { y: promenade, width, height: horizon - promenade + 1, fill: colours.wallShade })
  const lamps: Point[] = []
  const lampHeight = height * 0.055
  for (let x = width * random.between(0.02, 0.08); x < width; x += width * 0.11) {
    markup += lampPost(board, x, promenade, lampHeight, colours.roof)
    lamps.push([x, promenade - lampHeight * 0.95])
  }
  if (scene.lights) markup += stringLights(board, lamps, { sag: height * 0.008, bulb: Math.max(1.5, width * 0.0016) })
  if (scene.people) {
    markup += crowd(board, random, {
      from: 0,
      to: width,
      feet: promenade,
      height: height * 0.035,
      colour: figureColour(board),
      count: random.int(10, 16),
    })
  }
  if (board.palette.lampsOn) {
    markup += lightOnWater(
      board,
      lamps.map(([x]) => x),
      horizon + 2,
      (height - horizon) * 0.25,
      width * 0.012,
    )
  }
  const boatLine = horizon + (height - horizon) * random.between(0.34, 0.42)
  markup += mooredRow(board, boatLine, random.int(2, 5), width * random.between(0.17, 0.28))
  markup += dock(board, boatLine + height * 0.012, -10, width + 10, height * 0.014)
  return markup + birds(board, { count: random.int(0, 3) })
}

/** Standing on a pier that runs out towards the horizon, boats berthed along it and lights strung from post to post. */
function pier(board: Artboard, scene: MarinaScene): string {
  const { random, width, height } = board
  board.horizon = height * random.between(0.46, 0.52)
  const { horizon } = board
  const side = random.chance(0.5) ? -1 : 1
  const vanishX = width * (0.5 + side * random.between(0.04, 0.12))
  const lightX = clearOfTitle(board, width * (0.5 - side * random.between(0.1, 0.3)))
  const colours = structureColours(board)
  let markup = skyAndWater(board, lightX, 0.9)
  markup += distantShore(board, {
    from: side < 0 ? width * 0.3 : -width * 0.05,
    to: side < 0 ? width * 1.05 : width * 0.7,
    height: height * 0.02,
    palms: random.int(1, 3),
  })
  // Depth is the perspective scale s: 1 at the bottom edge, 0 at the horizon. The water lies below the deck, so it
  // meets a piling lower on screen than the deck edge at the same depth.
  const outerNear = width * (0.5 + side * 0.6)
  const innerNear = width * (0.5 + side * 0.06)
  const at = (edge: number, s: number): Point => [vanishX + (edge - vanishX) * s, horizon + (height - horizon) * s]
  const waterAt = (s: number): number => horizon + (height - horizon) * s * 1.5
  const far = 0.09
  // Boats lie in berths square to the pier, so they are seen side-on, bows to the pier; the farthest is drawn first.
  const berths = [0.12, 0.17, 0.23, 0.31].filter((_, index) => index < 2 || random.chance(0.7))
  for (const s of berths) {
    const [edgeX] = at(innerNear, s)
    const kind = random.pick(mooredKinds)
    const length = width * 1.25 * s * (kind === 'center console' ? 0.8 : 1)
    markup += vesselOnWater(board, {
      kind,
      view: 'profile',
      x: edgeX - side * (length * 0.5 + width * 0.01 * s),
      waterline: waterAt(s),
      length,
      facing: side < 0 ? -1 : 1,
    })
  }
  const [farInnerX, farY] = at(innerNear, far)
  const [nearInnerX, nearY] = at(innerNear, 1.2)
  markup += tag('path', {
    d: d`M${nearInnerX},${nearY}L${farInnerX},${farY}V${waterAt(far)}L${nearInnerX},${waterAt(1.2)}Z`,
    fill: colours.timberShade,
  })
  const deck = [at(outerNear, 1.2), at(innerNear, 1.2), at(innerNear, far), at(outerNear, far)]
  markup += tag('path', {
    d: `M${deck.map(([x, y]) => `${num(x)},${num(y)}`).join('L')}Z`,
    fill: board.defs.linear([
      [0, mix(colours.timber, board.palette.sky[board.palette.sky.length - 1] ?? colours.timber, 0.35)],
      [1, colours.timber],
    ]),
  })
  let planks = ''
  for (let s = far; s < 1.2; s *= 1.07) {
    const [x1, y] = at(outerNear, s)
    const [x2] = at(innerNear, s)
    planks += d`M${x1},${y}H${x2}`
  }
  markup += tag('path', { d: planks, stroke: colours.timberShade, 'stroke-width': 0.8, opacity: 0.3 })
  const posts: Point[] = []
  let pilings = ''
  for (let s = far * 1.1; s < 1.3; s *= 1.42) {
    const [x, y] = at(innerNear, s)
    const postHeight = height * 0.26 * s
    const postWidth = Math.max(1.5, width * 0.012 * s)
    pilings += d`M${x - postWidth / 2},${waterAt(s)}V${y - postHeight * 0.12}h${postWidth}V${waterAt(s)}Z`
    markup += lampPost(board, x, y, postHeight, colours.timberShade)
    posts.push([x, y - postHeight * 0.95])
    if (board.palette.lampsOn)
      markup += lightOnWater(board, [x - side * width * 0.03 * s], waterAt(s) + 2, height * 0.35 * s, width * 0.025 * s)
  }
  markup += tag('path', { d: pilings, fill: colours.timberShade })
  if (scene.lights)
    markup += stringLights(board, posts.reverse(), { sag: height * 0.02, bulb: Math.max(1.4, width * 0.0025) })
  if (scene.people) {
    for (const s of [0.22, 0.32, 0.48, 0.66].filter(() => random.chance(0.7))) {
      const [outerX, feet] = at(outerNear, s)
      const [innerX] = at(innerNear, s)
      const x = innerX + (outerX - innerX) * random.between(0.15, 0.45)
      markup += crowd(board, random, {
        from: x,
        to: x + height * 0.1 * s,
        feet,
        height: height * 0.5 * s,
        colour: figureColour(board),
        count: random.int(1, 2),
      })
    }
  }
  return markup + birds(board, { count: random.int(1, 4), bottom: 0.45 })
}

/** From the club terrace: guests at the rail, the marina and the bay beyond, festoon lights overhead. */
function terrace(board: Artboard, scene: MarinaScene): string {
  const { random, width, height } = board
  board.horizon = height * random.between(0.42, 0.48)
  const { horizon } = board
  const lightX = clearOfTitle(board, width * random.between(0.2, 0.8))
  const colours = structureColours(board)
  let markup = skyAndWater(board, lightX, 0.8)
  const railBase = height * 0.84
  markup += distantShore(board, {
    from: random.chance(0.5) ? -width * 0.05 : width * 0.4,
    to: width * random.between(0.6, 1.05),
    height: height * 0.018,
    palms: random.int(1, 4),
  })
  const boatLine = horizon + (railBase - horizon) * random.between(0.45, 0.6)
  markup += mooredRow(board, boatLine, random.int(3, 5), width * random.between(0.16, 0.22))
  markup += dock(board, boatLine + height * 0.01, -10, width + 10, height * 0.012)
  // Terrace floor, then a glass balustrade with a timber handrail.
  markup += tag('rect', {
    y: railBase,
    width,
    height: height - railBase,
    fill: board.defs.linear([
      [0, colours.timber],
      [1, colours.timberShade],
    ]),
  })
  let boards = ''
  for (let index = -12; index <= 12; index += 1) {
    boards += d`M${width / 2 + index * width * 0.02},${railBase}L${width / 2 + index * width * 0.16},${height}`
  }
  markup += tag('path', { d: boards, stroke: colours.timberShade, 'stroke-width': 1, opacity: 0.4 })
  const railTop = railBase - height * 0.1
  markup += tag('rect', {
    y: railTop,
    width,
    height: railBase - railTop,
    fill: mix(board.palette.sea[1] ?? '#fff', '#ffffff', 0.4),
    opacity: 0.12,
  })
  let rail = d`M0,${railTop}H${width}`
  for (let x = width * 0.06; x < width; x += width * 0.16) rail += d`M${x},${railTop}V${railBase}`
  markup += tag('path', { d: rail, stroke: colours.timberShade, 'stroke-width': height * 0.008, fill: 'none' })
  markup += tag('path', {
    d: d`M0,${railTop - height * 0.004}H${width}`,
    stroke: colours.timber,
    'stroke-width': height * 0.01,
  })
  // A clipped shrub in a timber planter at one end of the terrace.
  const plantX = width * (random.chance(0.5) ? 0.07 : 0.93)
  const planter = height * 0.05
  markup += tag('path', {
    d: canopy(random, plantX, railBase - planter, planter * 3, planter * 1.2),
    fill: mix(board.palette.nearLand, '#000000', 0.25),
  })
  markup += tag('path', {
    d: d`M${plantX - planter * 1.3},${railBase + planter * 0.6}l${planter * 0.15},${-planter * 1.7}h${planter * 2.3}l${planter * 0.15},${planter * 1.7}Z`,
    fill: colours.timberShade,
  })
  if (scene.people) {
    const colour = figureColour(board)
    const feet = height * random.between(0.92, 0.97)
    markup += crowd(board, random, {
      from: width * 0.12,
      to: width * 0.88,
      feet,
      height: height * 0.34,
      colour,
      count: random.int(3, 5),
    })
  }
  if (board.palette.lampsOn) {
    // Warm pools of light on the terrace floor beneath the festoons.
    for (const x of [0.2, 0.5, 0.8]) markup += glow(board, width * x, height * 0.93, height * 0.22, 0.35)
  }
  if (scene.lights) {
    const swags: Point[] = []
    for (let index = 0; index <= 3; index += 1)
      swags.push([width * (-0.05 + index * 0.37), height * random.between(0.03, 0.12)])
    markup += stringLights(board, swags, { sag: height * 0.05, bulb: Math.max(2.5, width * 0.004) })
  }
  return markup
}

const layouts = [harbour, pier, terrace]

/** A numbered series (the gallery) takes the layouts in turn, so neighbouring pictures never share one. */
export function marina(board: Artboard, scene: MarinaScene, slot: ImageSlot): string {
  const number = /-(\d+)$/.exec(slot.id)?.[1]
  const layout = number ? layouts[Number(number) % layouts.length] : undefined
  return (layout ?? board.random.pick(layouts))(board, scene)
}
