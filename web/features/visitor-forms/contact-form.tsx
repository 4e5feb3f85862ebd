import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { consentWording, helpChoices, honeypotField } from '../../../common/visitor-form-rules.ts'
import type { MembershipInquiry } from '../../../common/visitor-forms.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import type { ResultMessage } from '../../ui/dialog.tsx'
import {
  CheckboxField,
  HoneypotField,
  SelectField,
  TextAreaField,
  PhoneField,
  TextField,
} from '../../ui/form-field.tsx'
import { LazyResultDialog } from '../../ui/lazy-result-dialog.tsx'
import { firstProblem } from './first-problem.ts'
import { postVisitorForm } from './post-visitor-form.ts'

// The schema, and zod with it, loads when the form is first used rather than with the page.
const loadSchemas = () => import('../../../common/visitor-forms.ts')

/** public-site.md §4: after a success the button stays disabled for 5 s. */
export const CONTACT_COOLDOWN_MS = 5000

interface ContactValues {
  firstName: string
  lastName: string
  phone_no: string
  email: string
  req_help: (typeof helpChoices)[number]
  ques: string
  organization: string
  email_consent: boolean
  sms_consent: boolean
  [honeypotField]: string
}

const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  phone_no: '',
  email: '',
  req_help: helpChoices[0],
  ques: '',
  organization: '',
  email_consent: false,
  sms_consent: false,
  [honeypotField]: '',
}

function toInquiry({ firstName, lastName, organization, ...rest }: ContactValues): MembershipInquiry {
  return {
    ...rest,
    visitor_name: `${firstName.trim()} ${lastName.trim()}`.trim(),
    organization: organization.trim() || undefined,
  }
}

const missing: ResultMessage = {
  title: 'Missing Details',
  body: 'Please fill in your first and last name and your message.',
  tone: 'error',
}
const invalidNumber: ResultMessage = {
  title: 'Invalid Number!',
  body: 'Please enter a 10-digit mobile number.',
  tone: 'error',
}
const invalidEmail: ResultMessage = { title: 'Invalid Email!', body: 'Please enter a valid email.', tone: 'error' }
const successful: ResultMessage = { title: 'Successful', body: 'Thank you for sharing your details.', tone: 'success' }
const thankYou: ResultMessage = {
  title: 'Thank You for Reaching Out!',
  body: 'A member of our team will be in touch within one business day.',
  tone: 'brand',
  buttonLabel: 'Got it',
}
const failed: ResultMessage = {
  title: 'Submission Failed!',
  body: 'Could not submit form. Please try again.',
  tone: 'error',
}

/** The enquiry form of /contact (public-site.md §2, §4, §8). */
export function ContactForm() {
  const form = useForm<ContactValues>({ defaultValues: emptyContact })
  const [dialog, setDialog] = useState<ResultMessage | null>(null)
  const [queued, setQueued] = useState<ResultMessage | null>(null)
  const [coolingDown, setCoolingDown] = useState(false)
  // Set while a submission is checked against the schema, which the first time waits for it to load.
  const checking = useRef(false)

  useEffect(() => {
    if (!coolingDown) return
    const timer = window.setTimeout(() => setCoolingDown(false), CONTACT_COOLDOWN_MS)
    return () => window.clearTimeout(timer)
  }, [coolingDown])

  const submission = useMutation(
    {
      mutationFn: (inquiry: MembershipInquiry) => postVisitorForm('become-a-member', inquiry),
      onSuccess: () => {
        form.reset(emptyContact)
        setCoolingDown(true)
        setDialog(successful)
        setQueued(thankYou)
      },
      onError: () => setDialog(failed),
    },
    queryClient,
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking.current) return
    const values = form.getValues()
    if (!values.firstName.trim() || !values.lastName.trim() || !values.ques.trim()) {
      setDialog(missing)
      return
    }
    const inquiry = toInquiry(values)
    checking.current = true
    const schemas = await loadSchemas()
      .catch(() => null)
      .finally(() => (checking.current = false))
    if (!schemas) {
      setDialog(failed)
      return
    }
    const problem = firstProblem(schemas.membershipInquirySchema, inquiry, ['phone_no', 'email'])
    if (problem?.field === 'phone_no') setDialog(invalidNumber)
    else if (problem?.field === 'email') setDialog(invalidEmail)
    else if (problem) setDialog({ title: 'Please check the form', body: problem.message, tone: 'error' })
    else submission.mutate(inquiry)
  }

  const closeDialog = () => {
    setDialog(queued)
    setQueued(null)
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadSchemas()}
        className="relative space-y-5"
        aria-label="Contact us"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...form.register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.register('lastName')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <PhoneField label="Phone" hint="10 digits, numbers only" {...form.register('phone_no')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} />
        </div>
        <SelectField label="How can we help?" options={helpChoices} {...form.register('req_help')} />
        <TextAreaField label="Message" {...form.register('ques')} />
        <TextField label="Organization" optional autoComplete="organization" {...form.register('organization')} />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-navy-900">Staying in touch</legend>
          <CheckboxField label={consentWording.email} {...form.register('email_consent')} />
          <CheckboxField label={consentWording.sms} {...form.register('sms_consent')} />
        </fieldset>
        <HoneypotField {...form.register(honeypotField)} />
        <button
          type="submit"
          className={buttonClass('navy', 'w-full sm:w-auto')}
          disabled={submission.isPending || coolingDown}
        >
          {submission.isPending ? 'Sending...' : 'Submit'}
        </button>
      </form>
      <LazyResultDialog message={dialog} onClose={closeDialog} />
    </>
  )
}
