import PDFDocument from 'pdfkit'
import { club, clubCallPhone, formatAddress } from '../../../common/club.ts'
import { clubDateLabel, clubDateTimeLabel } from '../../../common/club-time.ts'
import type { FloatPlan } from '../../../common/dock/dock-api.ts'
import { formatPhone } from '../../../common/phone.ts'
import { type BrochureFonts, loadBrochureFonts, registerBrochureFonts } from '../brochure/brochure-fonts.ts'
import { rule, write } from '../brochure/brochure-layout.ts'
import { colors, fonts, page, type TextStyle, textStyles } from '../brochure/brochure-style.ts'

/** A float plan as one Letter page (member-api §9), in the order of the US Coast Guard float plan's sections. */

let fontsLoading: Promise<BrochureFonts> | undefined
const planFonts = () => (fontsLoading ??= loadBrochureFonts())

const styles = {
  clubName: { font: fonts.display, size: 24, color: colors.navy },
  letterhead: { font: fonts.bodyLight, size: 8.5, color: colors.muted, lineGap: 2 },
  title: { font: fonts.display, size: 26, color: colors.navy, liningFigures: true },
  section: { font: fonts.bodyMedium, size: 8, color: colors.gold, tracking: 1.4, uppercase: true },
  label: { font: fonts.bodyMedium, size: 8.5, color: colors.navy },
  value: { font: fonts.bodyLight, size: 10, color: colors.text, lineGap: 2 },
  alert: { font: fonts.bodyMedium, size: 10, color: '#8a1c14', lineGap: 2 },
} as const satisfies Record<string, TextStyle>

const left = page.margin
const labelWidth = 150
const valueX = left + labelWidth
const valueWidth = page.contentWidth - labelWidth

const phone = (digits: string | null) => (digits ? formatPhone(digits) : 'Not given')

function section(doc: PDFKit.PDFDocument, y: number, number: number, title: string, rows: [string, string][]) {
  let top = write(doc, `${number}. ${title}`, left, y, styles.section) + 4
  rule(doc, left, top, page.contentWidth)
  top += 6
  for (const [label, value] of rows) {
    write(doc, label, left, top, styles.label, { width: labelWidth - 10 })
    const labelEnd = doc.y
    write(doc, value, valueX, top, styles.value, { width: valueWidth })
    top = Math.max(labelEnd, doc.y) + 3
  }
  return top + 10
}

export async function renderFloatPlanPdf(plan: FloatPlan): Promise<Buffer> {
  const loaded = await planFonts()
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: { Title: `${club.name} — Float plan ${plan.reference}`, Author: club.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  registerBrochureFonts(doc, loaded)

  write(doc, club.name, left, page.margin - 6, styles.clubName, { lineBreak: false })
  write(
    doc,
    [formatAddress(), `${clubCallPhone.display} · ${club.email}`].join('\n'),
    left,
    page.margin + 24,
    styles.letterhead,
  )
  write(doc, 'FLOAT PLAN', left, page.margin, textStyles.label, {
    width: page.contentWidth,
    align: 'right',
    lineBreak: false,
  })
  write(doc, plan.reference, left, page.margin + 10, styles.title, {
    width: page.contentWidth,
    align: 'right',
    lineBreak: false,
  })
  rule(doc, left, page.margin + 56, page.contentWidth)

  const departs = new Date(plan.trip.departs_at)
  const expected = new Date(plan.trip.expected_return_at)
  let y = page.margin + 70
  y = section(doc, y, 1, 'Vessel operator', [
    ['Name', plan.operator ? `Captain ${plan.operator.name}` : 'No captain recorded'],
    ['Phone', plan.operator ? phone(plan.operator.phone_number) : '—'],
    [
      'USCG licence',
      plan.operator
        ? `${plan.operator.licence_number}, valid until ${clubDateLabel(plan.operator.licence_expires_on)}`
        : '—',
    ],
  ])
  y = section(doc, y, 2, 'Vessel', [
    ['Name', plan.vessel.name],
    ['Description', plan.vessel.description],
    ['Home port', `${plan.marina.name}, ${plan.marina.address}`],
  ])
  y = section(doc, y, 3, 'Persons aboard', [
    ['Guests aboard', String(plan.persons_aboard.count)],
    ['Names', plan.persons_aboard.names.length > 0 ? plan.persons_aboard.names.join(', ') : 'Not given'],
    ['Member', plan.member.name],
    ['Member’s phone', phone(plan.member.phone_number)],
  ])
  y = section(doc, y, 4, 'Trip', [
    ['Outing', plan.trip.tour_type],
    ['Departing from', plan.trip.departure],
    ['Departed', clubDateTimeLabel(departs)],
    ['Expected back', clubDateTimeLabel(expected)],
  ])
  y = section(doc, y, 5, 'Emergency contact', [
    ['Name', plan.emergency_contact.name ?? 'Not given'],
    ['Relationship', plan.emergency_contact.relationship ?? 'Not given'],
    ['Phone', phone(plan.emergency_contact.phone_number)],
  ])
  y = section(doc, y, 6, 'Plan filed with', [
    ['Marina', plan.marina.name],
    ['Address', plan.marina.address],
    ['Phone', plan.marina.phone_number],
    ['Filed', clubDateTimeLabel(new Date(plan.filed_at))],
  ])
  write(
    doc,
    `If the vessel has not returned by ${clubDateTimeLabel(expected)} and cannot be reached, call the marina, then ` +
      'the US Coast Guard (VHF channel 16, or 911).',
    left,
    y,
    styles.alert,
    { width: page.contentWidth },
  )
  write(doc, `${club.name} · ${formatAddress()}`, left, page.footerY + 9, styles.letterhead, {
    width: page.contentWidth,
    lineBreak: false,
  })
  doc.end()
  return finished
}
