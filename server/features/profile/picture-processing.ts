import sharp from 'sharp'
import { decodeSlots } from './decode-slots.ts'

export const NOT_PNG_OR_JPEG = 'Please choose a PNG or JPEG image.'
export const UNREADABLE_PICTURE = 'This image could not be read. Please choose another.'

/** A profile picture as stored and served. */
export interface StoredPicture {
  contentType: string
  bytes: Buffer
}

/** A picture refused for what it is; the error handler answers its status with its message as `detail`. */
export class PictureRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'PictureRefusal'
  }
}

/** Profile pictures: shown at most a few hundred pixels wide. */
export const PICTURE_SIDE = 512
/** A small file can decode to a huge image; this bounds the memory one picture may take. */
const MAX_INPUT_PIXELS = 50_000_000
const ACCEPTED_FORMATS = new Set(['png', 'jpeg'])
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

function startsLikePngOrJpeg(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) ||
    bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)
  )
}

/** Two pictures decode at a time on an instance (each bounded by `MAX_INPUT_PIXELS`); the rest wait their turn. */
export const pictureDecodes = decodeSlots(2)

/**
 * Checks an uploaded picture by its content (never its name or declared type) and re-encodes it: turned upright as its
 * EXIF orientation says, fitted inside `side`×`side` (512 unless said) without enlarging, as WebP, without any of the
 * original's metadata (location, camera, ICC profile). Throws `PictureRefusal` for anything but a readable PNG or JPEG.
 */
export function preparePicture(bytes: Buffer, side = PICTURE_SIDE): Promise<StoredPicture> {
  return pictureDecodes.run(() => decodePicture(bytes, side))
}

async function decodePicture(bytes: Buffer, side: number): Promise<StoredPicture> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  if (!metadata) throw new PictureRefusal(415, startsLikePngOrJpeg(bytes) ? UNREADABLE_PICTURE : NOT_PNG_OR_JPEG)
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new PictureRefusal(415, NOT_PNG_OR_JPEG)
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PictureRefusal(413, 'This image has too many pixels. Please choose a smaller one.')
  }
  try {
    // Only truncation fails a picture: cameras often write JPEGs with harmless warnings that would refuse real photos.
    const output = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
    return { contentType: 'image/webp', bytes: output }
  } catch {
    throw new PictureRefusal(415, UNREADABLE_PICTURE)
  }
}
