import { type Artboard, unit, wave } from './artboard.ts'
import { brand } from './palettes.ts'
import { coordinate, d, num, type Point, tag } from './svg.ts'

const BULB = '#ffe7b0'

/**
 * Festoon lights hanging between posts. The bulbs are the dashes of a dotted stroke along each swag, so a string of
 * fifty bulbs is still one short path; wider, fainter dots under them make the glow.
 */
export function stringLights(
  board: Artboard,
  anchors: readonly Point[],
  options: { sag: number; bulb: number },
): string {
  let wire = ''
  for (let index = 0; index < anchors.length - 1; index += 1) {
    const [x1, y1] = anchors[index] ?? [0, 0]
    const [x2, y2] = anchors[index + 1] ?? [0, 0]
    wire += d`M${x1},${y1}Q${(x1 + x2) / 2},${(y1 + y2) / 2 + options.sag * 2} ${x2},${y2}`
  }
  const bulb = options.bulb
  const spacing = `0 ${num(bulb * 7)}`
  const twinkle = 0.9 + 0.1 * wave(board, 3)
  const layer = (width: number, colour: string, opacity: number): string =>
    tag('path', {
      d: wire,
      fill: 'none',
      stroke: colour,
      'stroke-width': width,
      'stroke-dasharray': spacing,
      'stroke-dashoffset': num(-bulb * 3.5),
      'stroke-linecap': 'round',
      opacity: num(opacity),
    })
  return (
    tag('path', {
      d: wire,
      fill: 'none',
      stroke: '#101a2c',
      'stroke-width': Math.max(0.6, bulb * 0.18),
      opacity: 0.7,
    }) +
    (board.palette.lampsOn || board.palette.backlit
      ? layer(bulb * 6, brand.gold400, 0.1 * twinkle) + layer(bulb * 2.8, brand.gold200, 0.35 * twinkle)
      : '') +
    layer(bulb, BULB, board.palette.lampsOn ? 1 : 0.85)
  )
}

/** A soft round glow, for lanterns, windows and candles. */
export function glow(board: Artboard, x: number, y: number, radius: number, strength = 1): string {
  const fill = `url(#${board.defs.once('glow', (id) =>
    tag(
      'radialGradient',
      { id },
      tag('stop', { offset: 0, 'stop-color': BULB, 'stop-opacity': 0.9 }) +
        tag('stop', { offset: 0.2, 'stop-color': brand.gold400, 'stop-opacity': 0.45 }) +
        tag('stop', { offset: 1, 'stop-color': brand.gold400, 'stop-opacity': 0 }),
    ),
  )})`
  return tag('circle', { cx: x, cy: y, r: radius, fill, opacity: strength === 1 ? undefined : num(strength) })
}

/** A lamp post with a lantern on top, 100 units tall with its foot at 0; lit, the lantern glows. */
function lampShape(board: Artboard, colour: string): string {
  const lit = board.palette.lampsOn
  return board.defs.once(`lamp ${colour} ${lit}`, (id) =>
    tag(
      'g',
      { id },
      tag('path', {
        d: 'M-1.8,0V-91H1.8V0ZM-3.6,-91h7.2l1.4,-7.2h-10ZM-4.5,-98.2L0,-102.2L4.5,-98.2Z',
        fill: colour,
      }) + (lit ? tag('path', { d: 'M-2.7,-91.9h5.4l.9,-5.4h-7.2Z', fill: BULB }) : ''),
    ),
  )
}

export function lampPost(board: Artboard, x: number, base: number, height: number, colour: string): string {
  const scale = height / 100
  let markup = tag('use', {
    href: `#${lampShape(board, colour)}`,
    transform: `translate(${num(x)},${num(base)}) scale(${num(scale)})`,
  })
  if (board.palette.lampsOn) markup += glow(board, x, base - height * 0.95, height * 0.45)
  return markup
}

/**
 * The broken streaks lamps leave on the water: vertical dashed strokes, so each dash is a short horizontal bar. A
 * wide faint stroke under a shorter, narrow bright one gives the shimmer its soft edge and fade.
 */
export function lightOnWater(
  board: Artboard,
  xs: readonly number[],
  top: number,
  length: number,
  width: number,
): string {
  const u = unit(board)
  const dashes = [2, 3, 1.4, 5].map((dash) => coordinate(dash * u)).join(' ')
  const offset = board.phase ? coordinate(-11.4 * u * 2 * board.phase) : undefined
  const bars = (reach: number, thickness: number, opacity: number): string =>
    tag('path', {
      d: xs.map((x) => d`M${x},${top}v${reach}`).join(''),
      'stroke-width': coordinate(thickness),
      opacity,
    })
  return tag(
    'g',
    { stroke: brand.gold200, 'stroke-dasharray': dashes, 'stroke-dashoffset': offset },
    bars(length, width, 0.25) + bars(length * 0.6, width * 0.35, 0.7),
  )
}
