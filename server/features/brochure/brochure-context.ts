import type { BrochureArtwork } from './brochure-artwork.ts'

/** What every page of the brochure may draw from besides the club's data. */
export interface BrochureContext {
  artwork: BrochureArtwork
  /** The address members use, without a trailing slash. */
  publicUrl: string
}
