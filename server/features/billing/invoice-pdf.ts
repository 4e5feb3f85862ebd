import PDFDocument from 'pdfkit'
import type { Invoice } from '../../../common/billing/billing-api.ts'
import { club, clubCallPhone, formatAddress } from '../../../common/club.ts'
import { clubDateLabel, clubDateTimeLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { type BrochureFonts, loadBrochureFonts, registerBrochureFonts } from '../brochure/brochure-fonts.ts'
import { rule, write } from '../brochure/brochure-layout.ts'
import { colors, fonts, page, type TextStyle, textStyles } from '../brochure/brochure-style.ts'

/** An invoice as a PDF (member-api §7): the club's letterhead and the brochure's type, on a Letter page. */

let fontsLoading: Promise<BrochureFonts> | undefined
const invoiceFonts = () => (fontsLoading ??= loadBrochureFonts())

const styles = {
  clubName: { font: fonts.display, size: 26, color: colors.navy },
  letterhead: { font: fonts.bodyLight, size: 8.5, color: colors.muted, lineGap: 2 },
  label: textStyles.label,
  title: { font: fonts.display, size: 30, color: colors.navy, liningFigures: true },
  value: { font: fonts.bodyLight, size: 10, color: colors.text, lineGap: 2 },
  strong: { font: fonts.bodyMedium, size: 10, color: colors.navy },
  head: { font: fonts.bodyMedium, size: 7.5, color: colors.gold, tracking: 1.2, uppercase: true },
  total: { font: fonts.bodyMedium, size: 12, color: colors.navy },
  stamp: { font: fonts.displayStrong, size: 120, color: '#b3261e', tracking: 12 },
} as const satisfies Record<string, TextStyle>

const left = page.margin
const right = page.width - page.margin
const serialWidth = 60
const amountWidth = 110
const rowGap = 8
const lastRowY = 660

export function invoicePdfFileName(invoice: Invoice): string {
  return `${invoice.number ?? `draft-${invoice.reference}`}.pdf`
}

function letterhead(doc: PDFKit.PDFDocument, invoice: Invoice) {
  write(doc, club.name, left, page.margin - 6, styles.clubName, { lineBreak: false })
  write(
    doc,
    [formatAddress(), `${clubCallPhone.display} · ${club.email}`].join('\n'),
    left,
    page.margin + 28,
    styles.letterhead,
  )
  const heading = invoice.status === 'draft' ? 'Draft invoice' : 'Invoice'
  write(doc, heading.toUpperCase(), left, page.margin, styles.label, {
    width: page.contentWidth,
    align: 'right',
    lineBreak: false,
  })
  write(doc, invoice.number ?? 'Not yet issued', left, page.margin + 10, styles.title, {
    width: page.contentWidth,
    align: 'right',
    lineBreak: false,
  })
  rule(doc, left, page.margin + 62, page.contentWidth)
}

function facts(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const top = page.margin + 80
  const column = page.contentWidth / 2
  const block = (x: number, label: string, lines: string[]) => {
    const y = write(doc, label, x, top, styles.label) + 6
    write(doc, lines.join('\n'), x, y, styles.value, { width: column - 20 })
    return doc.y
  }
  const billed = block(left, 'Billed to', [invoice.member.name, `Member ${invoice.member.member_id}`])
  const issued = invoice.issued_at ? clubDateLabel(new Date(invoice.issued_at)) : 'Not yet issued'
  const outing = block(left + column, 'For the outing', [
    `${invoice.tour_type} aboard ${invoice.item}`,
    `Booking ${invoice.reference}`,
    `${clubDateTimeLabel(new Date(invoice.start_at))} to ${clubDateTimeLabel(new Date(invoice.end_at))}`,
    `Invoice date: ${issued}`,
  ])
  return Math.max(billed, outing) + 24
}

function tableHead(doc: PDFKit.PDFDocument, y: number) {
  write(doc, 'Serial No.', left, y, styles.head, { lineBreak: false })
  write(doc, 'Particulars', left + serialWidth, y, styles.head, { lineBreak: false })
  write(doc, 'Amount', right - amountWidth, y, styles.head, { width: amountWidth, align: 'right', lineBreak: false })
  rule(doc, left, y + 14, page.contentWidth, colors.hairline, 0.5)
  return y + 22
}

function lines(doc: PDFKit.PDFDocument, invoice: Invoice, top: number) {
  let y = tableHead(doc, top)
  const particularsWidth = page.contentWidth - serialWidth - amountWidth - 12
  invoice.lines.forEach((line, index) => {
    const height = doc.font(styles.value.font).fontSize(styles.value.size).heightOfString(line.particulars, {
      width: particularsWidth,
    })
    if (y + height > lastRowY) {
      doc.addPage()
      y = tableHead(doc, page.margin)
    }
    write(doc, String(index + 1), left, y, styles.value, { lineBreak: false })
    write(doc, line.particulars, left + serialWidth, y, styles.value, { width: particularsWidth })
    write(doc, formatCents(line.amount_cents), right - amountWidth, y, styles.value, {
      width: amountWidth,
      align: 'right',
      lineBreak: false,
    })
    y += height + rowGap
  })
  rule(doc, left, y, page.contentWidth, colors.hairline, 0.5)
  return y + 12
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice, top: number) {
  let y = top
  if (y > lastRowY) {
    doc.addPage()
    y = page.margin
  }
  const balance = invoice.status === 'void' ? 0 : invoice.total_cents - invoice.paid_cents
  const rows: [string, number, TextStyle][] = [
    ['Total', invoice.total_cents, styles.strong],
    ['Paid', invoice.paid_cents, styles.value],
    ['Balance due', balance, styles.total],
  ]
  for (const [label, cents, style] of rows) {
    write(doc, label, right - amountWidth - 140, y, style, { width: 140, lineBreak: false })
    write(doc, formatCents(cents), right - amountWidth, y, style, {
      width: amountWidth,
      align: 'right',
      lineBreak: false,
    })
    y += style.size + 10
  }
  return y
}

function voidStamp(doc: PDFKit.PDFDocument, invoice: Invoice) {
  doc.save()
  doc.rotate(-30, { origin: [page.width / 2, page.height / 2] })
  doc.opacity(0.35)
  write(doc, 'VOID', 0, page.height / 2 - 70, styles.stamp, { width: page.width, align: 'center', lineBreak: false })
  doc.restore()
  write(doc, `Voided: ${invoice.void_reason ?? ''}`, left, 690, styles.strong, { width: page.contentWidth })
}

function footer(doc: PDFKit.PDFDocument) {
  rule(doc, left, page.footerY, page.contentWidth, colors.hairline, 0.5)
  write(
    doc,
    `Thank you for sailing with ${club.name}. Amounts are in US dollars. Questions: ${clubCallPhone.display}.`,
    left,
    page.footerY + 9,
    { ...styles.letterhead, color: colors.muted },
    { width: page.contentWidth, lineBreak: false },
  )
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const loaded = await invoiceFonts()
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${club.name} — Invoice ${invoice.number ?? `draft for ${invoice.reference}`}`,
      Author: club.name,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  registerBrochureFonts(doc, loaded)
  letterhead(doc, invoice)
  const tableTop = facts(doc, invoice)
  totals(doc, invoice, lines(doc, invoice, tableTop))
  if (invoice.status === 'void') voidStamp(doc, invoice)
  footer(doc)
  doc.end()
  return finished
}
