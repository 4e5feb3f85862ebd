import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  EMAIL_PATTERN,
  honeypotField,
  latestYachtYear,
  TEN_DIGITS,
  US_COUNTRY_CODE,
  YACHT_SIZE_MAX_FEET,
  YACHT_SIZE_MIN_FEET,
  YACHT_YEAR_MIN,
} from '../../../common/visitor-form-rules.ts'
import type { YachtOwnerLead } from '../../../common/visitor-forms.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import type { ResultMessage } from '../../ui/dialog.tsx'
import { HoneypotField, SelectField, TextAreaField, PhoneField, TextField } from '../../ui/form-field.tsx'
import { type BrochureTab, reserveBrochureTab } from './brochure-tab.ts'
import { brochureSubmittedMessage } from './brochure-submitted-message.tsx'
import { ApiError } from '../../lib/api-request.ts'
import { postVisitorForm } from './post-visitor-form.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'

interface YachtOwnerValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  model: string
  year: string
  size: string
  message: string
  [honeypotField]: string
}

const emptyOwner: YachtOwnerValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  model: '',
  year: '',
  size: '',
  message: '',
  [honeypotField]: '',
}

const WHOLE_NUMBER = /^\d+$/

/** public-site.md §5: submit is enabled only when these hold. */
function isComplete(values: YachtOwnerValues): boolean {
  return (
    [values.firstName, values.lastName, values.model].every((value) => value.trim() !== '') &&
    WHOLE_NUMBER.test(values.year.trim()) &&
    WHOLE_NUMBER.test(values.size.trim()) &&
    EMAIL_PATTERN.test(values.email.trim()) &&
    TEN_DIGITS.test(values.phone)
  )
}

function toLead(values: YachtOwnerValues): YachtOwnerLead {
  return {
    visitor_first_name: values.firstName,
    visitor_last_name: values.lastName,
    visitor_email: values.email,
    visitor_phone_number: `${US_COUNTRY_CODE}${values.phone}`,
    yacht_model: values.model,
    yacht_manufacture_year: Number(values.year),
    yacht_size: Number(values.size),
    visitor_message: values.message,
    [honeypotField]: values[honeypotField],
  }
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.detail ?? `Submission failed: ${error.status}`
  return 'Failed to submit. Please try again.'
}

export function detailsSubmittedMessage(tabOpened: boolean): ResultMessage {
  return brochureSubmittedMessage(
    tabOpened
      ? 'Thank you! Our team will be in touch soon. Our membership brochure has opened in a new tab.'
      : 'Thank you! Our team will be in touch soon. Your browser kept our brochure from opening in a new tab.',
  )
}

/** The yacht owners' form (public-site.md §2 "Yacht management partner page", §5). */
export function YachtOwnerForm({ onSubmitted, label }: { onSubmitted: (tabOpened: boolean) => void; label: string }) {
  const form = useForm<YachtOwnerValues>({ defaultValues: emptyOwner, mode: 'onChange' })
  const values = useWatch({ control: form.control, defaultValue: emptyOwner }) as YachtOwnerValues
  const submission = useMutation(
    {
      mutationFn: ({ lead }: { lead: YachtOwnerLead; tab: BrochureTab }) => postVisitorForm('add-yacht-visitor', lead),
      onSuccess: (_accepted, { tab }) => {
        form.reset(emptyOwner)
        onSubmitted(tab.show())
      },
      onError: (_error, { tab }) => tab.discard(),
    },
    queryClient,
  )

  // The brochure tab has to open inside the click, so this handler does no asynchronous work before it.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const current = form.getValues()
    if (!isComplete(current) || submission.isPending) return
    submission.mutate({ lead: toLead(current), tab: reserveBrochureTab() })
  }

  const emailError =
    values.email.trim() !== '' && !EMAIL_PATTERN.test(values.email.trim())
      ? 'Please enter a valid email address*'
      : undefined
  const phoneError =
    values.phone !== '' && !TEN_DIGITS.test(values.phone) ? 'Please enter a 10-digit phone number*' : undefined

  return (
    <form noValidate onSubmit={submit} className="relative space-y-5" aria-label={label}>
      {/* Two and three to a row from 640 px, so the whole form fits a laptop's screen in its dialog. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" {...form.register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.register('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" error={emailError} {...form.register('email')} />
        <div className="grid grid-cols-[8rem_1fr] gap-3">
          <SelectField label="Country code" options={[`${US_COUNTRY_CODE} (USA)`]} />
          <PhoneField label="Phone" error={phoneError} {...form.register('phone')} />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField label="Yacht Model" {...form.register('model')} />
        <TextField
          label="Manufacture Year"
          type="number"
          inputMode="numeric"
          min={YACHT_YEAR_MIN}
          max={latestYachtYear()}
          {...form.register('year')}
        />
        <TextField
          label="Yacht Size (feet)"
          type="number"
          inputMode="numeric"
          min={YACHT_SIZE_MIN_FEET}
          max={YACHT_SIZE_MAX_FEET}
          {...form.register('size')}
        />
      </div>
      <TextAreaField label="Message" optional {...form.register('message')} />
      <HoneypotField {...form.register(honeypotField)} />
      <button
        type="submit"
        className={buttonClass('navy', 'w-full')}
        disabled={!isComplete(values) || submission.isPending}
      >
        {submission.isPending ? 'Submitting...' : 'Submit'}
      </button>
      {submission.isError && (
        <AlertMessage size="base" className="text-center">
          {failureText(submission.error)}
        </AlertMessage>
      )}
    </form>
  )
}
