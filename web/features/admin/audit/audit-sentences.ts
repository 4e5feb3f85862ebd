import type { AuditBooking, AuditEntry } from '../../../../common/back-office.ts'
import {
  clubDateLabel,
  clubDateTimeLabel,
  clubDayLabel,
  isClubDate,
  isIsoInstant,
} from '../../../../common/club-time.ts'
import { formatLength, vessels } from '../../../../common/fleet.ts'
import { formatCents } from '../../../../common/money.ts'
import { formatPhone } from '../../../../common/phone.ts'

/** How the audit log names each kind of change, above its sentence. */
const actionLabels: Record<string, string> = {
  'points.adjust': 'Points adjusted',
  'membership.change': 'Membership changed',
  'member.add': 'Member added',
  'member.deactivate': 'Member removed',
  'member.reactivate': 'Member reactivated',
  'data.export': 'Data exported',
  'booking.create': 'Booked for the member',
  'booking.cancel': 'Booking cancelled',
  'booking.rebook': 'Booking rebooked',
  'member.details': 'Details updated',
  'membership.renew': 'Membership year renewed',
  'vessel.block': 'Vessel closed',
  'vessel.unblock': 'Vessel reopened',
  'vessel.prices': 'Prices changed',
  'captain.add': 'Captain added',
  'captain.change': 'Captain’s record changed',
  'captain.retire': 'Captain retired',
  'captain.time_off': 'Captain’s time off',
  'booking.captain': 'Captain assigned',
  'booking.guests': 'Guests changed',
  'invoice.save': 'Invoice saved',
  'invoice.issue': 'Invoice issued',
  'invoice.void': 'Invoice voided',
  'invoice.payment': 'Payment recorded',
  'ach.batch': 'ACH batch created',
  'ach.file': 'NACHA file downloaded',
  'ach.settle': 'ACH batch settled',
  'ach.return': 'ACH debit returned',
  'captain.account': 'Captain’s sign-in given',
  'outing.check_out': 'Outing checked out',
  'outing.check_in': 'Outing checked in',
  'vessel.service': 'Vessel serviced',
  'damage.resolve': 'Damage resolved',
  'waitlist.offer': 'Waitlist offer',
  'waitlist.lapse': 'Waitlist offer lapsed',
  'peak_dates.add': 'Peak dates named',
  'peak_dates.remove': 'Peak date removed',
}

/** An action no label names yet reads as its words: `invoice.issue` → `Invoice issue`. */
export function actionLabel(action: string): string {
  const words = action.replaceAll(/[._]/g, ' ')
  return actionLabels[action] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

const money = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents) : '—')
const paymentMethodNames: Record<string, string> = { ach: 'ACH', card: 'card', check: 'check', cash: 'cash' }
const entries = (value: unknown) => {
  const total = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'debit' : 'debits'}`
}
const hours = (value: unknown) =>
  typeof value === 'number' ? `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} engine hours` : '—'
const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '—'))
const points = (value: unknown) => `${count(value)} ${value === 1 ? 'point' : 'points'}`
const signed = (value: unknown) =>
  typeof value === 'number' ? `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}` : ''

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'before' in value && 'after' in value
}

/** `(2,000 → 1,500)`, from a change of balance recorded as before and after. */
function balance(before: unknown, after: unknown): string {
  return typeof before === 'number' && typeof after === 'number' ? ` (balance ${count(before)} → ${count(after)})` : ''
}

/** `morning`, `sunset`, `3-day trip`: which part of the day or days a tour takes. */
function tourPart(tourType: string, days: number): string {
  if (tourType === 'Half Day Morning') return 'morning'
  if (tourType === 'Half Day Afternoon') return 'afternoon'
  if (tourType === 'Multi-day') return `${days}-day trip`
  return tourType.toLowerCase()
}

/** `Peace, Fri, Nov 27 morning (B-7K3Q9)` */
export function bookingPhrase(booking: AuditBooking): string {
  const day = clubDayLabel(new Date(booking.start_at))
  return `${booking.vessel}, ${day} ${tourPart(booking.tour_type, booking.days)} (${booking.reference})`
}

/** The booking an entry names in its details' `field`, as people read it; `a booking` if the server named none. */
function bookingNamed(entry: AuditEntry, field: 'booking_id' | 'rebooked_to'): string {
  const found = entry.bookings.find((booking) => booking.booking_id === entry.details[field])
  return found ? bookingPhrase(found) : 'a booking'
}

/** How a details change names each field (staff's and the portal's field names). */
const fieldNames: Record<string, string> = {
  first_name: 'first name',
  middle_name: 'middle name',
  last_name: 'last name',
  phone_number: 'phone',
  email_id: 'e-mail',
  member_address1: 'address 1',
  member_address2: 'address 2',
  member_city: 'city',
  member_state: 'state',
  member_zip: 'ZIP code',
  dl: 'driver’s license',
  company_name: 'company',
  membership_type: 'membership',
  membership_started_on: 'membership start date',
  emergency_name: 'emergency contact',
  emergency_contact: 'emergency phone',
  emergency_relationship: 'emergency contact’s relationship',
}

/** A value as people read it: phone numbers, days and times in words, nothing as a dash. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (typeof value === 'string' && /phone|contact$|mobile/.test(field)) return formatPhone(value)
  if (typeof value === 'string' && isClubDate(value)) return clubDateLabel(value)
  if (isIsoInstant(value)) return clubDateTimeLabel(new Date(value))
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** `63′ Peace`, from the vessel key an entry records. */
function vesselText(key: unknown): string {
  const vessel = vessels.find((candidate) => candidate.key === key)
  return vessel ? `${formatLength(vessel.lengthFeet)} ${vessel.name}` : String(key)
}

/** `45' Kai Fin, Fri, Dec 18 morning`: the tour a waitlist entry waits for. */
function waitlistTour(details: Record<string, unknown>): string {
  const day = isIsoInstant(details.start_at) ? ` ${clubDayLabel(new Date(details.start_at))}` : ''
  return `${vesselText(details.vessel_id)},${day} ${tourPart(String(details.tour_type), 1)}`
}

/** `from Mon, Dec 21 morning to Tue, Dec 22 afternoon` */
function slotRange(from: unknown, to: unknown): string {
  const slot = (value: unknown) =>
    typeof value === 'object' && value !== null && 'date' in value && 'slot' in value
      ? `${clubDayLabel(String(value.date))} ${String(value.slot)}`
      : '—'
  return `from ${slot(from)} to ${slot(to)}`
}

function captainName(details: Record<string, unknown>): string {
  const after = details.after
  return typeof after === 'object' && after !== null && 'name' in after ? String(after.name) : 'a captain'
}

/** `a, b and c` */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

function detailsChanged(changes: Record<string, unknown>): string {
  const parts = Object.entries(changes).map(([field, change]) => {
    if (field === 'picture') return 'the picture'
    const name = fieldNames[field] ?? field.replaceAll('_', ' ')
    return isChange(change)
      ? `${name} (${valueText(field, change.before)} → ${valueText(field, change.after)})`
      : `${name} (${valueText(field, change)})`
  })
  return parts.length ? `Updated ${listed(parts)}` : 'Updated the details'
}

/** Any other entry: each detail as `field: value`, in words. */
function fieldsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([field, value]) => {
      const shown = isChange(value)
        ? `${valueText(field, value.before)} → ${valueText(field, value.after)}`
        : valueText(field, value)
      return `${field.replaceAll('_', ' ')}: ${shown}`
    })
    .join('; ')
}

/** One sentence for what an entry records, with the bookings and days it names in words. */
export function auditSentence(entry: AuditEntry): string {
  const { action, details } = entry
  switch (action) {
    case 'points.adjust': {
      const credit = typeof details.change === 'number' && details.change > 0
      const unit = Math.abs(Number(details.change)) === 1 ? 'point' : 'points'
      const reason = String(details.description ?? '')
      return `${credit ? 'Credited' : 'Debited'} ${signed(details.change)} ${unit}${balance(details.before, details.after)}: ${reason}`
    }
    case 'membership.change':
      return `Changed the membership from ${String(details.before)} to ${String(details.after)}`
    case 'membership.renew': {
      const year = typeof details.membership_year === 'string' ? valueText('', details.membership_year) : '—'
      const lapsed =
        typeof details.lapsed === 'number' && details.lapsed > 0 ? `; ${points(details.lapsed)} lapsed` : ''
      return `Renewed the membership year from ${year}: ${points(details.granted)} granted${lapsed}${balance(details.before, details.after)}`
    }
    case 'member.add': {
      const extras = [details.bank_details ? 'bank details' : '', details.picture ? 'a picture' : ''].filter(Boolean)
      const withExtras = extras.length ? `, with ${listed(extras)}` : ''
      return `Added the member: ${String(details.tier)}, ${points(details.points)}${withExtras}`
    }
    case 'member.deactivate':
      return 'Removed the member: their logins ended, their history is kept'
    case 'member.reactivate':
      return 'Reactivated the member: they can log in again'
    case 'member.details':
      return typeof details.changes === 'object' && details.changes !== null
        ? detailsChanged(details.changes as Record<string, unknown>)
        : 'Updated the details'
    case 'data.export':
      return `Exported ${String(details.dataset)}.csv (${count(details.rows)} ${details.rows === 1 ? 'row' : 'rows'})`
    case 'booking.create': {
      const cost = isChange(details.points) && typeof details.points.before === 'number' ? details.points : undefined
      const overridden = details.rules_overridden === true ? ', overriding the booking rules' : ''
      return `Booked ${bookingNamed(entry, 'booking_id')} for the member${overridden}${cost ? balance(cost.before, cost.after) : ''}`
    }
    case 'booking.cancel': {
      const refund =
        typeof details.refunded_points === 'number' && details.refunded_points > 0
          ? `: ${points(details.refunded_points)} refunded`
          : ': no points refunded'
      const waived = details.waived === true ? ', waiving the 48-hour rule' : ''
      const change = isChange(details.points) ? balance(details.points.before, details.points.after) : ''
      return `Cancelled ${bookingNamed(entry, 'booking_id')}${waived}${refund}${change}`
    }
    case 'booking.rebook': {
      const change = isChange(details.points) ? balance(details.points.before, details.points.after) : ''
      return `Moved ${bookingNamed(entry, 'booking_id')} to ${bookingNamed(entry, 'rebooked_to')}${change}`
    }
    case 'vessel.block': {
      const cancelled = Array.isArray(details.cancelled_bookings) ? details.cancelled_bookings.length : 0
      const cancelling =
        cancelled > 0 ? `, cancelling ${count(cancelled)} ${cancelled === 1 ? 'booking' : 'bookings'}` : ''
      return `Closed ${vesselText(details.vessel_id)} ${slotRange(details.from, details.to)} (${String(details.kind)}): ${String(details.reason)}${cancelling}`
    }
    case 'vessel.unblock':
      return `Reopened ${vesselText(details.vessel_id)} ${slotRange(details.from, details.to)}`
    case 'vessel.prices': {
      const prices = typeof details.prices === 'object' && details.prices !== null ? details.prices : {}
      const changes = Object.entries(prices).map(([tour, change]) =>
        isChange(change) ? `${tour} ${count(change.before)} → ${points(change.after)}` : tour,
      )
      return `Changed ${vesselText(details.vessel_id)}’s prices: ${changes.join('; ')}`
    }
    case 'captain.add':
      return `Added Captain ${String(details.name)} to the roster`
    case 'captain.change':
      return `Updated Captain ${captainName(details)}’s record`
    case 'captain.retire':
      return `Retired Captain ${String(details.name)}`
    case 'captain.time_off':
      return `Captain ${String(details.name)} off ${valueText('', details.from)} to ${valueText('', details.to)}: ${String(details.reason)}`
    case 'booking.captain': {
      const captain = isChange(details.captain) ? details.captain : { before: null, after: null }
      const named = (value: unknown) =>
        typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : null
      const after = named(captain.after)
      return after
        ? `Put Captain ${after} on ${bookingNamed(entry, 'booking_id')}`
        : `Took Captain ${named(captain.before) ?? 'the captain'} off ${bookingNamed(entry, 'booking_id')}`
    }
    case 'booking.guests': {
      const aboard = isChange(details.guests) ? details.guests : { before: undefined, after: undefined }
      return `Changed the guests aboard ${bookingNamed(entry, 'booking_id')} from ${count(aboard.before)} to ${count(aboard.after)}`
    }
    case 'invoice.save': {
      const lines = Array.isArray(details.lines) ? details.lines.length : 0
      return `Saved the draft invoice for ${bookingNamed(entry, 'booking_id')}: ${count(lines)} ${lines === 1 ? 'line' : 'lines'}, ${money(details.total_cents)}`
    }
    case 'invoice.issue':
      return `Issued invoice ${String(details.number)} for ${bookingNamed(entry, 'booking_id')}: ${money(details.total_cents)}`
    case 'invoice.void':
      return `Voided invoice ${String(details.number ?? 'draft')} for ${bookingNamed(entry, 'booking_id')}: ${String(details.reason)}`
    case 'invoice.payment': {
      const method = paymentMethodNames[String(details.method)] ?? String(details.method)
      const reference = details.reference ? ` (${String(details.reference)})` : ''
      return `Recorded a ${method} payment of ${money(details.amount_cents)}${reference} on invoice ${String(details.number)}`
    }
    case 'ach.batch':
      return `Created ACH batch ${count(details.batch_id)} for ${valueText('', details.effective_date)}: ${entries(details.invoices)}, ${money(details.total_cents)}`
    case 'ach.file':
      return `Downloaded the NACHA file of ACH batch ${count(details.batch_id)} (${entries(details.entries)})`
    case 'ach.settle':
      return `Settled ACH batch ${count(details.batch_id)}: ${entries(details.payments)} recorded as paid`
    case 'ach.return':
      return `Recorded the return of a ${money(details.amount_cents)} debit in ACH batch ${count(details.batch_id)} (${String(details.code)}); the invoice is open again`
    case 'captain.account':
      return `Gave Captain ${String(details.name)} a sign-in as ${String(details.username)}; a set-password link was e-mailed`
    case 'outing.check_out': {
      const back = isIsoInstant(details.expected_return_at)
        ? `, due back ${clubDateTimeLabel(new Date(details.expected_return_at))}`
        : ''
      return `Checked out ${bookingNamed(entry, 'booking_id')} at ${hours(details.engine_hours)} with ${count(details.fuel_percent)}% fuel and ${count(details.guests_aboard)} aboard${back}`
    }
    case 'outing.check_in': {
      const damage = Array.isArray(details.damage) ? details.damage.map(String) : []
      const photos =
        typeof details.photos === 'number' && details.photos > 0
          ? ` (${count(details.photos)} ${details.photos === 1 ? 'photo' : 'photos'})`
          : ''
      const reported = damage.length ? `; damage reported: ${listed(damage)}${photos}` : '; no damage'
      return `Checked in ${bookingNamed(entry, 'booking_id')} at ${hours(details.engine_hours)} with ${count(details.fuel_percent)}% fuel${reported}`
    }
    case 'vessel.service': {
      const notes = details.notes ? `: ${String(details.notes)}` : ''
      return `Recorded a service of ${vesselText(details.vessel_id)} at ${hours(details.engine_hours)}${notes}`
    }
    case 'waitlist.offer':
      return `Offered ${waitlistTour(details)} from the waitlist, held until ${valueText('', details.expires_at)}`
    case 'waitlist.lapse':
      return `The waitlist offer of ${waitlistTour(details)} ran out unbooked at ${valueText('', details.expires_at)}; it passed to the next in line`
    case 'damage.resolve':
      return `Marked the damage to ${vesselText(details.vessel_id)} resolved: ${String(details.description)}`
    case 'peak_dates.add': {
      const dates = Array.isArray(details.dates) ? details.dates.map((date) => valueText('date', date)) : []
      return `Named ${listed(dates)} peak ${dates.length === 1 ? 'date' : 'dates'}, drawn by ballot: open ${valueText('opens_at', details.opens_at)}, drawn ${valueText('draws_at', details.draws_at)}`
    }
    case 'peak_dates.remove':
      return `Removed ${valueText('date', details.date)} from the peak dates before its ballot opened`
    default:
      return fieldsText(details)
  }
}
