import type { Scene } from '../../web/content/images.ts'
import { type Artboard, unit } from './artboard.ts'
import { mix } from './colour.ts'
import { glow, stringLights } from './lights.ts'
import { brand } from './palettes.ts'
import { crowd, person } from './people.ts'
import { lightPath, seaSurface, swell } from './sea.ts'
import { distantShore } from './shoreline.ts'
import { clearOfTitle, clouds, lightSource, skyGradient, stars } from './sky.ts'
import { d, tag } from './svg.ts'
import { bottleInBucket, flute, hurricaneLamp, plate, platter, wineGlass } from './tableware.ts'

export type DiningScene = Extract<Scene, { kind: 'dining' }>

function view(board: Artboard, lightX: number): string {
  const { random, width, height } = board
  const shoreLeft = random.chance(0.5)
  return (
    skyGradient(board) +
    stars(board) +
    lightSource(board, lightX) +
    clouds(board, { bottom: 0.8 }) +
    seaSurface(board) +
    distantShore(board, {
      from: shoreLeft ? -width * 0.05 : width * 0.55,
      to: shoreLeft ? width * 0.4 : width * 1.05,
      height: height * 0.018,
      palms: random.int(1, 3),
    }) +
    lightPath(board, lightX) +
    swell(board, { rows: 9, calm: 0.7 })
  )
}

/** The yacht's stainless rail: a top rail, a lower wire and stanchions, across the whole view. */
function deckRail(board: Artboard, top: number, bottom: number): string {
  const { width, height } = board
  const steel = board.palette.backlit ? mix(board.palette.nearLand, '#000000', 0.3) : '#d9dde2'
  let stanchions = ''
  for (let x = width * 0.04; x < width; x += width * 0.18) stanchions += d`M${x},${top}V${bottom}`
  return tag('path', {
    d: d`M0,${top}H${width}M0,${top + (bottom - top) * 0.5}H${width}` + stanchions,
    stroke: steel,
    'stroke-width': height * 0.006,
    fill: 'none',
  })
}

/** Teak decking from `top` down, its seams running towards the middle. */
function teakDeck(board: Artboard, top: number): string {
  const { width, height } = board
  const teak = board.palette.backlit ? mix('#5b4030', board.palette.nearLand, 0.55) : '#a9825d'
  let seams = ''
  for (let index = -14; index <= 14; index += 1)
    seams += d`M${width / 2 + index * width * 0.035},${top}L${width / 2 + index * width * 0.2},${height}`
  return (
    tag('rect', {
      y: top,
      width,
      height: height - top,
      fill: board.defs.linear([
        [0, mix(teak, board.palette.sky[board.palette.sky.length - 1] ?? teak, 0.25)],
        [1, mix(teak, '#000000', 0.35)],
      ]),
    }) + tag('path', { d: seams, stroke: '#2b1d15', 'stroke-width': 1.2 * unit(board), opacity: 0.35 })
  )
}

/** A table laid for dinner (or a lunch spread) on the aft deck, with the sea behind. */
function tableOnDeck(board: Artboard, scene: DiningScene): string {
  const { random, width, height } = board
  board.horizon = height * 0.47
  const lightX = clearOfTitle(board, width * random.between(0.3, 0.7))
  const spread = scene.time === 'midday' || scene.time === 'morning'
  let markup = view(board, lightX)
  markup += deckRail(board, height * 0.53, height * 0.62)
  markup += teakDeck(board, height * 0.62)
  // The table: a cloth-covered top in perspective and its front drape, sized by the height so wide banners do not
  // stretch it.
  const far = height * 0.66
  const near = height * 0.76
  const centre = width / 2
  const half = Math.min(width * 0.36, height * 0.62)
  const cloth = board.palette.backlit ? mix(brand.sand100, board.palette.sky[3] ?? brand.sand100, 0.3) : brand.sand50
  const clothShade = mix(cloth, board.palette.hullShade, 0.45)
  markup += tag('path', {
    d: d`M${centre - half * 0.8},${far}H${centre + half * 0.8}L${centre + half},${near}H${centre - half}Z`,
    fill: cloth,
  })
  markup += tag('path', {
    d: d`M${centre - half},${near}H${centre + half}L${centre + half * 1.01},${height * 0.97}Q${centre},${height * 0.99} ${centre - half * 1.01},${height * 0.97}Z`,
    fill: board.defs.linear([
      [0, clothShade],
      [1, mix(clothShade, board.palette.waveShade, 0.3)],
    ]),
  })
  const scale = height * 0.16
  const seats = [-0.55, 0, 0.55].map((seat) => centre + seat * half)
  for (const seat of seats) markup += plate(board, seat, height * 0.725, scale * 0.45, !spread)
  if (spread) {
    markup += platter(board, centre - half * 0.28, height * 0.685, scale * 0.55)
    markup += platter(board, centre + half * 0.28, height * 0.685, scale * 0.5)
  }
  const bucketSide = random.chance(0.5) ? -1 : 1
  markup += bottleInBucket(board, centre + bucketSide * half * 0.78, height * 0.7, scale * 1.1)
  for (const seat of seats) {
    markup += wineGlass(board, seat + scale * 0.5, height * 0.705, scale * 0.6)
    if (random.chance(0.6)) markup += wineGlass(board, seat + scale * 0.85, height * 0.71, scale * 0.55)
  }
  if (!spread) {
    for (const offset of [-0.28, 0.28])
      markup += hurricaneLamp(board, centre + offset * half, height * 0.695, scale * 0.6)
  }
  // Two chair backs in the foreground frame the table.
  const chair = board.palette.backlit ? mix(board.palette.nearLand, '#000000', 0.4) : brand.navy800
  const chairBack = (x: number): string =>
    d`M${x - height * 0.085},${height}V${height * 0.88}Q${x - height * 0.085},${height * 0.83} ${x - height * 0.04},${height * 0.83}H${x + height * 0.04}Q${x + height * 0.085},${height * 0.83} ${x + height * 0.085},${height * 0.88}V${height}Z`
  markup += tag('path', { d: chairBack(centre - half * 0.62) + chairBack(centre + half * 0.62), fill: chair })
  return markup
}

/** The galley: the chef plating at the counter in front of a wide window on the water. */
function chefAtWork(board: Artboard): string {
  const { random, width, height, defs } = board
  board.horizon = height * 0.38
  const lightX = clearOfTitle(board, width * random.between(0.55, 0.75))
  const windowBox = { x: width * 0.08, y: height * 0.1, w: width * 0.84, h: height * 0.46 }
  const clip = defs.add((id) =>
    tag(
      'clipPath',
      { id },
      tag('rect', { x: windowBox.x, y: windowBox.y, width: windowBox.w, height: windowBox.h, rx: height * 0.04 }),
    ),
  )
  const panel = defs.linear([
    [0, '#6b4a35'],
    [1, '#3a281d'],
  ])
  let markup = tag('rect', { width, height, fill: panel })
  markup += tag('g', { 'clip-path': `url(#${clip})` }, view(board, lightX))
  markup += tag('rect', {
    x: windowBox.x,
    y: windowBox.y,
    width: windowBox.w,
    height: windowBox.h,
    rx: height * 0.04,
    fill: 'none',
    stroke: brand.gold500,
    'stroke-width': height * 0.008,
  })
  markup += tag('path', {
    d: d`M${width / 2},${windowBox.y}V${windowBox.y + windowBox.h}`,
    stroke: '#3a281d',
    'stroke-width': height * 0.012,
  })
  // Pendant lamps.
  for (const x of [0.28, 0.5, 0.72]) {
    const lampY = height * random.between(0.2, 0.26)
    markup += tag('path', { d: d`M${width * x},0V${lampY}`, stroke: '#1b1410', 'stroke-width': 1.5 * unit(board) })
    markup += tag('path', {
      d: d`M${width * x - height * 0.04},${lampY + height * 0.035}Q${width * x - height * 0.035},${lampY} ${width * x},${lampY}Q${width * x + height * 0.035},${lampY} ${width * x + height * 0.04},${lampY + height * 0.035}Z`,
      fill: brand.gold500,
    })
    markup += glow(board, width * x, lampY + height * 0.04, height * 0.12, 0.8)
  }
  const counterTop = height * 0.72
  const chefX = width * random.between(0.4, 0.6)
  const chefHeight = height * 0.62
  markup += person(board, 'chef', chefX, counterTop + chefHeight * 0.45, chefHeight, brand.navy900)
  markup += person(board, 'toque', chefX, counterTop + chefHeight * 0.45, chefHeight, brand.sand50)
  markup += tag('rect', {
    y: counterTop,
    width,
    height: height - counterTop,
    fill: defs.linear([
      [0, brand.navy800],
      [1, brand.navy950],
    ]),
  })
  markup += tag('rect', { y: counterTop - height * 0.012, width, height: height * 0.02, fill: brand.navy700 })
  markup += tag('path', {
    d: d`M0,${counterTop + height * 0.008}H${width}`,
    stroke: brand.gold500,
    'stroke-width': height * 0.004,
  })
  const scale = height * 0.16
  markup += plate(board, chefX - scale * 0.2, counterTop - height * 0.004, scale * 0.55, true)
  markup += plate(board, chefX + scale * 1.2, counterTop - height * 0.004, scale * 0.5, true)
  markup += plate(board, chefX - scale * 1.6, counterTop - height * 0.004, scale * 0.5, false)
  markup += wineGlass(board, width * 0.85, counterTop - height * 0.004, scale * 0.5)
  markup += wineGlass(board, width * 0.9, counterTop - height * 0.002, scale * 0.46)
  markup += tag('path', {
    d: d`M${width * 0.1},${counterTop - height * 0.005}l${scale * 0.05},${-scale * 0.35}h${scale * 0.3}l${scale * 0.05},${scale * 0.35}Z`,
    fill: '#6d5a47',
  })
  markup += tag('path', {
    d: d`M${width * 0.1 + scale * 0.22},${counterTop - scale * 0.35}q${-scale * 0.3},${-scale * 0.3} ${-scale * 0.1},${-scale * 0.5}q${scale * 0.1},${scale * 0.3} ${scale * 0.1},${scale * 0.5}q${scale * 0.1},${-scale * 0.4} ${scale * 0.35},${-scale * 0.45}q${-scale * 0.1},${scale * 0.35} ${-scale * 0.35},${scale * 0.45}Z`,
    fill: '#5f7f4f',
  })
  return markup
}

/** Glasses raised on deck: a toast at the rail under festoon lights, poured flutes on a ledge in the foreground. */
function celebration(board: Artboard): string {
  const { random, width, height } = board
  board.horizon = height * 0.52
  const lightX = clearOfTitle(board, width * random.between(0.3, 0.7))
  let markup = view(board, lightX)
  markup += deckRail(board, height * 0.6, height * 0.7)
  markup += teakDeck(board, height * 0.7)
  const figureColour = board.palette.backlit ? mix(board.palette.nearLand, '#000000', 0.2) : brand.navy800
  markup += crowd(board, random, {
    from: width * 0.04,
    to: width * 0.96,
    feet: height * 0.86,
    height: height * 0.42,
    colour: figureColour,
    count: random.int(5, 7),
    figures: ['toast', 'dress', 'gown', 'toast', 'suit'],
  })
  markup += stringLights(
    board,
    [
      [-width * 0.05, height * 0.06],
      [width * 0.5, height * 0.03],
      [width * 1.05, height * 0.08],
    ],
    { sag: height * 0.06, bulb: Math.max(2.5, width * 0.004) },
  )
  // A ledge across the foreground with poured flutes, the bottle on ice and a candle.
  const ledge = height * 0.9
  const ledgeColour = board.palette.backlit ? mix(board.palette.nearLand, '#000000', 0.3) : brand.navy900
  markup += tag('rect', { y: ledge, width, height: height - ledge, fill: ledgeColour })
  markup += tag('path', { d: d`M0,${ledge}H${width}`, stroke: brand.gold500, 'stroke-width': height * 0.005 })
  const scale = height * 0.2
  const start = width * random.between(0.1, 0.2)
  markup += bottleInBucket(board, start, ledge, scale * 1.1)
  for (let index = 0; index < 4; index += 1) {
    markup += flute(board, start + scale * (0.6 + index * 0.32), ledge, scale * random.between(0.92, 1))
  }
  markup += hurricaneLamp(board, width * random.between(0.7, 0.85), ledge, scale * 0.7)
  return markup
}

export function dining(board: Artboard, scene: DiningScene): string {
  switch (scene.setting) {
    case 'table on deck':
      return tableOnDeck(board, scene)
    case 'chef at work':
      return chefAtWork(board)
    case 'celebration':
      return celebration(board)
  }
}
