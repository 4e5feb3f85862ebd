import type { Dirent } from 'node:fs'
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import sharp from 'sharp'
import { type ImageSlot, imageSlots } from '../web/content/images.ts'
import type { PhotoManifest, SlotPhoto } from '../web/ui/slot-image.tsx'

/**
 * Turns the club's photos (content/photos/<slot id>.jpg, …) into AVIF and WebP files cropped to each slot's shape in
 * several widths, and writes the manifest the web app reads to show them instead of the slot's artwork.
 */

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
const NOT_PHOTOS = new Set(['README.md'])
const FORMATS = ['avif', 'webp'] as const
const WIDTH_LADDER = [480, 800, 1200, 1600, 1920, 2560]
const SMALLEST_WIDTH = Math.min(...WIDTH_LADDER)
/**
 * A slot's width is the most it is laid out at; half as much again serves high-density screens without files larger
 * than a screen can show. No width exceeds the cropped photo's own: upscaling adds bytes, not detail.
 */
const DENSITY_ALLOWANCE = 1.5

export interface PhotoPaths {
  photosDir: string
  outputDir: string
  /** The URL path outputDir is served at. */
  outputUrl: string
  manifestFile: string
  slots: readonly ImageSlot[]
}

export interface PhotoRun {
  processed: string[]
  upToDate: string[]
}

/** A problem with the club's photos, explained for whoever added them. */
export class PhotoInputError extends Error {}

interface Photo {
  slot: ImageSlot
  file: string
}

interface PhotoOutput {
  format: (typeof FORMATS)[number]
  width: number
  height: number
  file: string
}

interface PhotoPlan extends Photo {
  outputs: PhotoOutput[]
  entry: SlotPhoto
}

export async function processPhotos(paths: PhotoPaths): Promise<PhotoRun> {
  const plans = await planPhotos(paths)
  const previousManifest = await readManifest(paths.manifestFile)
  const run: PhotoRun = { processed: [], upToDate: [] }
  for (const plan of plans) {
    const upToDate =
      isDeepStrictEqual(previousManifest[plan.slot.id], plan.entry) && (await outputsNewerThanPhoto(plan))
    if (!upToDate) await writeOutputs(plan)
    run[upToDate ? 'upToDate' : 'processed'].push(plan.slot.id)
  }
  await removeStaleOutputs(paths.outputDir, new Set(plans.flatMap(({ outputs }) => outputs.map(({ file }) => file))))
  await writeManifest(paths.manifestFile, Object.fromEntries(plans.map(({ slot, entry }) => [slot.id, entry])))
  return run
}

/** Checks every photo before processing any, so the club sees all problems at once. */
async function planPhotos(paths: PhotoPaths): Promise<PhotoPlan[]> {
  const problems: string[] = []
  const photos: Photo[] = []
  const slotsById = new Map(paths.slots.map((slot) => [slot.id, slot]))
  const files = await listFiles(paths.photosDir)
  for (const file of files) {
    const name = path.relative(paths.photosDir, file).split(path.sep).join('/')
    const extension = path.extname(name)
    const id = name.slice(0, -extension.length)
    const slot = slotsById.get(id)
    if (!PHOTO_EXTENSIONS.has(extension.toLowerCase())) {
      problems.push(`${name}: not a supported format; save it as JPEG, PNG, WebP or AVIF.`)
    } else if (!slot) {
      problems.push(`${name}: no image slot is called "${id}". Nearest: ${nearestIds(id, [...slotsById.keys()])}.`)
    } else if (photos.some((photo) => photo.slot === slot)) {
      problems.push(`${name}: there is more than one photo for "${id}"; keep one.`)
    } else {
      photos.push({ slot, file })
    }
  }
  const plans: PhotoPlan[] = []
  for (const photo of photos) {
    const plan = await planPhoto(photo, paths)
    if (typeof plan === 'string') problems.push(`${path.relative(paths.photosDir, photo.file)}: ${plan}`)
    else plans.push(plan)
  }
  if (problems.length > 0) {
    throw new PhotoInputError(
      `Cannot use these photos in ${paths.photosDir} (see its README.md):\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    )
  }
  return plans
}

/** The outputs of a photo, or why it cannot fill its slot. */
async function planPhoto(photo: Photo, paths: PhotoPaths): Promise<PhotoPlan | string> {
  const { slot } = photo
  const { width, height } = (await sharp(photo.file).metadata()).autoOrient
  const croppedWidth = Math.floor(Math.min(width, (height * slot.width) / slot.height))
  const largestWidth = Math.min(croppedWidth, slot.width * DENSITY_ALLOWANCE)
  const widths = WIDTH_LADDER.filter((rung) => rung <= largestWidth)
  if (widths.length === 0) {
    return (
      `${width}×${height} px is too small: cropped to the slot's shape (${slot.width}×${slot.height}) it is ` +
      `${croppedWidth} px wide, and the smallest size served is ${SMALLEST_WIDTH} px. ` +
      `Use a photo at least ${slot.width} px wide.`
    )
  }
  const outputs = FORMATS.flatMap((format) =>
    widths.map((outputWidth) => ({
      format,
      width: outputWidth,
      height: Math.round((outputWidth * slot.height) / slot.width),
      file: path.join(paths.outputDir, `${slot.id}-${outputWidth}.${format}`),
    })),
  )
  const sources = (format: PhotoOutput['format']) =>
    widths.map((outputWidth) => ({ src: `${paths.outputUrl}/${slot.id}-${outputWidth}.${format}`, width: outputWidth }))
  return {
    ...photo,
    outputs,
    entry: { width: slot.width, height: slot.height, sources: { avif: sources('avif'), webp: sources('webp') } },
  }
}

async function listFiles(dir: string): Promise<string[]> {
  let entries: Dirent[]
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if (isMissingFile(error)) return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !NOT_PHOTOS.has(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

function nearestIds(id: string, ids: string[]): string {
  return ids
    .map((candidate) => ({ candidate, distance: editDistance(id, candidate) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate)
    .join(', ')
}

/** Levenshtein distance: the fewest single-character edits that turn one string into the other. */
function editDistance(from: string, to: string): number {
  let previousRow = Array.from({ length: to.length + 1 }, (_, index) => index)
  for (let i = 1; i <= from.length; i++) {
    const row = [i]
    for (let j = 1; j <= to.length; j++) {
      const substitution = (previousRow[j - 1] ?? 0) + (from[i - 1] === to[j - 1] ? 0 : 1)
      row.push(Math.min((previousRow[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution))
    }
    previousRow = row
  }
  return previousRow[to.length] ?? 0
}

async function outputsNewerThanPhoto({ file, outputs }: PhotoPlan): Promise<boolean> {
  const photoModified = (await stat(file)).mtimeMs
  for (const output of outputs) {
    const outputStat = await stat(output.file).catch(() => undefined)
    if (!outputStat || outputStat.mtimeMs < photoModified) return false
  }
  return true
}

async function writeOutputs({ file, outputs }: PhotoPlan): Promise<void> {
  // Orientation is applied to the pixels because metadata, the EXIF orientation included, is not written out.
  const photo = sharp(file).autoOrient()
  await Promise.all(
    outputs.map(async (output) => {
      await mkdir(path.dirname(output.file), { recursive: true })
      await photo
        .clone()
        .resize({ width: output.width, height: output.height, fit: 'cover', position: 'attention' })
        .toFormat(output.format)
        .toFile(output.file)
    }),
  )
}

/** Deletes outputs of photos since removed or resized, and the directories that leaves empty. */
async function removeStaleOutputs(dir: string, keep: ReadonlySet<string>): Promise<void> {
  let entries: Dirent[]
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if (isMissingFile(error)) return
    throw error
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) await removeStaleOutputs(file, keep)
    else if (!keep.has(file)) await rm(file)
  }
  if ((await readdir(dir)).length === 0) await rmdir(dir)
}

async function readManifest(file: string): Promise<PhotoManifest> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PhotoManifest
  } catch (error) {
    if (isMissingFile(error)) return {}
    throw error
  }
}

/** Leaves an unchanged manifest untouched, so the dev server does not reload for nothing. */
async function writeManifest(file: string, manifest: PhotoManifest): Promise<void> {
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  const current = await readFile(file, 'utf8').catch(() => undefined)
  if (current === text) return
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, text)
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outputDir = path.resolve('public/photos')
  const manifestFile = path.resolve('web/content/photos.generated.json')
  try {
    const { processed, upToDate } = await processPhotos({
      photosDir: path.resolve('content/photos'),
      outputDir,
      outputUrl: '/photos',
      manifestFile,
      slots: imageSlots,
    })
    process.stdout.write(
      `Photos: ${processed.length} processed, ${upToDate.length} up to date ` +
        `(${path.relative('.', outputDir)}, ${path.relative('.', manifestFile)}).\n`,
    )
  } catch (error) {
    if (!(error instanceof PhotoInputError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  }
}
