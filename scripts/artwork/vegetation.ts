import type { Random } from './random.ts'
import { d } from './svg.ts'

/**
 * A palm silhouette as path data: a leaning, tapering trunk and a crown of drooping fronds.
 * `height` is the trunk's height; fronds reach about half of that again.
 */
export function palm(random: Random, x: number, base: number, height: number, lean: number): string {
  const topX = x + lean * height
  const topY = base - height
  const width = height * 0.035
  let path =
    d`M${x - width},${base}Q${x + lean * height * 0.2 - width},${base - height * 0.55} ${topX - width * 0.5},${topY}` +
    d`L${topX + width * 0.5},${topY}Q${x + lean * height * 0.2 + width},${base - height * 0.55} ${x + width},${base}Z`
  const fronds = 7
  for (let index = 0; index < fronds; index += 1) {
    const angle = -Math.PI * (0.05 + (0.9 * index) / (fronds - 1)) + random.between(-0.12, 0.12)
    const reach = height * random.between(0.38, 0.52)
    const droop = reach * (0.25 + 0.45 * Math.abs(Math.cos(angle)))
    const tipX = topX + Math.cos(angle) * reach
    const tipY = topY + Math.sin(angle) * reach * 0.6 + droop
    const midX = topX + Math.cos(angle) * reach * 0.55
    const midY = topY + Math.sin(angle) * reach * 0.55 - reach * 0.08
    const leaf = reach * 0.09
    path += d`M${topX},${topY}Q${midX},${midY - leaf} ${tipX},${tipY}Q${midX},${midY + leaf} ${topX},${topY}Z`
  }
  return path
}

/** A rounded tree canopy (sea grape, mangrove, oak) as a lumpy dome of arcs. */
export function canopy(random: Random, x: number, base: number, width: number, height: number): string {
  // Broad, low crowns get more lumps, so no lump is much taller than it is wide.
  const lumps = Math.min(6, Math.max(2, Math.round((width / height) * 1.6) + random.int(0, 1)))
  let path = d`M${x - width / 2},${base}`
  for (let index = 0; index < lumps; index += 1) {
    const step = width / lumps
    const rise = height * (0.55 + 0.45 * Math.sin((Math.PI * (index + 0.5)) / lumps)) * random.between(0.85, 1.1)
    path += d`q${step * 0.1},${-rise} ${step / 2},${-rise}q${step * 0.4},0 ${step / 2},${rise}`
  }
  return `${path}Z`
}

/** Arching prop roots of red mangroves, dropping into the water. */
export function mangroveRoots(random: Random, x: number, base: number, width: number, height: number): string {
  let path = ''
  const roots = Math.max(3, Math.round(width / (height * 0.5)))
  for (let index = 0; index < roots; index += 1) {
    const startX = x - width * 0.4 + (width * 0.8 * index) / (roots - 1) + random.between(-0.05, 0.05) * width
    const endX = startX + random.between(-0.35, 0.35) * height
    path += d`M${startX},${base - height}Q${(startX + endX) / 2 + random.between(-0.3, 0.3) * height},${base - height * 0.7} ${endX},${base}`
  }
  return path
}

/** Sea oats: slim stalks leaning with the breeze, each with a drooping seed head. */
export function seaOats(random: Random, x: number, base: number, height: number, count: number): string {
  let path = ''
  for (let index = 0; index < count; index += 1) {
    const stalkX = x + random.between(-0.5, 0.5) * height
    const tall = height * random.between(0.6, 1)
    const bend = tall * random.between(0.1, 0.3)
    const topX = stalkX + bend
    const topY = base - tall
    path += d`M${stalkX},${base}Q${stalkX + bend * 0.2},${base - tall * 0.6} ${topX},${topY}`
    path += d`M${topX},${topY}q${tall * 0.12},${tall * 0.05} ${tall * 0.16},${tall * 0.22}`
  }
  return path
}
