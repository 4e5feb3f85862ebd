import { access } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { vessels } from '../../../common/fleet.ts'
import { project } from '../../project.ts'
import { page } from './brochure-style.ts'

/** The source tree has the artwork under public/; a deployment may carry only the web build's copy. */
export const defaultArtworkDirs = [
  path.join(project.root, 'public', 'artwork'),
  path.join(project.webBuildDir, 'artwork'),
]

/** Pixels per point of rasterized artwork: crisp on Retina screens and in print preview, without bloating the file. */
const PIXELS_PER_POINT = 2

export const coverImageSize = { width: page.width, height: 560 } as const
export const fleetBannerSize = { width: page.width, height: 216 } as const
export const vesselImageSize = { width: 96, height: 60 } as const

export interface BrochureArtwork {
  cover?: Buffer
  fleetBanner?: Buffer
  /** JPEG thumbnails by vessel key. */
  vessels: Map<string, Buffer>
}

interface Frame {
  width: number
  height: number
  /** Where to centre the crop across the artwork's width, 0 (left) to 1 (right). */
  focusX?: number
}

async function findArtwork(dirs: readonly string[], file: string): Promise<string | undefined> {
  for (const dir of dirs) {
    const candidate = path.join(dir, file)
    try {
      await access(candidate)
      return candidate
    } catch {
      // Not in this folder; try the next.
    }
  }
  return undefined
}

/** Renders an SVG straight at the size it is needed (not at its own size, then scaled), cropped to fill the frame. */
async function rasterize(file: string, { width, height, focusX = 0.5 }: Frame): Promise<Buffer> {
  const pixelWidth = Math.round(width * PIXELS_PER_POINT)
  const pixelHeight = Math.round(height * PIXELS_PER_POINT)
  const { width: svgWidth = pixelWidth, height: svgHeight = pixelHeight } = await sharp(file).metadata()
  const scale = Math.max(pixelWidth / svgWidth, pixelHeight / svgHeight)
  const scaledWidth = Math.max(pixelWidth, Math.round(svgWidth * scale))
  const scaledHeight = Math.max(pixelHeight, Math.round(svgHeight * scale))
  const left = Math.round((scaledWidth - pixelWidth) * focusX)
  return sharp(file, { density: 72 * scale })
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({ left, top: Math.round((scaledHeight - pixelHeight) / 2), width: pixelWidth, height: pixelHeight })
    .jpeg({ quality: 82 })
    .toBuffer()
}

async function rasterizeIfPresent(dirs: readonly string[], file: string, frame: Frame) {
  const found = await findArtwork(dirs, file)
  return found === undefined ? undefined : rasterize(found, frame)
}

/** Rasterizes the cover, the fleet's banner and every vessel's first picture in parallel, on sharp's worker threads. */
export async function rasterizeBrochureArtwork(dirs: readonly string[]): Promise<BrochureArtwork> {
  const [cover, fleetBanner, ...thumbnails] = await Promise.all([
    rasterizeIfPresent(dirs, 'home/hero.svg', { ...coverImageSize, focusX: 0.3 }),
    rasterizeIfPresent(dirs, 'fleet/hero.svg', fleetBannerSize),
    ...vessels.map((vessel) => rasterizeIfPresent(dirs, `fleet/${vessel.key}-1.svg`, vesselImageSize)),
  ])
  const vesselImages = new Map<string, Buffer>()
  vessels.forEach((vessel, index) => {
    const thumbnail = thumbnails[index]
    if (thumbnail) vesselImages.set(vessel.key, thumbnail)
  })
  return { cover, fleetBanner, vessels: vesselImages }
}
