import { clubDateOf } from '../../../../common/club-time.ts'
import {
  achFieldsSchema,
  CHILDREN_MAX,
  emergencyFieldsSchema,
  familyFieldsSchema,
  personalFieldsSchema,
} from '../../../../common/new-member.ts'

/** The add-member tabs (portal-and-admin.md §2 screen 4), in order, each with the part of the schema it fills. */
export const memberFormTabs = [
  { id: 'personal', label: 'Personal', schema: personalFieldsSchema },
  { id: 'family', label: 'Family', schema: familyFieldsSchema },
  { id: 'emergency', label: 'Emergency Contact', schema: emergencyFieldsSchema },
  { id: 'ach', label: 'ACH', schema: achFieldsSchema },
] as const
export type MemberFormTab = (typeof memberFormTabs)[number]['id']

export interface ChildValues {
  name: string
  dob: string
  mobile: string
  email: string
}

type ChildList = 'child_names' | 'child_dobs' | 'child_phone_numbers' | 'child_emails'
type Typed = { [Tab in (typeof memberFormTabs)[number] as Tab['id']]: keyof Tab['schema']['shape'] }[MemberFormTab]
/** A field the admin types or chooses, by the name the server reads (§3); the password is never among them. */
export type MemberTextField = Exclude<Typed, 'password' | 'child_num' | ChildList>

/**
 * What the form holds: the server's fields as typed, the children one by one, and whether the username and e-mail
 * were found free (null until Validate is pressed; a change to the field makes them unchecked again).
 */
export type MemberFormValues = Record<MemberTextField, string> & {
  child_num: string
  children: ChildValues[]
  available: { username: boolean | null; email: boolean | null }
}

export const noChild: ChildValues = { name: '', dob: '', mobile: '', email: '' }

/** The server's fields the form does not hold as typed: no password, and the children come one by one. */
const notTyped = new Set(['password', 'child_num', 'child_names', 'child_dobs', 'child_phone_numbers', 'child_emails'])

export function emptyMemberForm(today = clubDateOf(new Date())): MemberFormValues {
  const names = memberFormTabs.flatMap((tab) => Object.keys(tab.schema.shape)).filter((name) => !notTyped.has(name))
  return {
    ...(Object.fromEntries(names.map((name) => [name, ''])) as Record<MemberTextField, string>),
    points: '0',
    membership_started_on: today,
    child_num: '0',
    children: Array.from({ length: CHILDREN_MAX }, () => ({ ...noChild })),
    available: { username: null, email: null },
  }
}

/** The fields as the server reads them (§3): the children as comma-joined lists, an empty start date left out. */
export function wireFields(values: MemberFormValues): Record<string, string> {
  const { children, available: _available, ...fields } = values
  const listed = children.slice(0, Number(values.child_num) || 0)
  const list = (field: keyof ChildValues) => listed.map((child) => child[field].replaceAll(',', ' ').trim()).join(',')
  const wire: Record<string, string> = {
    ...fields,
    points: fields.points || '0',
    child_names: list('name'),
    child_dobs: list('dob'),
    child_phone_numbers: list('mobile'),
    child_emails: list('email'),
  }
  if (!wire.membership_started_on) delete wire.membership_started_on
  return wire
}

/** The add-member payload (§3): the fields and the picture. */
export function memberFormData(values: MemberFormValues, picture: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(wireFields(values))) form.append(name, value)
  if (picture) form.append('file', picture)
  return form
}

/** The tab holding a field the server or the schema named. */
export function tabOf(field: string): MemberFormTab | undefined {
  return memberFormTabs.find((tab) => field in tab.schema.shape)?.id
}
