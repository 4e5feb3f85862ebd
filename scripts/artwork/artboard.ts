import type { Palette } from './palettes.ts'
import type { Random } from './random.ts'
import { type Defs, tag } from './svg.ts'

/** Everything a layer needs to draw into one picture. */
export interface Artboard {
  width: number
  height: number
  /** y of the horizon. */
  horizon: number
  palette: Palette
  random: Random
  defs: Defs
  /** Position in the video loop, 0–1. Still artwork is phase 0; all motion is periodic in it. */
  phase: number
}

/** Lengths scale with the picture, so layers are written for a 1600-pixel-wide canvas. */
export function unit(board: Artboard): number {
  return Math.max(board.width, board.height * 1.2) / 1600
}

/** The one blur filter a picture may use, for clouds and glows. */
export function softFilter(board: Artboard): string {
  const deviation = 6 * unit(board)
  return `url(#${board.defs.once('soft', (id) =>
    tag(
      'filter',
      { id, x: '-20%', y: '-50%', width: '140%', height: '200%' },
      tag('feGaussianBlur', { stdDeviation: deviation }),
    ),
  )})`
}

export const TAU = Math.PI * 2

/** A smooth loop value in [-1, 1] that repeats `cycles` times over the video. */
export function wave(board: Artboard, cycles: number, offset = 0): number {
  return Math.sin(TAU * (board.phase * cycles + offset))
}
