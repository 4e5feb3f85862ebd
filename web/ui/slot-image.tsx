import { type ImageSlot, imageSlot } from '../content/images.ts'

export interface PhotoSource {
  src: string
  width: number
}

/** One slot's photo as `npm run photos` wrote it: sizes of the slot's shape, smallest first. */
export interface SlotPhoto {
  width: number
  height: number
  sources: { avif: PhotoSource[]; webp: PhotoSource[] }
}

/** Slot id → photo, for the slots the club has supplied a photo for. */
export type PhotoManifest = Record<string, SlotPhoto>

export type ImageSources =
  { kind: 'artwork'; src: string } | { kind: 'photo'; src: string; avifSrcSet: string; webpSrcSet: string }

// A glob rather than an import: the manifest only exists once `npm run photos` has run, and typecheck and unit tests
// run before any build. No match means no photos.
const generatedManifests = import.meta.glob<PhotoManifest>('../content/photos.generated.json', {
  eager: true,
  import: 'default',
})
const photoManifest: PhotoManifest = Object.values(generatedManifests)[0] ?? {}

/** What a slot shows: the club's photo in every size processed, else the artwork made for the slot. */
export function imageSources(slot: ImageSlot, manifest: PhotoManifest): ImageSources {
  const photo = manifest[slot.id]
  const middleWebp = photo?.sources.webp[Math.floor(photo.sources.webp.length / 2)]
  if (!photo || !middleWebp) return { kind: 'artwork', src: `/artwork/${slot.id}.svg` }
  return {
    kind: 'photo',
    src: middleWebp.src,
    avifSrcSet: srcSet(photo.sources.avif),
    webpSrcSet: srcSet(photo.sources.webp),
  }
}

/** What a slot shows on this site, given the photos processed at build time. */
export function slotImageSources(id: string): ImageSources {
  return imageSources(imageSlot(id), photoManifest)
}

function srcSet(sources: PhotoSource[]): string {
  return sources.map(({ src, width }) => `${src} ${width}w`).join(', ')
}

interface SlotImageOptions {
  /** The image's rendered width, for choosing among photo sizes; the default suits a full-bleed image. */
  sizes?: string
  /** Lazy by default; an image in the first screenful (a hero) loads eagerly. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  /** Replaces the slot's alt text where the image is reused in another context. */
  alt?: string
}

export interface SlotImageProps extends SlotImageOptions {
  id: string
}

/** A slot's image at the slot's fixed size, so nothing shifts while it loads. */
export function SlotImage({ id, ...options }: SlotImageProps) {
  const slot = imageSlot(id)
  return <SlotImageWithSources slot={slot} sources={imageSources(slot, photoManifest)} {...options} />
}

interface SlotImageWithSourcesProps extends SlotImageOptions {
  slot: ImageSlot
  sources: ImageSources
}

export function SlotImageWithSources({
  slot,
  sources,
  sizes = '100vw',
  loading = 'lazy',
  fetchPriority,
  className,
  alt = slot.alt,
}: SlotImageWithSourcesProps) {
  const image = (
    <img
      src={sources.src}
      width={slot.width}
      height={slot.height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  )
  if (sources.kind === 'artwork') return image
  // `contents` lays the image out as if the picture were not there, so a photo sits exactly where the artwork did.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      {image}
    </picture>
  )
}
