import { clubDateTimeLabel, isIsoInstant } from '../../../../common/club-time.ts'

/** Fields shown as a 'view' link under 'Modify/View' (portal-and-admin.md §2 screen 5). */
const linkFields = new Set(['dashboard_url', 'modify_view'])

export const isLinkField = (key: string) => linkFields.has(key)

/** A field's header: underscores become spaces and each word is capitalised; the link fields read 'Modify/View'. */
export function columnHeader(key: string): string {
  if (isLinkField(key)) return 'Modify/View'
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`)
    .join(' ')
}

/** A cell as people read it: null as an em dash, times at the club, yes or no, numbers with separators. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  if (isIsoInstant(value)) return clubDateTimeLabel(new Date(value))
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
