import { formatLength, locations, sectionsAt, vessels, type FleetSection } from '../../../../common/fleet.ts'
import { fleetBannerSize, vesselImageSize } from '../brochure-artwork.ts'
import type { BrochureContext } from '../brochure-context.ts'
import { fitToWidth, newPage, pageHeading, rule, shade, widthOf, write } from '../brochure-layout.ts'
import { colors, fonts, page, textStyles } from '../brochure-style.ts'

type Doc = PDFKit.PDFDocument

const TITLE = 'The Fleet'
const LABEL = locations.map(({ name }) => name).join('  ·  ')
const lengths = vessels.map((vessel) => vessel.lengthFeet)
const INTRODUCTION =
  `${vessels.length} yachts from ${formatLength(Math.min(...lengths))} to ${formatLength(Math.max(...lengths))}, ` +
  'each sailing with a USCG-licensed captain. Points are the Mariner Points for one half-day outing; some yachts ' +
  'are based at more than one location.'

const COLUMNS = 2
const GUTTER = 14
const LOCATION_HEADING_HEIGHT = 42
const ROW_HEIGHT = vesselImageSize.height + 12
const LOCATION_GAP = 12
const TEXT_OFFSET = vesselImageSize.width + 14
const BOTTOM = page.footerY - 16

const columnWidth = (page.contentWidth - GUTTER) / COLUMNS
const nameStyle = { ...textStyles.subheading, size: 15 }
const specLabelStyle = { ...textStyles.label, size: 6, color: colors.muted }
const specValueStyle = { font: fonts.display, size: 15, color: colors.navy, liningFigures: true } as const

/** The section opens over the fleet's banner, or with the plain heading when that artwork is missing. */
function drawOpening(doc: Doc, banner: Buffer | undefined) {
  if (!banner) return pageHeading(doc, LABEL, TITLE)
  doc.image(banner, 0, 0, fleetBannerSize)
  shade(doc, 20, fleetBannerSize.height, 0, 0.95)
  const bottom = fleetBannerSize.height
  write(doc, LABEL, page.margin, bottom - 72, { ...textStyles.label, color: colors.goldLight }, { lineBreak: false })
  write(doc, TITLE, page.margin, bottom - 58, { ...textStyles.title, color: colors.white }, { lineBreak: false })
  return bottom
}

function drawLocationHeading(doc: Doc, name: string, count: number, y: number) {
  write(doc, name, page.margin, y, textStyles.heading, { lineBreak: false })
  const countLabel = `${count} ${count === 1 ? 'yacht' : 'yachts'}`
  const countStyle = { ...textStyles.label, color: colors.muted }
  write(doc, countLabel, page.margin + page.contentWidth - widthOf(doc, countLabel, countStyle), y + 10, countStyle, {
    lineBreak: false,
  })
  rule(doc, page.margin, y + 29, page.contentWidth, colors.hairline, 0.5)
}

function drawListing(doc: Doc, { vessel, listing }: FleetSection, x: number, y: number, context: BrochureContext) {
  const image = context.artwork.vessels.get(vessel.key)
  if (image) doc.image(image, x, y, vesselImageSize)
  else doc.rect(x, y, vesselImageSize.width, vesselImageSize.height).fill(colors.sand)

  const textX = x + TEXT_OFFSET
  const textWidth = columnWidth - TEXT_OFFSET
  write(doc, vessel.name, textX, y - 3, fitToWidth(doc, vessel.name, nameStyle, textWidth), { lineBreak: false })
  write(doc, vessel.kind, textX, y + 17, { ...textStyles.label, size: 6.5 }, { lineBreak: false })

  const specs = [
    { label: 'Length', value: formatLength(vessel.lengthFeet) },
    { label: 'Guests', value: String(vessel.guests) },
    { label: 'Points', value: String(listing.marinerPoints) },
  ]
  const specWidth = textWidth / specs.length
  specs.forEach(({ label, value }, index) => {
    const specX = textX + index * specWidth
    write(doc, label, specX, y + 35, specLabelStyle, { lineBreak: false })
    write(doc, value, specX, y + 44, specValueStyle, { lineBreak: false })
  })
}

/** Lays the locations out in order, two listings a row, turning the page when the next row would not fit. */
export function drawFleetPages(doc: Doc, context: BrochureContext) {
  newPage(doc, TITLE)
  const introY = drawOpening(doc, context.artwork.fleetBanner) + 24
  let y = write(doc, INTRODUCTION, page.margin, introY, textStyles.lead, { width: 440 }) + 26

  const continueOnNewPage = () => {
    doc.addPage()
    write(doc, `${TITLE}, continued`, page.margin, page.margin, textStyles.label)
    return page.margin + 34
  }

  for (const location of locations) {
    const sections = sectionsAt(location.name)
    if (sections.length === 0) continue
    if (y + LOCATION_HEADING_HEIGHT + ROW_HEIGHT > BOTTOM) y = continueOnNewPage()
    drawLocationHeading(doc, location.name, sections.length, y)
    y += LOCATION_HEADING_HEIGHT
    for (let start = 0; start < sections.length; start += COLUMNS) {
      if (y + ROW_HEIGHT > BOTTOM) {
        y = continueOnNewPage()
        drawLocationHeading(doc, location.name, sections.length, y)
        y += LOCATION_HEADING_HEIGHT
      }
      sections.slice(start, start + COLUMNS).forEach((section, index) => {
        drawListing(doc, section, page.margin + index * (columnWidth + GUTTER), y, context)
      })
      y += ROW_HEIGHT
    }
    y += LOCATION_GAP
  }
}
