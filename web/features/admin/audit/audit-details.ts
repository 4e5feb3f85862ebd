import { clubDateTimeLabel, isIsoInstant } from '../../../../common/booking/club-time.ts'

/** How the audit log says what each kind of change did. */
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
}

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action
}

const signed = (value: unknown) =>
  typeof value === 'number' ? `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}` : ''
const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value))

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'before' in value && 'after' in value
}

function valueText(value: unknown): string {
  if (isChange(value)) return `${valueText(value.before)} → ${valueText(value.after)}`
  if (value === null || value === '') return '—'
  if (isIsoInstant(value)) return clubDateTimeLabel(new Date(value))
  if (typeof value === 'number') return value.toLocaleString('en-US')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** One line for an entry's details: before → after, and what the admin wrote. */
export function detailsText(action: string, details: Record<string, unknown>): string {
  if (action === 'points.adjust') {
    return `${signed(details.change)} points (${count(details.before)} → ${count(details.after)}): ${String(details.description ?? '')}`
  }
  if (action === 'member.add') {
    const extras = [details.bank_details ? 'bank details' : '', details.picture ? 'picture' : ''].filter(Boolean)
    return `${String(details.tier)}, ${count(details.points)} points${extras.length ? `, with ${extras.join(' and ')}` : ''}`
  }
  if (action === 'membership.change' || action === 'member.deactivate' || action === 'member.reactivate')
    return `${String(details.before)} → ${String(details.after)}`
  if (action === 'member.details' && typeof details.changes === 'object' && details.changes !== null) {
    return Object.entries(details.changes)
      .map(([field, change]) => {
        if (typeof change !== 'object' || change === null) return `${field} ${String(change)}`
        const { before, after } = change as { before?: unknown; after?: unknown }
        return `${field}: ${before == null ? '—' : String(before)} → ${after == null ? '—' : String(after)}`
      })
      .join('; ')
  }
  if (action === 'membership.renew') {
    return `Year from ${String(details.membership_year)}: ${count(details.granted)} annual points, ${count(details.lapsed)} lapsed (${count(details.before)} → ${count(details.after)})`
  }
  return Object.entries(details)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${valueText(value)}`)
    .join('; ')
}
