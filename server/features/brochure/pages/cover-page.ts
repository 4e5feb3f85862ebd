import { club } from '../../../../common/club.ts'
import { coverImageSize } from '../brochure-artwork.ts'
import type { BrochureContext } from '../brochure-context.ts'
import { fillPage, newPage, rule, shade, writeCentredLine } from '../brochure-layout.ts'
import { colors, fonts, page, textStyles } from '../brochure-style.ts'

const TAGLINE = 'The Pure Joy of Luxury Boating Without the Hassle'

type Doc = PDFKit.PDFDocument

export function drawCoverPage(doc: Doc, { artwork }: BrochureContext) {
  newPage(doc, 'Cover')
  fillPage(doc, colors.navyDeep)
  if (artwork.cover) {
    doc.image(artwork.cover, 0, 0, coverImageSize)
    shade(doc, 0, 150, 0.55, 0)
    // The artwork's lower edge melts into the navy the title stands on.
    shade(doc, coverImageSize.height - 200, coverImageSize.height + 1, 0, 1)
  }

  const centre = page.width / 2
  writeCentredLine(doc, `Private Yacht Club  ·  Est. ${club.foundedYear}`, centre, 60, {
    ...textStyles.label,
    color: colors.goldLight,
  })

  rule(doc, centre - 24, 560, 48, colors.goldLight)
  writeCentredLine(doc, club.name, centre, 574, { font: fonts.display, size: 54, color: colors.white })
  writeCentredLine(doc, TAGLINE, centre, 646, { font: fonts.displayItalic, size: 19, color: colors.goldLight })
  writeCentredLine(doc, club.city, centre, 684, { ...textStyles.label, size: 8, color: colors.white })
  writeCentredLine(doc, 'Membership Brochure', centre, page.footerY, { ...textStyles.label, color: colors.goldLight })
}
