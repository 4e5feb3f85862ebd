import { type Artboard, unit } from './artboard.ts'
import { sample } from './colour.ts'
import { coordinate, d, num, tag } from './svg.ts'

/** Depth into the picture: 0 at the horizon, 1 at the bottom edge. */
function rowY(board: Artboard, depth: number): number {
  return board.horizon + (board.height - board.horizon) * depth
}

export function seaColourAt(board: Artboard, y: number): string {
  return sample(board.palette.sea, (y - board.horizon) / (board.height - board.horizon))
}

export function seaSurface(board: Artboard): string {
  const { sea, sky } = board.palette
  const fill = board.defs.linear(sea.map((colour, index) => [index / (sea.length - 1), colour] as const))
  const haze = board.defs.linear([
    [0, sky[sky.length - 1] ?? sea[0] ?? '#fff', 0.85],
    [1, sky[sky.length - 1] ?? '#fff', 0],
  ])
  const hazeDepth = (board.height - board.horizon) * 0.12
  return (
    tag('rect', { y: board.horizon, width: board.width, height: board.height - board.horizon, fill }) +
    tag('rect', { y: board.horizon, width: board.width, height: hazeDepth, fill: haze, opacity: 0.6 })
  )
}

/** Sunlight (or moonlight) glittering on the water in a path towards the viewer; the glints slide in the video. */
export function lightPath(board: Artboard, x: number, strength = 1): string {
  const { defs, palette, random, width, height, horizon, phase } = board
  const u = unit(board)
  const lowLight = 1 - Math.min(Math.max(palette.light.altitude, 0), 1)
  const spread = width * (0.05 + 0.1 * (1 - lowLight))
  const depth = (height - horizon) * (0.55 + 0.45 * lowLight)
  // A radial gradient stretched sideways into a long, soft pool of light that starts at the horizon.
  const glow = defs.radial(
    [
      [0, palette.light.glow, palette.light.glowStrength * 0.6 * strength],
      [0.5, palette.light.glow, palette.light.glowStrength * 0.15 * strength],
      [1, palette.light.glow, 0],
    ],
    {
      gradientUnits: 'userSpaceOnUse',
      cx: num(x),
      cy: num(horizon),
      r: num(depth),
      gradientTransform: `translate(${num(x)},0) scale(${num((spread * 3) / depth)},1) translate(${num(-x)},0)`,
    },
  )
  let glints = ''
  const rows = Math.round((12 + 16 * lowLight) * Math.min(1, strength + 0.2))
  for (let row = 0; row < rows; row += 1) {
    const t = (row + random.next() * 0.6) / rows
    const y = horizon + (height - horizon) * t ** 1.6 * (0.35 + 0.65 * lowLight)
    const half = spread * (0.25 + 1.6 * t) * random.between(0.6, 1.2)
    const centre = x + random.between(-0.3, 0.3) * half
    const dash = [random.between(1, 14), random.between(4, 36), random.between(1, 9), random.between(8, 50)].map(
      (length) => length * u * (0.5 + t * 2),
    )
    const period = dash.reduce((sum, length) => sum + length, 0)
    const drift = random.next() * period + period * random.int(1, 2) * phase * (random.chance(0.5) ? 1 : -1)
    glints += tag('path', {
      d: d`M${centre - half},${y}H${centre + half}`,
      'stroke-width': (0.8 + 2.6 * t) * u,
      'stroke-dasharray': dash.map(coordinate).join(' '),
      'stroke-dashoffset': coordinate(drift),
      opacity: num(strength * (0.95 - 0.55 * t) * random.between(0.5, 1)),
    })
  }
  return (
    tag('rect', { y: horizon, width, height: height - horizon, fill: glow }) +
    tag('g', { stroke: palette.sparkle, 'stroke-linecap': 'round' }, glints)
  )
}

/**
 * Bands of swell that widen and soften towards the viewer: far rows are broken glints, near rows are gently curved
 * crests with a shaded trough. Each row drifts by whole wavelengths over the video loop.
 */
export function swell(board: Artboard, options: { rows?: number; from?: number; calm?: number } = {}): string {
  const { random, palette, width, phase } = board
  const u = unit(board)
  const rows = options.rows ?? 16
  const calm = options.calm ?? 1
  let glints = ''
  let troughs = ''
  let crests = ''
  for (let row = 0; row < rows; row += 1) {
    const t = (options.from ?? 0.02) + (1 - (options.from ?? 0.02)) * ((row + random.between(0.1, 0.9)) / rows) ** 1.8
    const y = rowY(board, t)
    if (t < 0.14) {
      // Rows start at different points so their dashes do not line up.
      glints += d`M${-random.between(0, 160) * u},${y}H${width + 50 * u}`
      continue
    }
    const wavelength = (60 + 380 * t) * u * random.between(0.8, 1.2)
    const amplitude = (1 + 9 * t) * u * calm
    const shift = wavelength * phase
    const start = -wavelength * 2 - random.next() * wavelength + shift
    let crest = d`M${start},${y}q${wavelength / 4},${-amplitude * 2} ${wavelength / 2},0`
    for (let x = start + wavelength / 2; x < width + wavelength; x += wavelength / 2) crest += d`t${wavelength / 2},0`
    // The trough is the same curve stroked thick and set a little lower, so each row's path is written once.
    const id = board.defs.add((crestId) => tag('path', { id: crestId, d: crest }))
    const trough = (4 + 26 * t) * u
    troughs += tag('use', {
      href: `#${id}`,
      y: coordinate(trough / 2),
      'stroke-width': coordinate(trough),
      opacity: num((0.05 + 0.1 * t) * random.between(0.6, 1.2)),
    })
    crests += tag('use', {
      href: `#${id}`,
      'stroke-width': coordinate((0.7 + 2.2 * t) * u),
      'stroke-dasharray': `${coordinate(wavelength * random.between(0.25, 0.8))} ${coordinate(wavelength * random.between(0.8, 2.4))}`,
      opacity: num((0.12 + 0.22 * t) * random.between(0.6, 1.2)),
    })
  }
  const glintColour = sample([palette.waveLight, palette.sea[0] ?? palette.waveLight], 0.2)
  return (
    tag('path', {
      d: glints,
      stroke: glintColour,
      'stroke-width': 0.8 * u,
      'stroke-dasharray': [18, 50, 6, 80].map((length) => coordinate(length * u)).join(' '),
      'stroke-dashoffset': phase ? coordinate(154 * u * phase) : undefined,
      opacity: 0.35,
    }) +
    tag('g', { fill: 'none', stroke: palette.waveShade }, troughs) +
    tag('g', { fill: 'none', stroke: palette.waveLight, 'stroke-linecap': 'round' }, crests)
  )
}
