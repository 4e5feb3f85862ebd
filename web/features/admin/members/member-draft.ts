import { usernameSchema } from '../../../../common/accounts.ts'
import { clubDateOf } from '../../../../common/club-time.ts'
import { tierNames } from '../../../../common/membership-tiers.ts'
import {
  type AccountType,
  accountTypes,
  CHILDREN_MAX,
  EMAIL_FORMAT_MESSAGE,
  isAbaRoutingNumber,
  PHONE_DIGITS_MESSAGE,
  ROUTING_CHECKSUM_MESSAGE,
  ROUTING_DIGITS_MESSAGE,
} from '../../../../common/new-member.ts'
import { EMAIL_PATTERN } from '../../../../common/visitor-form-rules.ts'

/** The add-member tabs (portal-and-admin.md §2 screen 4), in order. */
export const memberFormTabs = [
  { id: 'personal', label: 'Personal' },
  { id: 'family', label: 'Family' },
  { id: 'emergency', label: 'Emergency Contact' },
  { id: 'ach', label: 'ACH' },
] as const
export type MemberFormTab = (typeof memberFormTabs)[number]['id']

export interface ChildDraft {
  name: string
  dob: string
  mobile: string
  email: string
}

/**
 * The registration draft (portal-and-admin.md §3), kept in `user-form-storage` while the admin types. It never holds a
 * password (members choose their own) nor the bank numbers, which are kept only in memory until sent.
 */
export interface MemberDraft {
  username: string
  firstName: string
  lastName: string
  dl: string
  company: string
  address1: string
  address2: string
  city: string
  state: string
  zip: string
  phoneNumber: string
  email: string
  membershipType: string
  points: string
  referral: string
  membershipStartDate: string
  /** Null until Validate is pressed; a change to the field makes it unchecked again. */
  usernameAvailable: boolean | null
  emailAvailable: boolean | null
  spouse: string
  spouseMobile: string
  spouseEmail: string
  childNum: number
  children: ChildDraft[]
  emergencyContactName: string
  emergencyEmail: string
  emergencyPhone: string
  emergencyRelationship: string
  depositoryName: string
  branch: string
  achCity: string
  achState: string
  achZip: string
  routingNumber: string
  accountNumber: string
  nameOnAccount: string
  accountType: AccountType | ''
}

const noChild: ChildDraft = { name: '', dob: '', mobile: '', email: '' }

export function emptyDraft(today = clubDateOf(new Date())): MemberDraft {
  return {
    username: '',
    firstName: '',
    lastName: '',
    dl: '',
    company: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    phoneNumber: '',
    email: '',
    membershipType: '',
    points: '0',
    referral: '',
    membershipStartDate: today,
    usernameAvailable: null,
    emailAvailable: null,
    spouse: '',
    spouseMobile: '',
    spouseEmail: '',
    childNum: 0,
    children: Array.from({ length: CHILDREN_MAX }, () => ({ ...noChild })),
    emergencyContactName: '',
    emergencyEmail: '',
    emergencyPhone: '',
    emergencyRelationship: '',
    depositoryName: '',
    branch: '',
    achCity: '',
    achState: '',
    achZip: '',
    routingNumber: '',
    accountNumber: '',
    nameOnAccount: '',
    accountType: '',
  }
}

/** What is kept in browser storage: everything but the bank numbers. */
export function storableDraft(draft: MemberDraft): Omit<MemberDraft, 'routingNumber' | 'accountNumber'> {
  const { routingNumber: _routing, accountNumber: _account, ...rest } = draft
  return rest
}

/** A stored draft read back, field by field, so a stale or tampered one cannot break the form. */
export function restoreDraft(stored: unknown, today?: string): MemberDraft {
  const draft = emptyDraft(today)
  if (typeof stored !== 'object' || stored === null) return draft
  const record = stored as Record<string, unknown>
  const result: Record<string, unknown> = { ...draft }
  for (const [key, empty] of Object.entries(draft)) {
    if (key === 'routingNumber' || key === 'accountNumber') continue
    const value = record[key]
    if (typeof empty === 'string' && typeof value === 'string') result[key] = value
    if (key.endsWith('Available') && (value === true || value === false || value === null)) result[key] = value
  }
  if (typeof record.childNum === 'number' && Number.isInteger(record.childNum)) {
    result.childNum = Math.min(CHILDREN_MAX, Math.max(0, record.childNum))
  }
  if (Array.isArray(record.children)) {
    result.children = draft.children.map((empty, index) => {
      const child = (record.children as unknown[])[index]
      if (typeof child !== 'object' || child === null) return empty
      const fields = child as Record<string, unknown>
      const text = (name: keyof ChildDraft) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
      return { name: text('name'), dob: text('dob'), mobile: text('mobile'), email: text('email') }
    })
  }
  if (!accountTypes.includes(result.accountType as AccountType)) result.accountType = ''
  return result as unknown as MemberDraft
}

export const isPhone = (value: string) => /^\d{10}$/.test(value)
export const isEmail = (value: string) => EMAIL_PATTERN.test(value)

/** The inline errors (§5), shown while a filled field breaks its rule. */
export function inlineErrors(draft: MemberDraft) {
  const phone = (value: string, message: string) => (value && !isPhone(value) ? message : undefined)
  const email = (value: string) => (value && !isEmail(value) ? EMAIL_FORMAT_MESSAGE : undefined)
  const username = draft.username ? usernameSchema.safeParse(draft.username).error?.issues[0]?.message : undefined
  const routing = !draft.routingNumber
    ? undefined
    : draft.routingNumber.length !== 9
      ? ROUTING_DIGITS_MESSAGE
      : isAbaRoutingNumber(draft.routingNumber)
        ? undefined
        : ROUTING_CHECKSUM_MESSAGE
  return {
    username,
    phoneNumber: phone(draft.phoneNumber, PHONE_DIGITS_MESSAGE),
    email: email(draft.email),
    spouseMobile: phone(draft.spouseMobile, PHONE_DIGITS_MESSAGE),
    spouseEmail: email(draft.spouseEmail),
    emergencyPhone: phone(draft.emergencyPhone, `${PHONE_DIGITS_MESSAGE}.`),
    emergencyEmail: email(draft.emergencyEmail),
    routingNumber: routing,
  }
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== '')

/** Personal's Next (§5): the required fields filled, both availabilities confirmed, no inline e-mail or phone error. */
export function personalComplete(draft: MemberDraft): boolean {
  const errors = inlineErrors(draft)
  return (
    filled(
      draft.username,
      draft.firstName,
      draft.lastName,
      draft.address1,
      draft.city,
      draft.state,
      draft.zip,
      draft.phoneNumber,
      draft.email,
      draft.points,
    ) &&
    (tierNames as readonly string[]).includes(draft.membershipType) &&
    draft.usernameAvailable === true &&
    draft.emailAvailable === true &&
    !errors.email &&
    !errors.phoneNumber &&
    !errors.username
  )
}

export function emergencyComplete(draft: MemberDraft): boolean {
  return (
    filled(draft.emergencyContactName, draft.emergencyRelationship) &&
    isPhone(draft.emergencyPhone) &&
    !inlineErrors(draft).emergencyEmail
  )
}

/** The add-member payload (§3) as the server reads it. */
export function memberFormData(draft: MemberDraft, picture: File | null): FormData {
  const children = draft.children.slice(0, draft.childNum)
  const list = (field: keyof ChildDraft) => children.map((child) => child[field].replaceAll(',', ' ').trim()).join(',')
  const fields: Record<string, string> = {
    username: draft.username,
    first_name: draft.firstName,
    last_name: draft.lastName,
    phone_number: draft.phoneNumber,
    email_id: draft.email,
    membership_type: draft.membershipType,
    points: draft.points || '0',
    dl: draft.dl,
    referral_information: draft.referral,
    company_name: draft.company,
    member_address1: draft.address1,
    member_address2: draft.address2,
    member_city: draft.city,
    member_state: draft.state,
    member_zip: draft.zip,
    spouse: draft.spouse,
    spouse_phone: draft.spouseMobile,
    spouse_email: draft.spouseEmail,
    child_num: String(draft.childNum),
    child_names: list('name'),
    child_dobs: list('dob'),
    child_phone_numbers: list('mobile'),
    child_emails: list('email'),
    emergency_name: draft.emergencyContactName,
    emergency_email: draft.emergencyEmail,
    emergency_contact: draft.emergencyPhone,
    emergency_relationship: draft.emergencyRelationship,
    depository_name: draft.depositoryName,
    branch: draft.branch,
    city: draft.achCity,
    state: draft.achState,
    zip_code: draft.achZip,
    routing_no: draft.routingNumber,
    acc_no: draft.accountNumber,
    name_on_acc: draft.nameOnAccount,
    type_of_acc: draft.accountType,
  }
  if (draft.membershipStartDate) fields.membership_started_on = draft.membershipStartDate
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (picture) form.append('file', picture)
  return form
}

/** Where the server's field names land in the form, for the errors of a refused add. */
export const draftFieldOf: Record<string, { field: keyof MemberDraft; tab: MemberFormTab }> = {
  username: { field: 'username', tab: 'personal' },
  first_name: { field: 'firstName', tab: 'personal' },
  last_name: { field: 'lastName', tab: 'personal' },
  phone_number: { field: 'phoneNumber', tab: 'personal' },
  email_id: { field: 'email', tab: 'personal' },
  membership_type: { field: 'membershipType', tab: 'personal' },
  points: { field: 'points', tab: 'personal' },
  dl: { field: 'dl', tab: 'personal' },
  referral_information: { field: 'referral', tab: 'personal' },
  company_name: { field: 'company', tab: 'personal' },
  member_address1: { field: 'address1', tab: 'personal' },
  member_address2: { field: 'address2', tab: 'personal' },
  member_city: { field: 'city', tab: 'personal' },
  member_state: { field: 'state', tab: 'personal' },
  member_zip: { field: 'zip', tab: 'personal' },
  membership_started_on: { field: 'membershipStartDate', tab: 'personal' },
  spouse: { field: 'spouse', tab: 'family' },
  spouse_phone: { field: 'spouseMobile', tab: 'family' },
  spouse_email: { field: 'spouseEmail', tab: 'family' },
  child_num: { field: 'childNum', tab: 'family' },
  child_names: { field: 'children', tab: 'family' },
  child_dobs: { field: 'children', tab: 'family' },
  child_phone_numbers: { field: 'children', tab: 'family' },
  child_emails: { field: 'children', tab: 'family' },
  emergency_name: { field: 'emergencyContactName', tab: 'emergency' },
  emergency_email: { field: 'emergencyEmail', tab: 'emergency' },
  emergency_contact: { field: 'emergencyPhone', tab: 'emergency' },
  emergency_relationship: { field: 'emergencyRelationship', tab: 'emergency' },
  depository_name: { field: 'depositoryName', tab: 'ach' },
  branch: { field: 'branch', tab: 'ach' },
  city: { field: 'achCity', tab: 'ach' },
  state: { field: 'achState', tab: 'ach' },
  zip_code: { field: 'achZip', tab: 'ach' },
  routing_no: { field: 'routingNumber', tab: 'ach' },
  acc_no: { field: 'accountNumber', tab: 'ach' },
  name_on_acc: { field: 'nameOnAccount', tab: 'ach' },
  type_of_acc: { field: 'accountType', tab: 'ach' },
}
