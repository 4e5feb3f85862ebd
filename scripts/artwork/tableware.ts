import type { Artboard } from './artboard.ts'
import { mix } from './colour.ts'
import { glow } from './lights.ts'
import { brand } from './palettes.ts'
import { d, tag } from './svg.ts'

function glassColours(board: Artboard): { rim: string; body: string } {
  return {
    rim: board.palette.backlit ? brand.gold200 : '#ffffff',
    body: mix('#ffffff', board.palette.sky[2] ?? '#ffffff', 0.3),
  }
}

function champagne(board: Artboard): string {
  return board.defs.linear([
    [0, '#f8e4a6'],
    [1, brand.gold500],
  ])
}

/** A wine glass standing on the table, `height` tall, half-filled. */
export function wineGlass(board: Artboard, x: number, base: number, height: number): string {
  const { rim, body } = glassColours(board)
  const bowlTop = base - height
  const bowlBottom = base - height * 0.45
  const half = height * 0.2
  const bowl = d`M${x - half},${bowlTop}Q${x - half * 1.1},${bowlBottom} ${x},${bowlBottom}Q${x + half * 1.1},${bowlBottom} ${x + half},${bowlTop}Z`
  const wine = d`M${x - half * 0.98},${bowlTop + height * 0.2}Q${x - half},${bowlBottom} ${x},${bowlBottom}Q${x + half},${bowlBottom} ${x + half * 0.98},${bowlTop + height * 0.2}Z`
  const stem = d`M${x},${bowlBottom}V${base}M${x - half * 0.8},${base}h${half * 1.6}`
  return (
    tag('path', { d: bowl, fill: body, opacity: 0.25 }) +
    tag('path', { d: wine, fill: champagne(board), opacity: 0.85 }) +
    tag('path', { d: bowl, fill: 'none', stroke: rim, 'stroke-width': height * 0.025, opacity: 0.8 }) +
    tag('path', { d: stem, stroke: rim, 'stroke-width': height * 0.03, 'stroke-linecap': 'round', opacity: 0.85 })
  )
}

/** A champagne flute, poured. */
export function flute(board: Artboard, x: number, base: number, height: number): string {
  const { rim, body } = glassColours(board)
  const top = base - height
  const bowlBottom = base - height * 0.42
  const half = height * 0.085
  const bowl = d`M${x - half},${top}C${x - half},${top + height * 0.35} ${x - half * 0.5},${bowlBottom} ${x},${bowlBottom}C${x + half * 0.5},${bowlBottom} ${x + half},${top + height * 0.35} ${x + half},${top}Z`
  const wine = d`M${x - half * 0.96},${top + height * 0.1}C${x - half},${top + height * 0.35} ${x - half * 0.5},${bowlBottom} ${x},${bowlBottom}C${x + half * 0.5},${bowlBottom} ${x + half},${top + height * 0.35} ${x + half * 0.96},${top + height * 0.1}Z`
  const stem = d`M${x},${bowlBottom}V${base}M${x - half * 1.1},${base}h${half * 2.2}`
  return (
    tag('path', { d: bowl, fill: body, opacity: 0.2 }) +
    tag('path', { d: wine, fill: champagne(board) }) +
    tag('path', { d: bowl, fill: 'none', stroke: rim, 'stroke-width': height * 0.012, opacity: 0.9 }) +
    tag('path', { d: stem, stroke: rim, 'stroke-width': height * 0.016, 'stroke-linecap': 'round' })
  )
}

/** A dinner plate seen at a low angle, with a rim and a small serving on it. */
export function plate(board: Artboard, x: number, y: number, radius: number, served: boolean): string {
  const china = board.palette.backlit ? mix(brand.sand100, board.palette.sky[3] ?? brand.sand100, 0.35) : '#ffffff'
  let markup =
    tag('ellipse', { cx: x, cy: y, rx: radius, ry: radius * 0.32, fill: china }) +
    tag('ellipse', {
      cx: x,
      cy: y,
      rx: radius * 0.7,
      ry: radius * 0.22,
      fill: 'none',
      stroke: brand.gold400,
      'stroke-width': radius * 0.025,
      opacity: 0.8,
    })
  if (served) {
    markup += tag('path', {
      d: d`M${x - radius * 0.35},${y}q${radius * 0.35},${-radius * 0.32} ${radius * 0.7},0q${-radius * 0.35},${radius * 0.12} ${-radius * 0.7},0Z`,
      fill: '#8c5a3c',
    })
    markup += tag('path', {
      d: d`M${x - radius * 0.2},${y - radius * 0.08}q${radius * 0.1},${-radius * 0.1} ${radius * 0.2},0q${radius * 0.1},${-radius * 0.12} ${radius * 0.2},0`,
      fill: 'none',
      stroke: '#6f8f5a',
      'stroke-width': radius * 0.06,
      'stroke-linecap': 'round',
    })
  }
  return markup
}

/** A bottle chilling in a polished ice bucket. */
export function bottleInBucket(board: Artboard, x: number, base: number, height: number): string {
  const metal = board.defs.linear(
    [
      [0, '#8d8f94'],
      [0.35, '#f2efe8'],
      [0.6, '#b9b6ad'],
      [1, '#6e7076'],
    ],
    { x2: 1, y2: 0 },
  )
  const bucketTop = base - height * 0.45
  const half = height * 0.2
  const bottle = d`M${x - height * 0.09},${bucketTop + 4}V${base - height * 0.78}Q${x - height * 0.09},${base - height * 0.86} ${x - height * 0.03},${base - height * 0.9}V${base - height}h${height * 0.06}V${base - height * 0.9}Q${x + height * 0.09},${base - height * 0.86} ${x + height * 0.09},${base - height * 0.78}V${bucketTop + 4}Z`
  return (
    tag(
      'g',
      { transform: `rotate(-12 ${Math.round(x)} ${Math.round(bucketTop)})` },
      tag('path', { d: bottle, fill: '#1f3329' }) +
        tag('path', {
          d: d`M${x - height * 0.035},${base - height * 0.9}V${base - height}h${height * 0.07}V${base - height * 0.9}Z`,
          fill: brand.gold400,
        }),
    ) +
    tag('path', {
      d: d`M${x - half},${bucketTop}L${x - half * 0.8},${base}H${x + half * 0.8}L${x + half},${bucketTop}Z`,
      fill: metal,
    }) +
    tag('ellipse', { cx: x, cy: bucketTop, rx: half, ry: half * 0.2, fill: '#dcd8ce' })
  )
}

/** A candle in a hurricane glass, with its glow when the light is low. */
export function hurricaneLamp(board: Artboard, x: number, base: number, height: number): string {
  const { rim } = glassColours(board)
  const half = height * 0.22
  let markup =
    tag('path', {
      d: d`M${x - half},${base}V${base - height * 0.7}Q${x - half},${base - height} ${x - half * 0.7},${base - height}H${x + half * 0.7}Q${x + half},${base - height} ${x + half},${base - height * 0.7}V${base}Z`,
      fill: rim,
      opacity: 0.18,
    }) +
    tag('rect', {
      x: x - half * 0.4,
      y: base - height * 0.35,
      width: half * 0.8,
      height: height * 0.35,
      fill: brand.sand50,
    }) +
    tag('path', {
      d: d`M${x},${base - height * 0.36}q${-half * 0.25},${-height * 0.08} 0,${-height * 0.2}q${half * 0.25},${height * 0.12} 0,${height * 0.2}Z`,
      fill: '#ffe7a8',
    })
  if (board.palette.backlit) markup += glow(board, x, base - height * 0.45, height * 1.6)
  return markup
}

/** A serving platter with a spread on it. */
export function platter(board: Artboard, x: number, y: number, radius: number): string {
  const { random } = board
  const tones = ['#c96f4f', '#e7c26b', '#7e9a63', '#f2e3c8', '#b24f4f']
  let food = ''
  for (let index = 0; index < 9; index += 1) {
    const angle = random.between(0, Math.PI * 2)
    const reach = random.between(0, 0.6) * radius
    food += tag('ellipse', {
      cx: x + Math.cos(angle) * reach,
      cy: y + Math.sin(angle) * reach * 0.3 - radius * 0.04,
      rx: radius * random.between(0.12, 0.2),
      ry: radius * random.between(0.05, 0.08),
      fill: random.pick(tones),
    })
  }
  return (
    tag('ellipse', { cx: x, cy: y, rx: radius, ry: radius * 0.3, fill: '#f7f3ec' }) +
    tag('ellipse', {
      cx: x,
      cy: y,
      rx: radius,
      ry: radius * 0.3,
      fill: 'none',
      stroke: brand.gold500,
      'stroke-width': radius * 0.02,
    }) +
    food
  )
}
