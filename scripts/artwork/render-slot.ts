import type { ImageSlot } from '../../web/content/images.ts'
import type { Artboard } from './artboard.ts'
import { coastline } from './coastline-scene.ts'
import { dining } from './dining-scene.ts'
import { marina } from './marina-scene.ts'
import { palettes } from './palettes.ts'
import { seededRandom } from './random.ts'
import { seascape } from './seascape-scene.ts'
import { Defs, document } from './svg.ts'

/** The artwork for one image slot as an SVG document. `phase` animates it for the hero video (0 for stills). */
export function renderSlot(slot: ImageSlot, phase = 0): string {
  const { scene } = slot
  const defs = new Defs()
  const board: Artboard = {
    width: slot.width,
    height: slot.height,
    // Each scene sets its own horizon before drawing.
    horizon: slot.height / 2,
    palette: palettes[scene.time],
    random: seededRandom(slot.id),
    defs,
    phase,
  }
  let body: string
  switch (scene.kind) {
    case 'seascape':
      body = seascape(board, scene, slot)
      break
    case 'marina':
      body = marina(board, scene, slot)
      break
    case 'dining':
      body = dining(board, scene)
      break
    case 'coastline':
      body = coastline(board, scene)
      break
  }
  return document(slot.width, slot.height, defs, body)
}
