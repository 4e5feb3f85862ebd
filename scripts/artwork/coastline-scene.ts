import type { Scene } from '../../web/content/images.ts'
import { type Artboard, unit } from './artboard.ts'
import { mix } from './colour.ts'
import { brand } from './palettes.ts'
import { lightPath, seaSurface, swell } from './sea.ts'
import { distantShore } from './shoreline.ts'
import { birds, clearOfTitle, clouds, fairWeatherClouds, lightSource, skyGradient, stars } from './sky.ts'
import { d, num, type Point, smoothPath, tag } from './svg.ts'
import { canopy, mangroveRoots, palm, seaOats } from './vegetation.ts'
import { vesselOnWater } from './vessels.ts'

export type CoastlineScene = Extract<Scene, { kind: 'coastline' }>

function skyAndSea(board: Artboard, lightX: number): string {
  const { palette } = board
  return (
    skyGradient(board) +
    stars(board) +
    lightSource(board, lightX) +
    clouds(board) +
    (!palette.backlit && palette.light.altitude > 0.3 ? fairWeatherClouds(board) : '') +
    seaSurface(board)
  )
}

/** A barrier island's beach and tree line in the middle distance, a yacht at anchor off it. */
function barrierIsland(board: Artboard): string {
  const { random, width, height, palette } = board
  board.horizon = height * 0.4
  const { horizon } = board
  const side = random.chance(0.5) ? 1 : -1
  const lightX = clearOfTitle(board, width * (0.5 + side * random.between(0.15, 0.3)))
  let markup = skyAndSea(board, lightX) + lightPath(board, lightX, 0.6)
  markup += distantShore(board, {
    from: width * (side > 0 ? -0.05 : 0.6),
    to: width * (side > 0 ? 0.4 : 1.05),
    height: height * 0.012,
  })
  const shore = horizon + (height - horizon) * 0.2
  const from = side > 0 ? -width * 0.05 : width * 0.3
  const to = side > 0 ? width * 0.7 : width * 1.05
  const span = to - from
  const shallows = board.defs.linear([
    [0, mix(palette.sea[0] ?? '#9fd', '#d8f3ec', 0.6)],
    [1, palette.sea[1] ?? '#5ab', 0],
  ])
  markup += tag('path', {
    d: d`M${from},${shore - 2}H${to}L${to + side * width * 0.1},${shore + height * 0.09}H${from - side * width * 0.1}Z`,
    fill: shallows,
  })
  const ridge: Point[] = [[from, shore]]
  for (let step = 0; step <= 10; step += 1) {
    const t = step / 10
    const taper = Math.min(1, Math.sin(Math.PI * t) * 2.5)
    ridge.push([from + span * t, shore - height * 0.015 - height * 0.03 * taper * random.between(0.6, 1)])
  }
  ridge.push([to, shore])
  let trees = smoothPath(ridge, true)
  for (let index = 0; index < 8; index += 1) {
    const x = from + span * random.between(0.1, 0.9)
    trees += canopy(
      random,
      x,
      shore - height * 0.02,
      height * random.between(0.08, 0.16),
      height * random.between(0.02, 0.035),
    )
  }
  for (let index = 0; index < 5; index += 1) {
    const x = from + span * random.between(0.15, 0.85)
    trees += palm(random, x, shore - height * 0.02, height * random.between(0.05, 0.08), random.between(-0.25, 0.25))
  }
  markup += tag('path', { d: trees, fill: palette.nearLand })
  markup += tag('path', {
    d: smoothPath(
      [
        [from, shore + 1],
        [from + span * 0.05, shore - height * 0.022],
        [from + span * 0.5, shore - height * 0.028],
        [to - span * 0.05, shore - height * 0.02],
        [to, shore + 1],
      ],
      true,
    ),
    fill: palette.sand,
  })
  markup += swell(board, { rows: 10, from: 0.25, calm: 0.7 })
  markup += vesselOnWater(board, {
    kind: 'motor yacht',
    view: 'profile',
    x: width * (0.5 - side * random.between(0.1, 0.2)),
    waterline: horizon + (height - horizon) * random.between(0.42, 0.5),
    length: width * 0.42,
    facing: side > 0 ? -1 : 1,
    bobbing: true,
  })
  return markup + birds(board, { count: random.int(2, 4), bottom: 0.5 })
}

/** Downtown Sarasota across the bay: low-rise towers, palms on the bayfront, the causeway bridge, a yacht passing. */
function bayfrontSkyline(board: Artboard): string {
  const { random, width, height, palette, defs } = board
  board.horizon = height * 0.58
  const { horizon } = board
  const bridgeSide = random.chance(0.5) ? 1 : -1
  const lightX = clearOfTitle(board, width * (0.5 + bridgeSide * random.between(0.05, 0.2)))
  let markup = skyAndSea(board, lightX)
  const u = unit(board)
  const tower = mix(palette.farLand, palette.nearLand, 0.35)
  const lit = palette.lampsOn || palette.light.altitude < 0.2
  const windows = defs.add((id) =>
    tag(
      'pattern',
      { id, patternUnits: 'userSpaceOnUse', width: num(9 * u), height: num(8 * u) },
      tag('rect', {
        x: num(2 * u),
        y: num(2 * u),
        width: num(4 * u),
        height: num(2.4 * u),
        fill: lit ? brand.gold200 : mix(tower, '#ffffff', 0.25),
      }),
    ),
  )
  let buildings = ''
  const cityFrom = width * (bridgeSide > 0 ? 0.02 : 0.42)
  const cityTo = width * (bridgeSide > 0 ? 0.58 : 0.98)
  for (let x = cityFrom; x < cityTo;) {
    const w = width * random.between(0.018, 0.045)
    const h = height * random.between(0.04, 0.2) * (1 - Math.abs((x - (cityFrom + cityTo) / 2) / (cityTo - cityFrom)))
    const crown = random.chance(0.4) ? h * 0.08 : 0
    buildings += d`M${x},${horizon}V${horizon - h}h${w * 0.15}v${-crown}h${w * 0.7}v${crown}h${w * 0.15}V${horizon}Z`
    x += w * random.between(0.85, 1.25)
  }
  markup += tag('path', { d: buildings, fill: tower })
  markup += tag('path', { d: buildings, fill: `url(#${windows})`, opacity: lit ? 0.55 : 0.3 })
  let palms = ''
  for (let x = cityFrom; x < cityTo; x += width * random.between(0.02, 0.05)) {
    palms += palm(random, x, horizon, height * random.between(0.035, 0.06), random.between(-0.2, 0.2))
  }
  markup += tag('path', {
    d:
      palms +
      d`M${cityFrom - width * 0.05},${horizon}h${cityTo - cityFrom + width * 0.1}v-${height * 0.006}H${cityFrom - width * 0.05}Z`,
    fill: palette.nearLand,
  })
  // The causeway: a long, high arch on slender piers.
  const bridgeFrom = width * (bridgeSide > 0 ? 0.56 : -0.02)
  const bridgeTo = width * (bridgeSide > 0 ? 1.02 : 0.44)
  const rise = height * 0.07
  const deckAt = (t: number): number => horizon - height * 0.008 - rise * Math.sin(Math.PI * t) ** 1.5
  let deck = ''
  let piers = ''
  for (let step = 0; step <= 24; step += 1) {
    const t = step / 24
    const x = bridgeFrom + (bridgeTo - bridgeFrom) * t
    deck += `${step ? 'L' : 'M'}${num(x)},${num(deckAt(t))}`
    if (step % 2 === 0 && step > 0 && step < 24) piers += d`M${x},${deckAt(t)}V${horizon}`
  }
  markup += tag('path', { d: piers, stroke: tower, 'stroke-width': 2 * u })
  markup += tag('path', { d: deck, fill: 'none', stroke: tower, 'stroke-width': 4 * u, 'stroke-linejoin': 'round' })
  markup += lightPath(board, lightX, 0.8) + swell(board, { rows: 12 })
  markup += vesselOnWater(board, {
    kind: 'motor yacht',
    view: 'profile',
    x: width * (0.5 - bridgeSide * random.between(0.05, 0.15)),
    waterline: horizon + (height - horizon) * 0.45,
    length: width * 0.25,
    facing: bridgeSide > 0 ? 1 : -1,
    underway: true,
    bobbing: true,
  })
  return markup + birds(board, { count: random.int(2, 4), bottom: 0.5 })
}

/** A wading heron, for the quiet edges of the mangroves. */
function heron(x: number, feet: number, height: number): string {
  const h = height / 100
  return (
    d`M${x - 3 * h},${feet}l${2 * h},${-42 * h}l${1.2 * h},0l${-1 * h},${42 * h}Z` +
    d`M${x + 2 * h},${feet}l${-0.6 * h},${-42 * h}l${1.2 * h},0l${0.8 * h},${42 * h}Z` +
    d`M${x - 14 * h},${-48 * h + feet}q${8 * h},${-16 * h} ${24 * h},${-14 * h}q${6 * h},${2 * h} ${4 * h},${-14 * h}q${-4 * h},${-10 * h} ${2 * h},${-18 * h}l${10 * h},${3 * h}l${-9 * h},${2 * h}q${-2 * h},${6 * h} ${2 * h},${12 * h}q${4 * h},${12 * h} ${-6 * h},${24 * h}q${-8 * h},${8 * h} ${-27 * h},${5 * h}Z`
  )
}

/** Dawn between mangroves: dark canopies and arching roots frame still water and a heron. */
function mangroves(board: Artboard): string {
  const { random, width, height, palette } = board
  board.horizon = height * 0.56
  const { horizon } = board
  const lightX = clearOfTitle(board, width * random.between(0.4, 0.6))
  let markup = skyAndSea(board, lightX)
  markup += distantShore(board, { from: -width * 0.05, to: width * 1.05, height: height * 0.018 })
  markup += lightPath(board, lightX) + swell(board, { rows: 10, calm: 0.4 })
  const water = horizon + (height - horizon) * 0.3
  let canopies = ''
  let roots = ''
  for (const side of [-1, 1]) {
    const reach = width * random.between(0.26, 0.36)
    const edge = side < 0 ? 0 : width
    for (let index = 0; index < 6; index += 1) {
      const t = index / 5
      const x = edge - side * reach * t * random.between(0.85, 1)
      const canopyWidth = width * random.between(0.14, 0.22)
      const canopyBase = water - height * (0.1 - 0.04 * t)
      canopies += canopy(random, x, canopyBase, canopyWidth, height * (0.24 - 0.16 * t) * random.between(0.8, 1.1))
      roots += mangroveRoots(random, x, water, canopyWidth * 0.9, water - canopyBase)
    }
  }
  const group = board.defs.add((id) =>
    tag(
      'g',
      { id },
      tag('path', { d: canopies, fill: palette.nearLand }) +
        tag('path', { d: roots, fill: 'none', stroke: palette.nearLand, 'stroke-width': 4 * unit(board) }),
    ),
  )
  markup += tag('use', { href: `#${group}`, transform: `matrix(1 0 0 -0.7 0 ${num(water * 1.7)})`, opacity: 0.35 })
  markup += tag('use', { href: `#${group}` })
  markup += tag('path', {
    d: heron(width * random.between(0.3, 0.4), water + height * 0.02, height * 0.12),
    fill: palette.nearLand,
  })
  return markup + birds(board, { count: random.int(2, 4), bottom: 0.5 })
}

/** Dunes and sea oats in the foreground, the Gulf beyond. */
function beach(board: Artboard): string {
  const { random, width, height, palette } = board
  board.horizon = height * 0.5
  const lightX = clearOfTitle(board, width * random.between(0.25, 0.75))
  let markup = skyAndSea(board, lightX) + lightPath(board, lightX) + swell(board, { rows: 10 })
  const sand = palette.sand
  const dune = (top: number, colour: string): string =>
    tag('path', {
      d: smoothPath(
        [
          [-10, height],
          [-10, top + height * 0.05],
          [width * 0.3, top],
          [width * 0.62, top + height * 0.06],
          [width + 10, top - height * 0.02],
          [width + 10, height],
        ],
        true,
      ),
      fill: colour,
    })
  markup += dune(height * 0.72, mix(sand, palette.sea[0] ?? sand, 0.25)) + dune(height * 0.82, sand)
  let oats = ''
  for (let index = 0; index < 8; index += 1)
    oats += seaOats(random, width * random.between(0, 1), height * random.between(0.8, 0.9), height * 0.14, 6)
  markup += tag('path', {
    d: oats,
    fill: 'none',
    stroke: mix(palette.nearLand, sand, 0.3),
    'stroke-width': 1.6 * unit(board),
    'stroke-linecap': 'round',
  })
  return markup + birds(board)
}

export function coastline(board: Artboard, scene: CoastlineScene): string {
  switch (scene.landmark) {
    case 'barrier island':
      return barrierIsland(board)
    case 'bayfront skyline':
      return bayfrontSkyline(board)
    case 'mangroves':
      return mangroves(board)
    case 'beach':
      return beach(board)
  }
}
