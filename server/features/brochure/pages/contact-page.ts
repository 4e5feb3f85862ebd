import { club } from '../../../../common/club.ts'
import type { BrochureContext } from '../brochure-context.ts'
import { fitToWidth, newPage, rule, write, writeCentredLine } from '../brochure-layout.ts'
import { colors, fonts, page, textStyles } from '../brochure-style.ts'

type Doc = PDFKit.PDFDocument

const INVITATION =
  'The best way to know the club is to step aboard. Call or write to our membership team to arrange a private ' +
  'tour of the fleet.'

const FRAME_INSET = 22
const centred = { width: page.contentWidth, align: 'center' } as const
const labelStyle = { ...textStyles.label, color: colors.goldLight }
const lineStyle = { font: fonts.bodyLight, size: 10.5, color: colors.white, lineGap: 4 } as const
const titleStyle = { ...textStyles.title, size: 52, color: colors.white }
const invitationStyle = { ...textStyles.lead, color: colors.sand }
const noteStyle = { font: fonts.displayItalic, size: 15, color: colors.sand } as const

function drawBackground(doc: Doc) {
  const gradient = doc.linearGradient(0, 0, 0, page.height)
  gradient.stop(0, colors.navy).stop(1, colors.navyDeep)
  doc.rect(0, 0, page.width, page.height).fill(gradient)
  doc
    .rect(FRAME_INSET, FRAME_INSET, page.width - 2 * FRAME_INSET, page.height - 2 * FRAME_INSET)
    .lineWidth(0.5)
    .strokeColor(colors.gold)
    .stroke()
}

interface ContactLine {
  text: string
  link?: string
}

function drawContactColumns(doc: Doc, y: number) {
  const { street, city, region, postalCode } = club.address
  const columns: { label: string; lines: ContactLine[] }[] = [
    { label: 'Visit', lines: [{ text: street }, { text: `${city}, ${region} ${postalCode}` }] },
    {
      label: 'Call',
      lines: club.phones.map((phone) => ({ text: `${phone.label}  ${phone.display}`, link: `tel:${phone.e164}` })),
    },
    { label: 'Write', lines: [{ text: club.email, link: `mailto:${club.email}` }] },
  ]
  const columnWidth = page.contentWidth / columns.length
  const bottoms = columns.map(({ label, lines }, index) => {
    const x = page.margin + index * columnWidth
    const options = { width: columnWidth, align: 'center' } as const
    let lineY = write(doc, label, x, y, labelStyle, options) + 8
    for (const line of lines) lineY = write(doc, line.text, x, lineY, lineStyle, { ...options, link: line.link })
    return lineY
  })
  return Math.max(...bottoms)
}

function drawApplication(doc: Doc, y: number, publicUrl: string) {
  const url = `${publicUrl}/apply-for-membership`
  const boxWidth = 400
  const boxX = (page.width - boxWidth) / 2
  const boxHeight = 78
  doc.rect(boxX, y, boxWidth, boxHeight).lineWidth(0.75).strokeColor(colors.gold).stroke()
  writeCentredLine(doc, 'Apply at', page.width / 2, y + 18, labelStyle)
  const urlStyle = fitToWidth(doc, url, { font: fonts.display, size: 20, color: colors.white }, boxWidth - 40)
  writeCentredLine(doc, url, page.width / 2, y + 34, urlStyle)
  doc.link(boxX, y, boxWidth, boxHeight, url)
  return y + boxHeight
}

export function drawContactPage(doc: Doc, { publicUrl }: BrochureContext) {
  newPage(doc, 'Contact')
  drawBackground(doc)

  const titleY = write(doc, 'Membership Inquiries', page.margin, 150, labelStyle, centred) + 12
  const ruleY = write(doc, 'Come Aboard', page.margin, titleY, titleStyle, centred) + 12
  rule(doc, page.width / 2 - 24, ruleY, 48, colors.goldLight)
  const invitation = { width: page.contentWidth - 124, align: 'center' } as const
  const contactY = write(doc, INVITATION, page.margin + 62, ruleY + 28, invitationStyle, invitation) + 48
  const hoursY = drawContactColumns(doc, contactY) + 20
  write(doc, club.openingHours, page.margin, hoursY, { ...lineStyle, color: colors.sand }, centred)

  const noteY = drawApplication(doc, hoursY + 56, publicUrl) + 22
  write(doc, 'Membership is by approval of the club.', page.margin, noteY, noteStyle, centred)

  write(doc, club.name, page.margin, 690, { font: fonts.display, size: 20, color: colors.white }, centred)
  write(doc, `${club.city}  ·  ${new URL(publicUrl).host}`, page.margin, 716, labelStyle, centred)
}
