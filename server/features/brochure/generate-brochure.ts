import { setImmediate as nextTurn } from 'node:timers/promises'
import PDFDocument from 'pdfkit'
import { club } from '../../../common/club.ts'
import { defaultArtworkDirs, rasterizeBrochureArtwork } from './brochure-artwork.ts'
import type { BrochureContext } from './brochure-context.ts'
import { loadBrochureFonts, registerBrochureFonts } from './brochure-fonts.ts'
import { pageFooter } from './brochure-layout.ts'
import { drawClubPage } from './pages/club-page.ts'
import { drawContactPage } from './pages/contact-page.ts'
import { drawCoverPage } from './pages/cover-page.ts'
import { drawFleetPages } from './pages/fleet-pages.ts'
import { drawMembershipPage } from './pages/membership-page.ts'

export interface BrochureOptions {
  /** The address members use, without a trailing slash. */
  publicUrl: string
  /** Folders searched in order for the artwork; defaults to the source tree's, then the web build's. */
  artworkDirs?: readonly string[]
}

const pageDrawers = [drawCoverPage, drawClubPage, drawMembershipPage, drawFleetPages, drawContactPage]

/** The inside pages carry a running foot; the cover and the closing page are full-bleed. */
function drawFooters(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start + 1; index < start + count - 1; index++) {
    doc.switchToPage(index)
    pageFooter(doc, index + 1)
  }
}

/** The membership brochure as a PDF, drawn from the club's current tier and fleet data. */
export async function generateBrochure({ publicUrl, artworkDirs = defaultArtworkDirs }: BrochureOptions) {
  const [artwork, brochureFonts] = await Promise.all([rasterizeBrochureArtwork(artworkDirs), loadBrochureFonts()])
  const context: BrochureContext = { artwork, publicUrl }

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${club.name} — Membership Brochure`,
      Author: club.name,
      Subject: 'Membership levels, the fleet and how to apply',
      Keywords: 'yacht club, membership, Sarasota, Florida',
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  registerBrochureFonts(doc, brochureFonts)
  for (const drawPage of pageDrawers) {
    drawPage(doc, context)
    // Drawing is synchronous; let requests waiting on the event loop through between pages.
    await nextTurn()
  }
  drawFooters(doc)
  doc.end()
  return finished
}
