import { DAMAGE_PHOTO_SIDE } from '../../../common/dock/dock-api.ts'

/** Below this a photo already fits the server's size and travels quickly enough from the dock. */
const SMALL_ENOUGH_BYTES = 1.5 * 1024 * 1024

/**
 * A camera photo made small enough to send over a dock's weak signal: upright, at most the stored size on a side, as
 * JPEG, without its metadata (location included). A photo the browser cannot decode goes as it is, for the server to
 * judge by its content and refuse clearly.
 */
export async function shrinkPhoto(photo: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' })
  } catch {
    return photo
  }
  try {
    const scale = Math.min(1, DAMAGE_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && photo.size <= SMALL_ENOUGH_BYTES) return photo
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    if (!blob) return photo
    return new File([blob], photo.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' })
  } finally {
    bitmap.close()
  }
}
