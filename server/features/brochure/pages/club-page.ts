import { clubPolicies, formatUsd } from '../../../../common/club-policies.ts'
import { locations, vessels } from '../../../../common/fleet.ts'
import { membershipTiers } from '../../../../common/membership-tiers.ts'
import { newPage, pageHeading, rule, write } from '../brochure-layout.ts'
import { colors, page, textStyles } from '../brochure-style.ts'

type Doc = PDFKit.PDFDocument

const locationList = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(locations.map(({ name }) => name))

const introduction = [
  `Mariner Yacht Club is a private club for people who love being on the water more than the work that comes with ` +
    `owning a boat. Members sail a fleet of luxury yachts, each crewed and commanded by a USCG-licensed captain, ` +
    `from ${locationList}.`,
  `There is no maintenance to schedule, no dockage to pay, no insurance to arrange and no cleaning when you come ` +
    `ashore. Membership brings Mariner Points for the year: you choose the yacht, the day and the company, and the ` +
    `crew takes care of everything else.`,
]

const { inSeason, offSeason } = clubPolicies

const howMembershipWorks = [
  {
    title: 'Mariner Points',
    text: 'Each membership level brings Mariner Points for the year. Every yacht has its own points price for a half-day outing.',
  },
  {
    title: 'Outings',
    text: `Half-day outings, morning or afternoon, with the first departure at ${clubPolicies.firstDeparture} and the last return ${clubPolicies.lastReturn}.`,
  },
  {
    title: 'Booking fee',
    text: `${formatUsd(clubPolicies.bookingFeeUsd)} per outing, billed apart from points. Overnight and multi-day trips add ${formatUsd(clubPolicies.overnightLaborSurchargeUsdPerDay)} a night for the crew.`,
  },
  {
    title: 'The season',
    text: `In season ${inSeason.from} to ${inSeason.to}; off season ${offSeason.from} to ${offSeason.to}.`,
  },
  {
    title: 'Last-minute',
    text: `Bookings made within ${clubPolicies.lastMinuteWindowHours} hours of departure never count against your open reservations.`,
  },
  {
    title: 'Cancellations',
    text: `Free up to ${clubPolicies.freeCancellationHours} hours before departure, with your points returned in full.`,
  },
]

const highlights = [
  { figure: vessels.length, label: 'Crewed yachts' },
  { figure: locations.length, label: 'Gulf Coast locations' },
  { figure: membershipTiers.length, label: 'Membership levels' },
]

const GUTTER = 24
const introductionStyle = { ...textStyles.lead, size: 10.5, lineGap: 4 }
const pointStyle = { ...textStyles.body, size: 9.5, lineGap: 3.5 }

function drawIntroduction(doc: Doc, y: number) {
  const columnWidth = (page.contentWidth - GUTTER) / 2
  const bottoms = introduction.map((paragraph, index) =>
    write(doc, paragraph, page.margin + index * (columnWidth + GUTTER), y, introductionStyle, { width: columnWidth }),
  )
  return Math.max(...bottoms)
}

function drawHighlights(doc: Doc, y: number, height: number) {
  doc.rect(0, y, page.width, height).fill(colors.navy)
  const columnWidth = page.contentWidth / highlights.length
  highlights.forEach(({ figure, label }, index) => {
    const x = page.margin + index * columnWidth
    if (index > 0) {
      doc
        .save()
        .moveTo(x, y + 28)
        .lineTo(x, y + height - 28)
        .lineWidth(0.5)
        .strokeColor(colors.gold)
        .stroke()
        .restore()
    }
    const centred = { width: columnWidth, align: 'center' } as const
    const labelY = write(
      doc,
      String(figure),
      x,
      y + 20,
      { ...textStyles.figure, size: 44, color: colors.goldLight },
      centred,
    )
    write(doc, label, x, labelY + 2, { ...textStyles.label, color: colors.white }, centred)
  })
}

function drawHowMembershipWorks(doc: Doc, y: number) {
  doc.rect(0, y, page.width, page.height - y).fill(colors.sand)
  const gridY = write(doc, 'How membership works', page.margin, y + 34, textStyles.heading) + 16
  const columns = 3
  const columnWidth = (page.contentWidth - GUTTER * (columns - 1)) / columns
  let rowY = gridY
  for (let start = 0; start < howMembershipWorks.length; start += columns) {
    const bottoms = howMembershipWorks.slice(start, start + columns).map(({ title, text }, index) => {
      const x = page.margin + index * (columnWidth + GUTTER)
      rule(doc, x, rowY, 24)
      const textY = write(doc, title, x, rowY + 10, textStyles.subheading, { width: columnWidth }) + 4
      return write(doc, text, x, textY, pointStyle, { width: columnWidth })
    })
    rowY = Math.max(...bottoms) + 18
  }
}

export function drawClubPage(doc: Doc) {
  newPage(doc, 'The Club')
  const introY = pageHeading(doc, 'The Club', 'Your yacht is ready.\nSimply step aboard.') + 26
  const highlightsY = drawIntroduction(doc, introY) + 30
  const highlightsHeight = 104
  drawHighlights(doc, highlightsY, highlightsHeight)
  drawHowMembershipWorks(doc, highlightsY + highlightsHeight)
}
