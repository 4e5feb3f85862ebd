import { type FormEvent, useState } from 'react'
import { type AdminMember, type AdminMemberFields, adminMemberFieldsSchema } from '../../../../common/member-admin.ts'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { PhoneField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { PictureField } from '../../../ui/picture-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { SaveCancel } from '../member-form-parts.tsx'
import { RenewMembership } from './renew-membership.tsx'

const SAVED_MS = 4000
const FAILED_MS = 4000
const UPDATE_FAILED = 'Failed to update member.'

type FormValues = Required<{ [Field in keyof AdminMemberFields]: string }>
type FieldErrors = Partial<Record<keyof FormValues, string>>

function valuesOf(member: AdminMember): FormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email_id: member.email_id,
    phone_number: member.phone_number ?? '',
    membership_type: member.membership_type,
    member_address1: member.member_address1 ?? '',
    member_address2: member.member_address2 ?? '',
    member_city: member.member_city ?? '',
    member_state: member.member_state ?? '',
    memberZip: member.member_zip ?? '',
    dl: member.dl ?? '',
    company_name: member.company_name ?? '',
    emergency_name: member.emergency_name ?? '',
    emergency_contact: member.emergency_contact ?? '',
    emergency_relationship: member.emergency_relationship ?? '',
    membership_started_on: member.membership_started_on,
  }
}

const textFields: Array<{ name: keyof FormValues; label: string; max: number; autoComplete?: string }> = [
  { name: 'first_name', label: 'First name', max: 80 },
  { name: 'last_name', label: 'Last name', max: 80 },
  { name: 'member_address1', label: 'Address 1', max: 200 },
  { name: 'member_address2', label: 'Address 2', max: 200 },
  { name: 'member_city', label: 'City', max: 100 },
  { name: 'member_state', label: 'State', max: 60 },
  { name: 'memberZip', label: 'Zip', max: 12 },
  { name: 'dl', label: 'Driver’s License', max: 40 },
  { name: 'company_name', label: 'Company', max: 120 },
]

/** The field a 409 names as held by another account (the e-mail address), if it names one. */
function takenField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const body = error.body
  return typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
    ? body.field
    : undefined
}

interface MemberDetailsFormProps {
  member: AdminMember
  /** Reads the member again: after '✓ Saved' has shown, and after a renewal. */
  onReload: () => void
}

/**
 * The Edit Details panel (portal-and-admin.md §2 screen 3): staff's fields of §3, checked with the server's schema, the
 * picture, Save and Cancel. '✓ Saved' shows 4 s, then the member is reloaded; a failure shows 4 s.
 */
export function MemberDetailsForm({ member, onReload }: MemberDetailsFormProps) {
  const [values, setValues] = useState(() => valuesOf(member))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [picture, setPicture] = useState<{ file?: File; problem?: string }>({})
  // A new key remounts the file chooser: the only way to empty it.
  const [pictureKey, setPictureKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const saved = useTimedMessage(SAVED_MS)
  const failed = useTimedMessage(FAILED_MS)
  const name = `${member.first_name} ${member.last_name}`

  // A reload (after '✓ Saved' or a renewal) shows what is stored now, with the new picture and an empty file chooser.
  const [shown, setShown] = useState(member)
  if (shown !== member) {
    setShown(member)
    setValues(valuesOf(member))
    setErrors({})
    setPicture({})
    setPictureKey((key) => key + 1)
  }

  const set = (field: keyof FormValues, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const field = (field: keyof FormValues) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  })

  function cancel() {
    setValues(valuesOf(member))
    setErrors({})
    setPicture({})
    setPictureKey((key) => key + 1)
    saved.clear()
    failed.clear()
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const checked = adminMemberFieldsSchema.safeParse(values)
    if (!checked.success) {
      const found: FieldErrors = {}
      for (const issue of checked.error.issues) found[issue.path[0] as keyof FormValues] ??= issue.message
      return setErrors(found)
    }
    setErrors({})
    if (picture.problem) return
    const body = new FormData()
    body.append('username', member.username)
    for (const [key, value] of Object.entries(values)) body.append(key, value)
    if (picture.file) body.append('file', picture.file)
    setBusy(true)
    try {
      await apiRequest('/update/update/user/', { method: 'PUT', multipart: body }).catch((error: unknown) => {
        throw error instanceof ApiError ? error : new Error('Update failed')
      })
      failed.clear()
      saved.show('Saved', onReload)
    } catch (error) {
      saved.clear()
      // The server's reason, when it gives one for what was sent (a refused picture, a field); else the spec's words.
      const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : undefined
      failed.show(reason ? `${UPDATE_FAILED} ${reason}` : UPDATE_FAILED)
      if (reason && takenField(error) === 'email_id') setErrors({ email_id: reason })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label="Edit Details" className="mt-8 bg-white p-5 ring-1 ring-navy-900/10 sm:p-8">
      <h3 className="font-display text-2xl font-semibold text-navy-900">Edit Details</h3>
      <form noValidate onSubmit={save} aria-label={`Edit ${member.username}’s details`} className="mt-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {textFields.slice(0, 2).map(({ name: key, label, max }) => (
            <TextField key={key} label={label} maxLength={max} {...field(key)} />
          ))}
          <TextField label="Email" type="email" autoComplete="off" maxLength={254} {...field('email_id')} />
          <PhoneField label="Phone" {...field('phone_number')} />
          <SelectField label="Membership type" options={tierNames} {...field('membership_type')} />
          {textFields.slice(2).map(({ name: key, label, max }) => (
            <TextField key={key} label={label} maxLength={max} {...field(key)} />
          ))}
          <TextField
            label="Membership start date"
            type="date"
            hint="Allowances and the annual points count from each anniversary."
            {...field('membership_started_on')}
          />
        </div>
        <fieldset className="mt-6">
          <legend className="font-display text-xl font-semibold text-navy-900">Emergency contact</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-3">
            <TextField label="Emergency contact name" maxLength={160} {...field('emergency_name')} />
            <PhoneField label="Emergency contact phone" autoComplete="off" {...field('emergency_contact')} />
            <TextField label="Relationship" maxLength={80} {...field('emergency_relationship')} />
          </div>
        </fieldset>
        <div className="mt-6">
          <PictureField
            key={pictureKey}
            current={{ url: member.picture_url, name }}
            whose={`${name}’s`}
            announceCurrent
            problem={picture.problem}
            onChange={(file, problem) => setPicture({ file, problem })}
          />
        </div>
        <SaveCancel saveDisabled={busy} onCancel={cancel} done={saved.message} />
        <p role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-800">
          {failed.message}
        </p>
      </form>
      <RenewMembership member={member} onRenewed={onReload} />
    </section>
  )
}
