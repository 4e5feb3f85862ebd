import { type Artboard, unit } from './artboard.ts'
import { mix } from './colour.ts'
import { brand } from './palettes.ts'
import { d, num, tag } from './svg.ts'

/** Colours for buildings and timber in this light. */
export function structureColours(board: Artboard): {
  wall: string
  wallShade: string
  roof: string
  timber: string
  timberShade: string
  window: string
} {
  const { palette, defs } = board
  if (palette.backlit) {
    return {
      wall: mix(palette.nearLand, palette.farLand, 0.35),
      wallShade: palette.nearLand,
      roof: mix(palette.nearLand, '#000000', 0.3),
      timber: mix(palette.nearLand, palette.farLand, 0.2),
      timberShade: mix(palette.nearLand, '#000000', 0.35),
      window: palette.lampsOn
        ? defs.linear([
            [0, brand.gold200],
            [1, brand.gold500],
          ])
        : mix(palette.nearLand, palette.glass, 0.5),
    }
  }
  return {
    wall: mix(brand.sand50, palette.sky[palette.sky.length - 1] ?? brand.sand50, 0.2),
    wallShade: mix(brand.sand100, palette.hullShade, 0.6),
    roof: brand.navy800,
    timber: mix('#b79b7b', palette.sand, 0.3),
    timberShade: '#5b4a3e',
    window: defs.linear([
      [0, mix(brand.navy700, palette.sky[2] ?? brand.navy700, 0.35)],
      [1, brand.navy900],
    ]),
  }
}

/** The club burgee flying from a pole, in miniature: a navy swallow-tailed pennant with gold at the hoist. */
export function flagpole(board: Artboard, x: number, base: number, height: number, colour: string): string {
  const top = base - height
  const flag = height * 0.32
  return (
    tag('path', { d: d`M${x},${base}V${top}`, stroke: colour, 'stroke-width': Math.max(1, height * 0.015) }) +
    tag('path', {
      d: d`M${x},${top + 1}L${x + flag},${top + flag * 0.22}L${x + flag * 0.72},${top + flag * 0.3}L${x + flag},${top + flag * 0.38}L${x},${top + flag * 0.55}Z`,
      fill: board.palette.backlit ? mix(brand.navy800, colour, 0.4) : brand.navy800,
    }) +
    tag('path', {
      d: d`M${x},${top + flag * 0.2}L${x + flag * 0.55},${top + flag * 0.27}L${x},${top + flag * 0.36}Z`,
      fill: board.palette.backlit ? brand.gold600 : brand.gold400,
    })
  )
}

/**
 * The clubhouse: a low, white, two-storey building with a taller central pavilion, arcaded ground floor, hipped navy
 * roofs and the burgee on the roof. Window rows are patterns, so a long facade costs a few hundred bytes.
 */
export function clubhouse(board: Artboard, x: number, base: number, width: number, height: number): string {
  const colours = structureColours(board)
  const { defs } = board
  const eave = base - height * 0.62
  const pavilion = width * 0.3
  const pavilionEave = base - height * 0.8
  const windowRow = (
    top: number,
    rowHeight: number,
    bays: number,
    arched: boolean,
    span: number,
    left: number,
  ): string => {
    const bay = span / bays
    const glass = arched
      ? d`M${bay * 0.28},${rowHeight}V${bay * 0.22}a${bay * 0.22},${bay * 0.22} 0 0 1 ${bay * 0.44},0V${rowHeight}Z`
      : d`M${bay * 0.3},${rowHeight * 0.12}h${bay * 0.4}v${rowHeight * 0.88}h${-bay * 0.4}Z`
    const id = defs.add((patternId) =>
      tag(
        'pattern',
        {
          id: patternId,
          patternUnits: 'userSpaceOnUse',
          x: num(left),
          y: num(top),
          width: num(bay),
          height: num(rowHeight),
        },
        tag('path', { d: glass, fill: colours.window }),
      ),
    )
    return tag('rect', { x: left, y: top, width: span, height: rowHeight, fill: `url(#${id})` })
  }
  let markup = tag('path', {
    d:
      d`M${x - width / 2},${base}V${eave}H${x + width / 2}V${base}Z` +
      d`M${x - pavilion / 2},${base}V${pavilionEave}H${x + pavilion / 2}V${base}Z`,
    fill: colours.wall,
  })
  markup += tag('path', {
    d:
      d`M${x - width / 2 - height * 0.05},${eave}L${x - width / 2 + height * 0.2},${eave - height * 0.16}H${x + width / 2 - height * 0.2}L${x + width / 2 + height * 0.05},${eave}Z` +
      d`M${x - pavilion / 2 - height * 0.06},${pavilionEave}L${x},${pavilionEave - height * 0.2}L${x + pavilion / 2 + height * 0.06},${pavilionEave}Z`,
    fill: colours.roof,
  })
  markup += tag('path', {
    d: d`M${x - width / 2},${base - height * 0.32}H${x + width / 2}`,
    stroke: colours.wallShade,
    'stroke-width': Math.max(1, height * 0.02),
  })
  const wingSpan = (width - pavilion) / 2
  const wingBays = Math.max(2, Math.round(wingSpan / (height * 0.2)))
  markup += windowRow(base - height * 0.3, height * 0.28, wingBays, true, wingSpan, x - width / 2)
  markup += windowRow(base - height * 0.3, height * 0.28, wingBays, true, wingSpan, x + pavilion / 2)
  markup += windowRow(base - height * 0.58, height * 0.2, wingBays, false, wingSpan, x - width / 2)
  markup += windowRow(base - height * 0.58, height * 0.2, wingBays, false, wingSpan, x + pavilion / 2)
  markup += windowRow(base - height * 0.36, height * 0.34, 3, true, pavilion, x - pavilion / 2)
  markup += windowRow(base - height * 0.74, height * 0.3, 3, true, pavilion, x - pavilion / 2)
  markup += flagpole(
    board,
    x,
    pavilionEave - height * 0.19,
    height * 0.55,
    board.palette.backlit ? colours.roof : '#c9ccd2',
  )
  return markup
}

/** A dock seen side-on: plank deck, darker fascia and pilings standing into the water, with their reflections. */
export function dock(board: Artboard, y: number, from: number, to: number, thickness: number): string {
  const colours = structureColours(board)
  const u = unit(board)
  const spacing = thickness * 9
  let pilings = ''
  let reflections = ''
  for (let x = from + spacing * 0.3; x < to; x += spacing) {
    const width = thickness * 0.55
    pilings += d`M${x - width / 2},${y + thickness * 1.3}V${y - thickness * 1.5}q${width / 2},${-width * 0.5} ${width},0V${y + thickness * 1.3}Z`
    reflections += d`M${x},${y + thickness * 1.4}v${thickness * 2.5}`
  }
  return (
    tag('path', {
      d: reflections,
      stroke: colours.timberShade,
      'stroke-width': thickness * 0.5,
      'stroke-dasharray': `${num(3 * u)} ${num(2 * u)}`,
      opacity: 0.35,
    }) +
    tag('rect', {
      x: from,
      y: y + thickness * 0.3,
      width: to - from,
      height: thickness * 0.8,
      fill: colours.timberShade,
    }) +
    tag('rect', { x: from, y: y - thickness * 0.2, width: to - from, height: thickness * 0.5, fill: colours.timber }) +
    tag('path', { d: pilings, fill: colours.timberShade })
  )
}

/** Sailboat masts rising behind the moored boats, each with a forestay. */
export function masts(
  board: Artboard,
  positions: readonly (readonly [x: number, base: number, height: number])[],
): string {
  const colour = board.palette.backlit ? mix(board.palette.nearLand, board.palette.farLand, 0.3) : '#e9ecef'
  const u = unit(board)
  let spars = ''
  let stays = ''
  for (const [x, base, height] of positions) {
    spars += d`M${x},${base}V${base - height}M${x - height * 0.06},${base - height * 0.55}h${height * 0.12}`
    stays += d`M${x},${base - height}L${x + height * 0.32},${base - height * 0.02}M${x},${base - height}L${x - height * 0.12},${base}`
  }
  return (
    tag('path', { d: stays, stroke: colour, 'stroke-width': 0.6 * u, opacity: 0.6 }) +
    tag('path', { d: spars, stroke: colour, 'stroke-width': 2 * u, 'stroke-linecap': 'round' })
  )
}
