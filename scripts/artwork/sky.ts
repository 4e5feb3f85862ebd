import { type Artboard, softFilter, TAU, unit, wave } from './artboard.ts'
import { d, num, tag } from './svg.ts'

export function skyGradient(board: Artboard): string {
  const { sky } = board.palette
  const fill = board.defs.linear(sky.map((colour, index) => [index / (sky.length - 1), colour] as const))
  return tag('rect', { width: board.width, height: board.horizon + 2, fill })
}

export function lightPosition(board: Artboard, x: number): { x: number; y: number; radius: number } {
  const { altitude, size } = board.palette.light
  return { x, y: board.horizon * (1 - altitude), radius: size * board.width }
}

/**
 * Moves the sun or moon of a page banner out from behind the page's title, which is centred over it: the banner's
 * shade would turn a disc there into a grey patch behind the words. Other pictures keep their light where it is.
 */
export function clearOfTitle(board: Artboard, x: number): number {
  const { width, height } = board
  const clearance = width * 0.22
  if (width / height < 2 || Math.abs(x - width / 2) >= clearance) return x
  return width / 2 + (x < width / 2 ? -clearance : clearance)
}

/** The sun or moon with a wide, soft glow, and a warm band of light along the horizon beneath it. */
export function lightSource(board: Artboard, x: number): string {
  const { defs, palette, width, horizon } = board
  const { body, colour, glow, glowStrength } = palette.light
  const sun = lightPosition(board, x)
  const horizonGlow = defs.radial([
    [0, glow, glowStrength * 0.55],
    [0.45, glow, glowStrength * 0.18],
    [1, glow, 0],
  ])
  let markup = tag('ellipse', { cx: x, cy: horizon, rx: width * 0.75, ry: horizon * 0.4, fill: horizonGlow })
  const haloRadius = sun.radius * (body === 'moon' ? 9 : 14)
  const halo = defs.radial([
    [0, glow, glowStrength],
    [0.1, glow, glowStrength * 0.55],
    [0.35, glow, glowStrength * 0.16],
    [1, glow, 0],
  ])
  markup += tag('circle', { cx: sun.x, cy: sun.y, r: haloRadius, fill: halo })
  if (body === 'none') return markup
  const disk = defs.radial([
    [0, colour],
    [0.82, colour],
    [1, glow, body === 'moon' ? 0.9 : 0.6],
  ])
  markup += tag('circle', { cx: sun.x, cy: sun.y, r: sun.radius, fill: disk })
  if (body === 'moon') {
    // A few soft maria keep the moon from reading as a flat disc.
    const r = sun.radius
    markup += tag('path', {
      d: d`M${sun.x - r * 0.35},${sun.y - r * 0.2}a${r * 0.28},${r * 0.22} 0 1 0 ${r * 0.01},0Z
M${sun.x + r * 0.2},${sun.y + r * 0.25}a${r * 0.2},${r * 0.16} 0 1 0 ${r * 0.01},0Z`,
      fill: '#c9c0a8',
      opacity: 0.35,
    })
  }
  return markup
}

export function stars(board: Artboard): string {
  const { random, palette, width, horizon } = board
  if (!palette.stars) return ''
  const sizes = [0.9, 1.5, 2.3].map((size) => ({ size: size * unit(board), path: '' }))
  for (let index = 0; index < palette.stars; index += 1) {
    const x = random.between(0, width)
    const y = horizon * random.next() ** 1.4 * 0.85
    const group = sizes[random.next() < 0.7 ? 0 : random.next() < 0.8 ? 1 : 2]
    if (group) group.path += d`M${x},${y}h0`
  }
  return sizes
    .map(({ size, path }, index) =>
      tag('path', {
        d: path,
        stroke: '#f7efd9',
        'stroke-width': size,
        'stroke-linecap': 'round',
        opacity: 0.5 + index * 0.2,
      }),
    )
    .join('')
}

/**
 * Long, thin clouds. In the video each cloud is drawn twice, a little apart, and the two cross-fade as they drift,
 * so the drift loops without a jump.
 */
export function clouds(board: Artboard, options: { count?: number; top?: number; bottom?: number } = {}): string {
  const { random, palette, width, horizon } = board
  const count = options.count ?? Math.round(2 + palette.cloudiness * random.between(3, 6))
  const u = unit(board)
  let markup = ''
  for (let index = 0; index < count; index += 1) {
    const cx = random.between(-0.1, 1.1) * width
    const cy = horizon * random.between(options.top ?? 0.12, options.bottom ?? 0.78)
    const length = random.between(0.16, 0.42) * width
    const thickness = length * random.between(0.025, 0.06) * (cy / horizon + 0.4)
    const lean = random.between(-0.3, 0.3) * thickness
    const bulge = random.between(0.3, 0.7)
    const opacity = random.between(0.35, 0.75) * (0.6 + palette.cloudiness * 0.5)
    const drift = random.between(20, 60) * u
    const offset = random.next()
    const shape =
      d`M${cx - length / 2},${cy}C${cx - length * (0.5 - bulge * 0.4)},${cy - thickness * 1.2 + lean} ` +
      d`${cx + length * bulge * 0.3},${cy - thickness * 1.6 - lean} ${cx + length / 2},${cy}` +
      d`C${cx + length * 0.2},${cy + thickness * 0.35} ${cx - length * 0.2},${cy + thickness * 0.45} ${cx - length / 2},${cy}Z`
    const underside = d`M${cx - length * 0.42},${cy}Q${cx},${cy + thickness * 0.7} ${cx + length * 0.45},${cy}Q${cx},${cy + thickness * 0.15} ${cx - length * 0.42},${cy}Z`
    for (const copy of [0, 0.5]) {
      const position = (board.phase + offset + copy) % 1
      const weight = Math.sin(Math.PI * position) ** 2
      if (weight < 0.02) continue
      markup += tag(
        'g',
        { transform: `translate(${num(drift * (position - 0.5))})`, opacity: weight * opacity },
        tag('path', { d: shape, fill: palette.cloud }) + tag('path', { d: underside, fill: palette.cloudLit }),
      )
    }
  }
  return markup ? tag('g', { filter: softFilter(board) }, markup) : ''
}

/** Soft, low cumulus along the horizon, for bright days. */
export function fairWeatherClouds(board: Artboard): string {
  const { random, palette, width, horizon } = board
  let path = ''
  const u = unit(board)
  for (let bank = 0; bank < random.int(2, 4); bank += 1) {
    const base = horizon - random.between(0.04, 0.2) * horizon
    const start = random.between(-0.1, 0.9) * width
    const puffs = random.int(3, 6)
    let x = start
    for (let puff = 0; puff < puffs; puff += 1) {
      const radius = random.between(14, 40) * u * (1 - Math.abs(puff - puffs / 2) / puffs)
      path += d`M${x - radius},${base}a${radius},${radius * 0.8} 0 0 1 ${radius * 2},0Z`
      x += radius * random.between(1, 1.5)
    }
  }
  return tag('path', { d: path, fill: palette.cloud, opacity: 0.7, filter: softFilter(board) })
}

/** A few gulls or pelicans gliding across; in the video each crosses the frame once per loop. */
export function birds(board: Artboard, options: { count?: number; top?: number; bottom?: number } = {}): string {
  const { random, width, horizon, palette } = board
  const u = unit(board)
  const count = options.count ?? random.int(2, 5)
  const flockX = random.between(0.1, 0.8)
  const flockY = random.between(options.top ?? 0.2, options.bottom ?? 0.6) * horizon
  const direction = random.chance(0.5) ? 1 : -1
  const margin = 40 * u
  const span = width + margin * 2
  let path = ''
  for (let index = 0; index < count; index += 1) {
    const size = random.between(5, 9) * u
    const startX = flockX * width + random.between(-90, 90) * u
    const x = ((((startX + margin + direction * span * board.phase) % span) + span) % span) - margin
    const flap = wave(board, random.int(3, 5), random.next())
    const y = flockY + random.between(-45, 45) * u + Math.sin(TAU * (board.phase + index / count)) * 4 * u
    const lift = size * (0.45 + 0.3 * flap)
    const droop = size * 0.18 * flap
    path +=
      d`M${x - size},${y + droop}Q${x - size * 0.45},${y - lift} ${x},${y}` +
      d`Q${x + size * 0.45},${y - lift} ${x + size},${y + droop}`
  }
  return tag('path', {
    d: path,
    fill: 'none',
    stroke: palette.backlit ? '#0c1628' : '#24324f',
    'stroke-width': 1.6 * u,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity: 0.75,
  })
}
