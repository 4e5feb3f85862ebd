import { createHash } from 'node:crypto'

export interface CachedBrochure {
  pdf: Buffer
  /** A strong validator: the hash of the bytes. */
  etag: string
}

/**
 * Generates the brochure on first use and keeps it for the life of the process. Requests arriving while it is being
 * generated share that one generation; a failed generation is forgotten, so the next request tries again.
 */
export function cacheBrochure(generate: () => Promise<Buffer>): () => Promise<CachedBrochure> {
  let cached: Promise<CachedBrochure> | undefined
  return () => {
    cached ??= generate().then(
      (pdf) => ({ pdf, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"` }),
      (error: unknown) => {
        cached = undefined
        throw error
      },
    )
    return cached
  }
}
