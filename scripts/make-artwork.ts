import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { imageSlots } from '../web/content/images.ts'
import { renderSlot } from './artwork/render-slot.ts'

/** Writes public/artwork/<id>.svg for every image slot. */
const outputDir = path.resolve('public/artwork')
/** Pages load several of these at once on phones; a scene that outgrows this needs simplifying. */
const MAX_BYTES = 40 * 1024

let totalBytes = 0
for (const slot of imageSlots) {
  const file = path.join(outputDir, `${slot.id}.svg`)
  const svg = renderSlot(slot)
  const bytes = Buffer.byteLength(svg)
  if (bytes > MAX_BYTES) throw new Error(`${slot.id} is ${Math.round(bytes / 1024)} KB; the limit is 40 KB`)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, svg)
  totalBytes += bytes
}
process.stdout.write(
  `Wrote ${imageSlots.length} artworks to ${path.relative(process.cwd(), outputDir)} (${Math.round(totalBytes / 1024)} KB).\n`,
)
