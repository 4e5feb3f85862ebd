import type { VesselKind } from '../../common/fleet.ts'
import { type Artboard, unit, wave } from './artboard.ts'
import { mix } from './colour.ts'
import { brand } from './palettes.ts'
import { seaColourAt } from './sea.ts'
import { coordinate, d, num, tag } from './svg.ts'
import { beams, heights, type Part, profiles, sterns } from './vessel-shapes.ts'

export type VesselView = 'profile' | 'stern'

type Paint = Record<Part, string>

/** Colours for a boat in this light: white hulls by day, dark shapes with glowing windows against the evening sky. */
function paints(board: Artboard, kind: VesselKind, distance: number): Paint {
  const { defs, palette } = board
  const haze = (colour: string): string => mix(colour, palette.sea[0] ?? colour, distance * 0.55)
  const vertical = (top: string, bottom: string): string =>
    defs.linear([
      [0, haze(top)],
      [1, haze(bottom)],
    ])
  if (palette.backlit) {
    const body = haze(palette.hull)
    const glass = palette.lampsOn
      ? defs.linear([
          [0, brand.gold200],
          [1, brand.gold500],
        ])
      : haze(palette.glass)
    return {
      hull: body,
      farHull: haze(palette.hullShade),
      boot: haze(palette.hullShade),
      superstructure: haze(mix(palette.hull, palette.glass, 0.25)),
      glass,
      shadow: haze(palette.hullShade),
      trim: haze(palette.rim),
      rail: body,
      post: body,
      engine: body,
    }
  }
  const darkHull = kind === 'center console'
  return {
    hull: darkHull ? vertical(brand.navy700, brand.navy900) : vertical(palette.hull, palette.hullShade),
    farHull: haze(darkHull ? mix(palette.hull, palette.hullShade, 0.6) : mix(palette.hullShade, brand.navy800, 0.15)),
    boot: haze(brand.navy800),
    superstructure: vertical(palette.hull, mix(palette.hull, palette.hullShade, 0.55)),
    glass: vertical(mix(brand.navy700, palette.sky[1] ?? brand.navy700, 0.3), brand.navy950),
    shadow: haze(mix(palette.hullShade, brand.navy900, 0.7)),
    trim: haze(darkHull ? palette.hull : brand.gold500),
    rail: haze(mix(palette.hullShade, brand.navy800, 0.2)),
    post: haze(mix(palette.hull, palette.hullShade, 0.5)),
    engine: vertical('#4a5263', '#141a26'),
  }
}

const strokeWidths: Partial<Record<Part, number>> = { trim: 0.4, rail: 0.3, post: 0.9 }

/** The boat as a group in its 100-unit space (see vessel-shapes.ts), defined once and drawn with <use>. */
function defineVessel(board: Artboard, kind: VesselKind, view: VesselView, distance: number): string {
  return board.defs.once(`vessel ${kind} ${view} ${distance}`, (id) => {
    const paint = paints(board, kind, distance)
    const shapes = view === 'profile' ? profiles[kind] : sterns[kind]
    const body = shapes.map(([part, path]) => {
      const width = strokeWidths[part]
      return width
        ? tag('path', { d: path, fill: 'none', stroke: paint[part], 'stroke-width': width, 'stroke-linecap': 'round' })
        : tag('path', { d: path, fill: paint[part] })
    })
    return tag('g', { id }, body.join(''))
  })
}

export interface VesselPlacement {
  kind: VesselKind
  view: VesselView
  /** Centre of the boat on the waterline. */
  x: number
  waterline: number
  /** On-screen length (profile) of the boat in pixels; stern views use the same scale. */
  length: number
  facing?: 1 | -1
  underway?: boolean
  /** 0 close by, 1 far away: fades the boat into the haze. */
  distance?: number
  /** Rocks gently with the video loop. */
  bobbing?: boolean
}

function reflection(
  board: Artboard,
  href: string,
  transform: string,
  centre: { x: number; waterline: number },
  span: number,
): string {
  const { waterline } = centre
  const u = unit(board)
  const mask = board.defs.once('reflection', (id) => {
    const fade = board.defs.linear(
      [
        [0, '#fff', 0.9],
        [1, '#fff', 0],
      ],
      { x1: 0, y1: 1, x2: 0, y2: 0 },
    )
    return tag(
      'mask',
      { id, maskContentUnits: 'objectBoundingBox' },
      tag('rect', { x: -0.1, y: -0.1, width: 1.2, height: 1.2, fill: fade }),
    )
  })
  let ripples = ''
  const depth = span * 0.35
  for (let y = waterline + 4 * u; y < waterline + depth; y += (6 + ((y - waterline) / depth) * 12) * u) {
    const inset = board.random.between(0.1, 0.45) * span
    ripples += d`M${centre.x - span / 2 + inset},${y}h${(span - inset * 2) * board.random.between(0.4, 1)}`
  }
  return (
    tag('use', { href: `#${href}`, transform, mask: `url(#${mask})`, opacity: board.palette.backlit ? 0.5 : 0.3 }) +
    tag('path', {
      d: ripples,
      stroke: seaColourAt(board, waterline + depth * 0.3),
      'stroke-width': 1.2 * u,
      opacity: 0.45,
    })
  )
}

function profileWake(board: Artboard, sternX: number, waterline: number, length: number, facing: number): string {
  const { defs, palette, phase } = board
  const u = unit(board)
  const foam = mix(palette.waveLight, '#ffffff', 0.5)
  const trail = length * 0.85
  const endX = sternX - facing * trail
  const fill = defs.linear(
    [
      [0, foam, 0.6],
      [1, foam, 0],
    ],
    facing > 0 ? { x1: 1, x2: 0 } : { x1: 0, x2: 1 },
  )
  // Churned water trailing straight behind, lying on the surface rather than rising above it.
  let markup = tag('path', {
    d: d`M${sternX},${waterline}Q${sternX - facing * trail * 0.5},${waterline + length * 0.002} ${endX},${waterline + length * 0.004}L${endX},${waterline + length * 0.03}Q${sternX - facing * trail * 0.4},${waterline + length * 0.024} ${sternX},${waterline + length * 0.014}Z`,
    fill,
  })
  const dash = [14, 9, 4, 12].map((length) => coordinate(length * u)).join(' ')
  for (const [spreadEnd, opacity] of [
    [0.09, 0.5],
    [0.05, 0.4],
  ] as const) {
    markup += tag('path', {
      d: d`M${sternX},${waterline + length * 0.006}Q${sternX - facing * trail * 0.45},${waterline + length * spreadEnd * 0.35} ${endX},${waterline + length * spreadEnd}`,
      fill: 'none',
      stroke: fill,
      'stroke-width': (1.2 + spreadEnd * 14) * u,
      'stroke-dasharray': dash,
      'stroke-dashoffset': phase ? coordinate(facing * -39 * u * 4 * phase) : undefined,
      'stroke-linecap': 'round',
      opacity,
    })
  }
  return markup
}

/** Foam along the hull and a curl of spray at the bow. */
function hullFoam(board: Artboard, x0: number, waterline: number, length: number, facing: number): string {
  const u = unit(board)
  const foam = mix(board.palette.waveLight, '#ffffff', 0.6)
  const at = (fraction: number): number => x0 + facing * length * fraction
  const bow = d`M${at(0.62)},${waterline + length * 0.003}Q${at(0.78)},${waterline - length * 0.012} ${at(0.86)},${waterline - length * 0.022}Q${at(0.84)},${waterline + length * 0.004} ${at(0.97)},${waterline + length * 0.006}Q${at(0.8)},${waterline + length * 0.014} ${at(0.62)},${waterline + length * 0.003}Z`
  return (
    tag('path', {
      d: d`M${at(0)},${waterline}L${at(0.85)},${waterline}`,
      stroke: foam,
      'stroke-width': Math.max(1.2 * u, length * 0.006),
      'stroke-linecap': 'round',
      opacity: 0.7,
    }) + tag('path', { d: bow, fill: foam, opacity: 0.75 })
  )
}

function sternWake(board: Artboard, x: number, waterline: number, beam: number): string {
  const { defs, palette, height, phase } = board
  const u = unit(board)
  const foam = mix(palette.waveLight, '#ffffff', 0.5)
  const reach = height - waterline
  const spread = beam * 0.7 + reach * 0.5
  const fade = defs.linear([
    [0, foam, 0.7],
    [0.5, foam, 0.12],
    [1, foam, 0],
  ])
  // The churned propwash straight behind the boat, then the two arms of the wake spreading towards the viewer.
  const washEnd = waterline + reach * 0.5
  let markup = tag('path', {
    d: d`M${x - beam * 0.4},${waterline}L${x + beam * 0.4},${waterline}L${x + beam * 0.9},${washEnd}L${x - beam * 0.9},${washEnd}Z`,
    fill: fade,
    opacity: 0.5,
  })
  const dash = [10, 7, 3, 9].map((length) => coordinate(length * u)).join(' ')
  for (const side of [-1, -0.92, 0.92, 1]) {
    markup += tag('path', {
      d: d`M${x + Math.sign(side) * beam * 0.45},${waterline + 1 * u}Q${x + side * spread * 0.35},${waterline + reach * 0.25} ${x + side * spread},${waterline + reach * 0.6}`,
      fill: 'none',
      stroke: fade,
      'stroke-width': (Math.abs(side) === 1 ? 3 : 1.6) * u,
      'stroke-dasharray': dash,
      'stroke-dashoffset': phase ? coordinate(-29 * u * 6 * phase) : undefined,
      'stroke-linecap': 'round',
      opacity: 0.45,
    })
  }
  return markup
}

/** A boat on the water with its reflection, and when underway its wake and bow spray. */
export function vesselOnWater(board: Artboard, placement: VesselPlacement): string {
  const { kind, view, x, waterline, length } = placement
  const facing = placement.facing ?? 1
  const distance = placement.distance ?? 0
  const scale = length / 100
  const id = defineVessel(board, kind, view, distance)
  const u = unit(board)
  const bob = placement.bobbing ? wave(board, 2) * Math.max(1.2 * u, length * 0.004) : 0
  const roll = placement.bobbing ? wave(board, 1) * 0.5 : 0
  const originX = view === 'profile' ? x - facing * length * 0.5 : x
  const body = `translate(${num(originX)},${num(waterline + bob)}) rotate(${num(roll)}) scale(${num(facing * scale)},${num(scale)})`
  const mirrored = `translate(${num(originX)},${num(waterline - bob)}) rotate(${num(-roll)}) scale(${num(facing * scale)},${num(-scale * 0.8)})`
  const span = (view === 'profile' ? length * 1.05 : (length * beams[kind]) / 100) * 1.1
  const reflectionMarkup = reflection(board, id, mirrored, { x, waterline }, span)
  let markup = ''
  if (placement.underway) {
    markup +=
      view === 'profile'
        ? profileWake(board, originX, waterline, length, facing)
        : sternWake(board, x, waterline, (length * beams[kind]) / 100)
  }
  markup += reflectionMarkup
  markup += tag('ellipse', {
    cx: x,
    cy: waterline + 0.5 * u,
    rx: span * 0.46,
    ry: Math.max(1, length * 0.008),
    fill: board.palette.waveShade,
    opacity: 0.35,
  })
  if (placement.underway && view === 'profile') markup += hullFoam(board, originX, waterline, length, facing)
  markup += tag('use', { href: `#${id}`, transform: body })
  return markup
}

/** On-screen height of a boat of this kind and length, for layout. */
export function vesselHeight(kind: VesselKind, length: number): number {
  return (heights[kind] / 100) * length
}
