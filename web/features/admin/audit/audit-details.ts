/** How the audit log says what each kind of change did. */
const actionLabels: Record<string, string> = {
  'points.adjust': 'Points adjusted',
  'membership.change': 'Membership changed',
  'member.add': 'Member added',
  'member.deactivate': 'Member removed',
  'member.reactivate': 'Member reactivated',
}

export function actionLabel(action: string): string {
  return actionLabels[action] ?? action
}

const signed = (value: unknown) =>
  typeof value === 'number' ? `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}` : ''
const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value))

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
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ')
}
