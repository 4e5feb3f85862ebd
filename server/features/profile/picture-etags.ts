import { createHash } from 'node:crypto'
import type { StoredPicture } from './picture-processing.ts'

/** A strong validator of the picture's bytes, so a browser's copy is confirmed with 304 whatever its address. */
export function pictureEtag(picture: StoredPicture): string {
  return `"${createHash('sha256').update(picture.bytes).digest('base64url')}"`
}

/** Whether an `If-None-Match` header names this entity tag, by the weak comparison RFC 9110 §13.1.2 asks for. */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
