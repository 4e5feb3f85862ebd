import { membershipTiers, tierBenefits, type MembershipTier } from '../../../../common/membership-tiers.ts'
import { fillPage, heightOf, newPage, pageHeading, rule, widthOf, write } from '../brochure-layout.ts'
import { colors, fonts, page, textStyles } from '../brochure-style.ts'

type Doc = PDFKit.PDFDocument

const INTRODUCTION = 'Every level opens the whole fleet, each yacht crewed by a USCG-licensed captain.'

const COLUMNS = 2
const GUTTER = 12
const PADDING = 20
const BAND_HEIGHT = 52
const FIGURE_HEIGHT = 54
const PRICE_HEIGHT = 34
const BULLET_INDENT = 15
const BENEFIT_GAP = 4.5
/** Space between the benefits and the rules above and below them. */
const LIST_PADDING = 5

const benefitStyle = { ...textStyles.body, size: 9, lineGap: 2 }
const labelStyle = { ...textStyles.label, size: 6.5, color: colors.muted }

/** The first benefit is the year's points, which the card shows as its headline figure instead. */
function listedBenefits(tier: MembershipTier) {
  return tierBenefits(tier).slice(1)
}

function benefitsHeight(doc: Doc, tier: MembershipTier, width: number) {
  return listedBenefits(tier).reduce(
    (height, benefit) => height + heightOf(doc, benefit, benefitStyle, { width: width - BULLET_INDENT }) + BENEFIT_GAP,
    0,
  )
}

function drawCard(doc: Doc, tier: MembershipTier, x: number, y: number, width: number, height: number) {
  const innerX = x + PADDING
  const innerWidth = width - 2 * PADDING
  doc.rect(x, y, width, height).fill(colors.white)
  doc.rect(x, y, width, BAND_HEIGHT).fill(colors.navy)
  write(doc, tier.name, innerX, y + 7, { font: fonts.display, size: 26, color: colors.white }, { lineBreak: false })
  write(doc, tier.tagline, innerX, y + 36, { ...labelStyle, color: colors.goldLight }, { lineBreak: false })

  const figureY = y + BAND_HEIGHT + 10
  const points = tier.annualPoints.toLocaleString('en-US')
  write(doc, points, innerX, figureY, textStyles.figure, { lineBreak: false })
  write(doc, 'Mariner Points a year', innerX + widthOf(doc, points, textStyles.figure) + 10, figureY + 15, labelStyle, {
    lineBreak: false,
  })

  const listY = y + BAND_HEIGHT + FIGURE_HEIGHT
  rule(doc, innerX, listY - LIST_PADDING, innerWidth, colors.hairline, 0.5)
  let benefitY = listY + LIST_PADDING
  for (const benefit of listedBenefits(tier)) {
    rule(doc, innerX, benefitY + 6, 7)
    benefitY =
      write(doc, benefit, innerX + BULLET_INDENT, benefitY, benefitStyle, { width: innerWidth - BULLET_INDENT }) +
      BENEFIT_GAP
  }

  const priceY = y + height - PRICE_HEIGHT
  rule(doc, innerX, priceY, innerWidth, colors.hairline, 0.5)
  write(doc, 'Price', innerX, priceY + 14, labelStyle, { lineBreak: false })
  const priceStyle = { font: fonts.displayItalic, size: 14, color: colors.navy }
  const price = 'Inquire for Details'
  write(doc, price, innerX + innerWidth - widthOf(doc, price, priceStyle), priceY + 9, priceStyle, { lineBreak: false })
}

export function drawMembershipPage(doc: Doc) {
  newPage(doc, 'Membership Levels')
  fillPage(doc, colors.sand)
  const introY = pageHeading(doc, 'Membership', 'Membership Levels') + 18
  const cardsY = write(doc, INTRODUCTION, page.margin, introY, textStyles.lead, { width: page.contentWidth }) + 18

  const cardWidth = (page.contentWidth - GUTTER * (COLUMNS - 1)) / COLUMNS
  let rowY = cardsY
  for (let start = 0; start < membershipTiers.length; start += COLUMNS) {
    const row = membershipTiers.slice(start, start + COLUMNS)
    const listHeight = Math.max(...row.map((tier) => benefitsHeight(doc, tier, cardWidth - 2 * PADDING)))
    const cardHeight = BAND_HEIGHT + FIGURE_HEIGHT + LIST_PADDING + listHeight + LIST_PADDING + PRICE_HEIGHT
    row.forEach((tier, index) => {
      drawCard(doc, tier, page.margin + index * (cardWidth + GUTTER), rowY, cardWidth, cardHeight)
    })
    rowY += cardHeight + GUTTER
  }
}
