import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImageSlot } from '../web/content/images.ts'
import type { PhotoManifest } from '../web/ui/slot-image.tsx'
import { type PhotoPaths, processPhotos } from './process-photos.ts'

function slot(id: string, width: number, height: number): ImageSlot {
  return { id, width, height, alt: `Artwork for ${id}`, scene: { kind: 'seascape', time: 'midday', view: 'wide' } }
}

const slots = [
  slot('home/hero', 1920, 840),
  slot('contact/side', 1200, 1500),
  slot('fleet/peace-1', 1600, 1000),
  slot('fleet/peace-2', 1600, 1000),
  slot('dining/chef-menu', 1200, 900),
]

const tempDirs: string[] = []

async function photoPaths(): Promise<PhotoPaths> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'process-photos-'))
  tempDirs.push(dir)
  return {
    photosDir: path.join(dir, 'photos'),
    outputDir: path.join(dir, 'public/photos'),
    outputUrl: '/photos',
    manifestFile: path.join(dir, 'photos.generated.json'),
    slots,
  }
}

/** A two-tone photo, light above and dark below, so a test can tell which way up it was written. */
function twoTone(width: number, height: number) {
  const half = Math.round(height / 2)
  const band = (colour: number) => ({
    create: { width, height: half, channels: 3 as const, background: { r: colour, g: colour, b: colour } },
  })
  return sharp(band(240)).extend({ bottom: height - half, background: { r: 20, g: 20, b: 20 } })
}

async function writePhoto(paths: PhotoPaths, name: string, photo: Sharp): Promise<string> {
  const file = path.join(paths.photosDir, name)
  await mkdir(path.dirname(file), { recursive: true })
  await photo.toFile(file)
  return file
}

async function readManifest(paths: PhotoPaths): Promise<PhotoManifest> {
  return JSON.parse(await readFile(paths.manifestFile, 'utf8')) as PhotoManifest
}

async function modifiedTimes(files: string[]): Promise<number[]> {
  return Promise.all(files.map(async (file) => (await stat(file)).mtimeMs))
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('processPhotos with photos for two slots', () => {
  let paths: PhotoPaths
  let firstRun: Awaited<ReturnType<typeof processPhotos>>
  const output = (name: string) => path.join(paths.outputDir, name)

  beforeAll(async () => {
    paths = await photoPaths()
    // Stored landscape, shown portrait: orientation 6 turns it a quarter clockwise, so the light half ends up right.
    await writePhoto(
      paths,
      'contact/side.jpg',
      sharp(await twoTone(3000, 2000).jpeg().toBuffer())
        .withExif({ IFD0: { Make: 'Fixture Camera', Copyright: 'Fixture' } })
        .withMetadata({ orientation: 6 })
        .jpeg(),
    )
    await writePhoto(paths, 'fleet/peace-2.png', twoTone(2000, 3000).png())
    await writeFile(path.join(paths.photosDir, 'README.md'), 'How to add photos\n')
    firstRun = await processPhotos(paths)
  }, 120_000)

  it('processes each photo', () => {
    expect(firstRun).toEqual({ processed: ['contact/side', 'fleet/peace-2'], upToDate: [] })
  })

  it('writes the manifest with the slot’s size and each width in both formats, smallest first', async () => {
    const widths = [480, 800, 1200, 1600, 1920]
    expect(await readManifest(paths)).toEqual({
      'contact/side': {
        width: 1200,
        height: 1500,
        sources: {
          avif: [480, 800, 1200, 1600].map((width) => ({ src: `/photos/contact/side-${width}.avif`, width })),
          webp: [480, 800, 1200, 1600].map((width) => ({ src: `/photos/contact/side-${width}.webp`, width })),
        },
      },
      'fleet/peace-2': {
        width: 1600,
        height: 1000,
        sources: {
          avif: widths.map((width) => ({ src: `/photos/fleet/peace-2-${width}.avif`, width })),
          webp: widths.map((width) => ({ src: `/photos/fleet/peace-2-${width}.webp`, width })),
        },
      },
    })
  })

  it('writes every listed file in its format, at its width and the slot’s shape, without metadata', async () => {
    const manifest = await readManifest(paths)
    for (const [id, photo] of Object.entries(manifest)) {
      for (const [format, sources] of Object.entries(photo.sources)) {
        for (const source of sources) {
          const metadata = await sharp(output(source.src.replace('/photos/', ''))).metadata()
          expect(metadata.format, `${id} ${format}`).toBe(format === 'avif' ? 'heif' : 'webp')
          if (format === 'avif') expect(metadata.compression).toBe('av1')
          expect(metadata.width).toBe(source.width)
          expect(Math.abs(metadata.height - (source.width * photo.height) / photo.width)).toBeLessThanOrEqual(1)
          expect(metadata.exif).toBeUndefined()
          expect(metadata.orientation).toBeUndefined()
        }
      }
    }
  })

  it('turns the photo upright according to its EXIF orientation', async () => {
    const file = output('contact/side-480.webp')
    const { width, height } = await sharp(file).metadata()
    // stats() reads its input, not the result of operations before it, so each half is cut out first.
    const brightness = async (left: number) => {
      const half = await sharp(file)
        .extract({ left, top: 0, width: width / 2, height })
        .toBuffer()
      return (await sharp(half).stats()).channels[0]?.mean
    }
    expect(await brightness(0)).toBeLessThan(60)
    expect(await brightness(width / 2)).toBeGreaterThan(200)
  })

  it('rewrites nothing when the outputs are newer than the photos', async () => {
    const files = Object.values(await readManifest(paths)).flatMap((photo) =>
      [...photo.sources.avif, ...photo.sources.webp].map((source) => output(source.src.replace('/photos/', ''))),
    )
    const before = await modifiedTimes([...files, paths.manifestFile])
    expect(await processPhotos(paths)).toEqual({ processed: [], upToDate: ['contact/side', 'fleet/peace-2'] })
    expect(await modifiedTimes([...files, paths.manifestFile])).toEqual(before)
  })
})

describe('processPhotos', () => {
  it('writes an empty manifest when there are no photos', async () => {
    const paths = await photoPaths()
    expect(await processPhotos(paths)).toEqual({ processed: [], upToDate: [] })
    expect(await readManifest(paths)).toEqual({})
  })

  it('processes a photo again once it changes, and drops the outputs of a removed photo', async () => {
    const paths = await photoPaths()
    const photo = await writePhoto(paths, 'dining/chef-menu.jpg', twoTone(800, 600).jpeg())
    await processPhotos(paths)
    const later = new Date(Date.now() + 60_000)
    await utimes(photo, later, later)
    expect(await processPhotos(paths)).toEqual({ processed: ['dining/chef-menu'], upToDate: [] })

    await rm(photo)
    await processPhotos(paths)
    expect(await readManifest(paths)).toEqual({})
    await expect(stat(paths.outputDir)).rejects.toThrow(/ENOENT/)
  })

  it('fails on a photo named after no slot, naming the nearest slots, before processing any photo', async () => {
    const paths = await photoPaths()
    await writePhoto(paths, 'fleet/peace-1.jpg', twoTone(1600, 1000).jpeg())
    await writePhoto(paths, 'fleet/piece-3.jpg', twoTone(1600, 1000).jpeg())
    await expect(processPhotos(paths)).rejects.toThrow(
      /fleet\/piece-3\.jpg: no image slot is called "fleet\/piece-3"\. Nearest: fleet\/peace-1, fleet\/peace-2, /,
    )
    await expect(stat(paths.outputDir)).rejects.toThrow(/ENOENT/)
  })

  it('fails on a file that is not a supported photo format', async () => {
    const paths = await photoPaths()
    await writePhoto(paths, 'home/hero.tiff', twoTone(1600, 1000).tiff())
    await expect(processPhotos(paths)).rejects.toThrow(/home\/hero\.tiff: not a supported format/)
  })

  it('fails on a photo too small for its slot', async () => {
    const paths = await photoPaths()
    await writePhoto(paths, 'home/hero.jpg', twoTone(400, 300).jpeg())
    await expect(processPhotos(paths)).rejects.toThrow(
      /home\/hero\.jpg: 400×300 px is too small: .* it is 400 px wide, and the smallest size served is 480 px/,
    )
  })
})
