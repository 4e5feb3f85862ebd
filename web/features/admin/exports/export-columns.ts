import { clubDateLabel, clubDateTimeLabel, isClubDate, isIsoInstant } from '../../../../common/club-time.ts'
import { formatPhone, normalisePhone } from '../../../../common/phone.ts'

/**
 * How the export preview shows the CSV's columns to people: the files keep their machine names (they are data, read by
 * other programs); the preview names each column in words and writes its values as the back office does elsewhere.
 */

type Kind = 'text' | 'time' | 'day' | 'yes-no' | 'phone' | 'number' | 'feet' | 'account'

const columns: Record<string, { header: string; kind?: Kind }> = {
  form: { header: 'Form' },
  submitted_at: { header: 'Submitted', kind: 'time' },
  name: { header: 'Name' },
  email: { header: 'E-mail' },
  phone: { header: 'Phone', kind: 'phone' },
  help_with: { header: 'Help with' },
  question: { header: 'Question' },
  organization: { header: 'Organization' },
  email_consent: { header: 'E-mail consent', kind: 'yes-no' },
  sms_consent: { header: 'SMS consent', kind: 'yes-no' },
  email_consent_wording: { header: 'E-mail consent wording' },
  sms_consent_wording: { header: 'SMS consent wording' },
  event_name: { header: 'Event' },
  attendees: { header: 'Attendees', kind: 'number' },
  yacht_model: { header: 'Yacht model' },
  yacht_year: { header: 'Yacht year' },
  yacht_size_feet: { header: 'Yacht size', kind: 'feet' },
  message: { header: 'Message' },
  source_page: { header: 'Page' },
  member_id: { header: 'Member number' },
  username: { header: 'Username' },
  first_name: { header: 'First name' },
  middle_name: { header: 'Middle name' },
  last_name: { header: 'Last name' },
  phone_number: { header: 'Phone', kind: 'phone' },
  address: { header: 'Address' },
  city: { header: 'City' },
  state: { header: 'State' },
  zip_code: { header: 'ZIP code' },
  company_name: { header: 'Company' },
  membership_type: { header: 'Membership' },
  points_balance: { header: 'Mariner Points', kind: 'number' },
  membership_started_on: { header: 'Member since', kind: 'day' },
  user_type: { header: 'Account', kind: 'account' },
  active: { header: 'Active', kind: 'yes-no' },
  created_at: { header: 'Added', kind: 'time' },
}

/** A column's header in words: `email_consent` → `E-mail consent`; one not listed → its words, capitalised. */
export function exportHeader(column: string): string {
  const words = column.replaceAll('_', ' ')
  return columns[column]?.header ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

const formatters: Record<Kind, (value: string) => string> = {
  text: (value) => value,
  time: (value) => (isIsoInstant(value) ? clubDateTimeLabel(new Date(value)) : value),
  day: (value) => (isClubDate(value) ? clubDateLabel(value) : value),
  'yes-no': (value) => ({ true: 'Yes', false: 'No' })[value] ?? value,
  phone: (value) => formatPhone(normalisePhone(value) ?? value),
  number: (value) => (/^-?\d+$/.test(value) ? Number(value).toLocaleString('en-US') : value),
  feet: (value) => (/^\d+$/.test(value) ? `${value} ft` : value),
  account: (value) => ({ user: 'Member', admin: 'Staff', captain: 'Captain' })[value] ?? value,
}

/** A cell as people read it; an empty one stays empty. */
export function exportCell(column: string, value: string): string {
  if (value === '') return ''
  return formatters[columns[column]?.kind ?? 'text'](value)
}
