import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type AdminMember, type AdminMemberFields, adminMemberFieldsSchema } from '../../../../common/member-admin.ts'
import { tierNames } from '../../../../common/membership-tiers.ts'
import { ApiError, problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { PhoneField, SelectField, TextField } from '../../../ui/form-field.tsx'
import { PictureField } from '../../../ui/picture-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { SaveCancel } from '../member-form-parts.tsx'
import { saveMemberDetails } from './member-details-client.ts'
import { RenewMembership } from './renew-membership.tsx'

const SAVED_MS = 4000
const FAILED_MS = 4000
const UPDATE_FAILED = 'Failed to update member.'

type FormValues = Required<{ [Field in keyof AdminMemberFields]: string }>

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
  const form = useForm<FormValues>({
    defaultValues: valuesOf(member),
    resolver: zodResolver(adminMemberFieldsSchema) as never,
  })
  const errors = form.formState.errors
  const [picture, setPicture] = useState<{ file?: File; problem?: string }>({})
  // A new key remounts the file chooser: the only way to empty it.
  const [pictureKey, setPictureKey] = useState(0)
  const saved = useTimedMessage(SAVED_MS)
  const failed = useTimedMessage(FAILED_MS)
  const name = `${member.first_name} ${member.last_name}`

  // A reload (after '✓ Saved' or a renewal) shows what is stored now, with the new picture and an empty file chooser.
  const [shown, setShown] = useState(member)
  if (shown !== member) {
    setShown(member)
    setPicture({})
    setPictureKey((key) => key + 1)
  }
  useEffect(() => form.reset(valuesOf(member)), [form, member])

  const field = (field: keyof FormValues) => ({ error: errors[field]?.message, ...form.register(field) })

  const save = useMutation(
    {
      mutationFn: (values: FormValues) => saveMemberDetails(member.username, values, picture.file),
      onSuccess: () => {
        failed.clear()
        saved.show('Saved', onReload)
      },
      onError: (error) => {
        saved.clear()
        // The server's reason, when it gives one for what was sent (a refused picture, a field); else the spec's words.
        const reason = problemMessage(error, '')
        failed.show(reason ? `${UPDATE_FAILED} ${reason}` : UPDATE_FAILED)
        if (reason && takenField(error) === 'email_id') form.setError('email_id', { message: reason })
      },
    },
    queryClient,
  )

  function cancel() {
    form.reset(valuesOf(member))
    setPicture({})
    setPictureKey((key) => key + 1)
    saved.clear()
    failed.clear()
  }

  return (
    <section aria-label="Edit Details" className="mt-8 bg-white p-5 ring-1 ring-navy-900/10 sm:p-8">
      <h3 className="font-display text-2xl font-semibold text-navy-900">Edit Details</h3>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!picture.problem) save.mutate(values)
        })}
        aria-label={`Edit ${member.username}’s details`}
        className="mt-5"
      >
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
        <SaveCancel saveDisabled={save.isPending} onCancel={cancel} done={saved.message} />
        <AlertMessage reserveSpace className="mt-2">
          {failed.message}
        </AlertMessage>
      </form>
      <RenewMembership member={member} onRenewed={onReload} />
    </section>
  )
}
