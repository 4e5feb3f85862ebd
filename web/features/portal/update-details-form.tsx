import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { MemberProfile } from '../../../common/accounts.ts'
import { type MemberDetails, memberDetailsSchema } from '../../../common/member-details.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { updateMemberDetails } from '../../lib/member-details-request.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { PhoneField, TextField } from '../../ui/form-field.tsx'
import { queryClient } from '../../lib/query-client.ts'
import { PictureField } from '../../ui/picture-field.tsx'
import { AlertMessage } from '../../ui/alert-message.tsx'

type DetailsForm = Required<{ [Field in keyof MemberDetails]: string }>

const SAVE_FAILED = 'Could not save changes. Please try again.'

function formValues(profile: MemberProfile): DetailsForm {
  return {
    first_name: profile.first_name,
    middle_name: profile.middle_name ?? '',
    last_name: profile.last_name,
    phone_number: profile.phone_number ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip_code: profile.zip_code ?? '',
    drivers_license: profile.drivers_license ?? '',
    company_name: profile.company_name ?? '',
    emergency_name: profile.emergency_name ?? '',
    emergency_contact: profile.emergency_contact ?? '',
    emergency_relationship: profile.emergency_relationship ?? '',
  }
}

interface UpdateDetailsFormProps {
  profile: MemberProfile
  /** After a save: reload the profile; resolves false when that fails. */
  onSaved: () => Promise<boolean>
  onCancel: () => void
}

/** Update Details (portal-and-admin.md §2): the member's own fields and picture, checked as the server checks them. */
export function UpdateDetailsForm({ profile, onSaved, onCancel }: UpdateDetailsFormProps) {
  const form = useForm<DetailsForm>({
    defaultValues: formValues(profile),
    resolver: zodResolver(memberDetailsSchema) as never,
  })
  const [picture, setPicture] = useState<{ file?: File; problem?: string }>({})
  const [reloadFailed, setReloadFailed] = useState(false)
  const errors = form.formState.errors
  /** A field's registration with the form and its message. */
  const field = (name: keyof DetailsForm) => ({ error: errors[name]?.message, ...form.register(name) })

  const save = useMutation(
    {
      mutationFn: (values: DetailsForm) =>
        updateMemberDetails('member', { username: profile.username, fields: values, picture: picture.file }),
      onSuccess: async () => {
        setReloadFailed(!(await onSaved()))
      },
    },
    queryClient,
  )

  if (reloadFailed) {
    return <AlertMessage size="lg">Could not reload profile.</AlertMessage>
  }

  return (
    <form
      noValidate
      aria-labelledby="update-details-heading"
      onSubmit={form.handleSubmit((values) => {
        if (!picture.problem) save.mutate(values)
      })}
      className="max-w-3xl"
    >
      <h2 id="update-details-heading" className="font-display text-4xl font-semibold text-navy-900">
        Update Details
      </h2>
      <div className="mt-8">
        <PictureField
          current={{ url: profile.picture_url, name: `${profile.first_name} ${profile.last_name}` }}
          problem={picture.problem}
          onChange={(file, problem) => setPicture({ file, problem })}
        />
      </div>
      <div className="mt-8 grid gap-5 sm:grid-cols-3">
        <TextField label="First Name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Middle Name" optional autoComplete="additional-name" {...field('middle_name')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <PhoneField label="Phone Number" optional {...field('phone_number')} />
        <TextField label="Company Name" optional autoComplete="organization" {...field('company_name')} />
      </div>
      <div className="mt-5">
        <TextField label="Address" optional autoComplete="street-address" {...field('address')} />
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-3">
        <TextField label="City" optional autoComplete="address-level2" {...field('city')} />
        <TextField label="State" optional autoComplete="address-level1" {...field('state')} />
        <TextField label="ZIP Code" optional autoComplete="postal-code" {...field('zip_code')} />
      </div>
      <div className="mt-5 sm:max-w-xs">
        <TextField label="Driver’s License" optional autoComplete="off" {...field('drivers_license')} />
      </div>
      <fieldset className="mt-8">
        <legend className="font-display text-2xl font-semibold text-navy-900">Emergency Contact</legend>
        <p className="mt-1 text-sm text-navy-800">Whom the club should call if something happens on the water.</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          <TextField label="Contact Name" optional autoComplete="off" {...field('emergency_name')} />
          <PhoneField label="Contact Phone" optional autoComplete="off" {...field('emergency_contact')} />
          <TextField label="Relationship" optional autoComplete="off" {...field('emergency_relationship')} />
        </div>
      </fieldset>
      <AlertMessage reserveSpace className="mt-6">
        {save.isError ? problemMessage(save.error, SAVE_FAILED) : ''}
      </AlertMessage>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={buttonClass('navy')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={buttonClass('outline-dark')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
