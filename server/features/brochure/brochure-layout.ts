import { club } from '../../../common/club.ts'
import { colors, page, textStyles, type TextStyle } from './brochure-style.ts'

type Doc = PDFKit.PDFDocument
type TextOptions = PDFKit.Mixins.TextOptions

function styled(doc: Doc, text: string, style: TextStyle, options: TextOptions): [string, TextOptions] {
  doc.font(style.font).fontSize(style.size).fillColor(style.color)
  return [
    style.uppercase ? text.toUpperCase() : text,
    {
      characterSpacing: style.tracking ?? 0,
      lineGap: style.lineGap ?? 0,
      ...(style.liningFigures && { features: ['lnum'] }),
      ...options,
    },
  ]
}

/** Writes text at (x, y) and answers the y below it. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle, options: TextOptions = {}) {
  const [content, textOptions] = styled(doc, text, style, options)
  doc.text(content, x, y, textOptions)
  return doc.y
}

export function heightOf(doc: Doc, text: string, style: TextStyle, options: TextOptions = {}) {
  const [content, textOptions] = styled(doc, text, style, options)
  return doc.heightOfString(content, textOptions)
}

export function widthOf(doc: Doc, text: string, style: TextStyle) {
  const [content, textOptions] = styled(doc, text, style, {})
  return doc.widthOfString(content, textOptions)
}

/** The style at the largest size up to its own at which the text fits the width on one line. */
export function fitToWidth(doc: Doc, text: string, style: TextStyle, width: number): TextStyle {
  const natural = widthOf(doc, text, style)
  return natural <= width ? style : { ...style, size: Math.floor((style.size * width * 10) / natural) / 10 }
}

/** One line centred on `centreX`, never wrapped. */
export function writeCentredLine(doc: Doc, text: string, centreX: number, y: number, style: TextStyle) {
  return write(doc, text, centreX - widthOf(doc, text, style) / 2, y, style, { lineBreak: false })
}

export function rule(doc: Doc, x: number, y: number, width: number, color: string = colors.gold, thickness = 0.75) {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke()
    .restore()
}

export function fillPage(doc: Doc, color: string) {
  doc.rect(0, 0, page.width, page.height).fill(color)
}

/** A full-width navy veil over artwork, from `fromOpacity` at `fromY` to `toOpacity` at `toY`. */
export function shade(doc: Doc, fromY: number, toY: number, fromOpacity: number, toOpacity: number) {
  const gradient = doc.linearGradient(0, fromY, 0, toY)
  gradient.stop(0, colors.navyDeep, fromOpacity).stop(1, colors.navyDeep, toOpacity)
  doc.rect(0, fromY, page.width, toY - fromY).fill(gradient)
}

export function newPage(doc: Doc, outlineTitle: string) {
  doc.addPage()
  doc.outline.addItem(outlineTitle)
}

/** The opening of an inside page: label, title and a short gold rule. Answers the y below the rule. */
export function pageHeading(doc: Doc, label: string, title: string) {
  const titleY = write(doc, label, page.margin, page.margin, textStyles.label) + 8
  const ruleY = write(doc, title, page.margin, titleY, textStyles.title, { width: page.contentWidth }) + 10
  rule(doc, page.margin, ruleY, 40)
  return ruleY
}

/** The running foot of an inside page. */
export function pageFooter(doc: Doc, pageNumber: number) {
  const style = { ...textStyles.label, color: colors.muted }
  rule(doc, page.margin, page.footerY, page.contentWidth, colors.hairline, 0.5)
  const y = page.footerY + 9
  write(doc, club.name, page.margin, y, style, { lineBreak: false })
  write(doc, String(pageNumber).padStart(2, '0'), page.margin, y, style, {
    width: page.contentWidth,
    align: 'right',
    lineBreak: false,
  })
}
