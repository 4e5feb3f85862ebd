import { type Artboard, unit } from './artboard.ts'
import { mix } from './colour.ts'
import { smoothPath, tag, type Point } from './svg.ts'
import { canopy, palm } from './vegetation.ts'

export interface ShoreOptions {
  from: number
  to: number
  /** Tallest tree line above the horizon, in pixels. */
  height: number
  palms?: number
  colour?: string
  /** Shows a pale line of beach at the water's edge. */
  beach?: boolean
}

/** A low, hazy barrier island or far shore on the horizon, with a ragged tree line and the odd palm. */
export function distantShore(board: Artboard, options: ShoreOptions): string {
  const { random, palette, horizon } = board
  const colour = options.colour ?? palette.farLand
  const span = options.to - options.from
  const points: Point[] = [[options.from, horizon]]
  const steps = Math.max(6, Math.round(span / (110 * unit(board))))
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps
    const taper = Math.min(1, Math.sin(Math.PI * t) * 2.2)
    points.push([options.from + span * t, horizon - options.height * taper * random.between(0.35, 0.75)])
  }
  points.push([options.to, horizon])
  let trees = ''
  for (let index = 0; index < (options.palms ?? 0); index += 1) {
    const x = options.from + span * random.between(0.15, 0.85)
    trees += palm(
      random,
      x,
      horizon - options.height * 0.4,
      options.height * random.between(1.1, 1.8),
      random.between(-0.2, 0.2),
    )
  }
  for (let index = 0; index < Math.round(span / (300 * unit(board))); index += 1) {
    const x = options.from + span * random.between(0.1, 0.9)
    trees += canopy(
      random,
      x,
      horizon - options.height * 0.3,
      options.height * random.between(1.5, 3),
      options.height * 0.7,
    )
  }
  let markup = tag('path', { d: smoothPath(points, true) + trees, fill: colour })
  if (options.beach) {
    markup += tag('path', {
      d: smoothPath(
        [
          [options.from + span * 0.02, horizon],
          [options.from + span * 0.3, horizon - options.height * 0.12],
          [options.to - span * 0.2, horizon - options.height * 0.1],
          [options.to - span * 0.02, horizon],
        ],
        true,
      ),
      fill: mix(palette.sand, colour, 0.35),
    })
  }
  return markup
}
