import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { honeypotField } from '../../../common/visitor-form-rules.ts'
import { type BrochureRequest, brochureRequestSchema } from '../../../common/visitor-forms.ts'
import { queryClient } from '../../lib/query-client.ts'
import { type ButtonVariant, buttonClass } from '../../ui/button-styles.ts'
import { Modal, type ResultMessage, ResultDialog } from '../../ui/dialog.tsx'
import { HoneypotField, PhoneField, TextField } from '../../ui/form-field.tsx'
import { showErrorNotice } from '../../ui/notices.ts'
import { type BrochureTab, reserveBrochureTab } from './brochure-tab.ts'
import { brochureSubmittedMessage } from './brochure-submitted-message.tsx'
import { firstProblem } from './first-problem.ts'
import { postVisitorForm } from './post-visitor-form.ts'

const emptyRequest: BrochureRequest = { visitor_name: '', email: '', phone_no: '', [honeypotField]: '' }

const validationDialogs: Record<string, ResultMessage> = {
  phone_no: { title: 'Invalid Number!', body: 'Please enter a 10-digit mobile number.', tone: 'error' },
  email: { title: 'Invalid Email!', body: 'Please enter a valid email.', tone: 'error' },
}

function submittedMessage(tabOpened: boolean): ResultMessage {
  return brochureSubmittedMessage(
    tabOpened
      ? 'Thank you! Your membership brochure has opened in a new tab.'
      : 'Thank you! Your browser kept the brochure from opening in a new tab.',
  )
}

export interface BrochureButtonProps {
  label: string
  variant?: ButtonVariant
}

/** The brochure request form (public-site.md §2 "Brochure modal") with the button that opens it. */
export function BrochureDialog({
  label,
  variant = 'gold',
  defaultOpen,
}: BrochureButtonProps & { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const [result, setResult] = useState<ResultMessage | null>(null)
  const form = useForm<BrochureRequest>({ resolver: zodResolver(brochureRequestSchema), defaultValues: emptyRequest })
  const submission = useMutation(
    {
      mutationFn: ({ request }: { request: BrochureRequest; tab: BrochureTab }) =>
        postVisitorForm('add-visitors-details', request),
      onSuccess: (_accepted, { tab }) => {
        form.reset(emptyRequest)
        setOpen(false)
        setResult(submittedMessage(tab.show()))
      },
      onError: (_error, { tab }) => {
        tab.discard()
        void showErrorNotice(
          <div>
            <p className="font-semibold">Submission Failed</p>
            <p>Something went wrong. Please try again later.</p>
          </div>,
        )
      },
    },
    queryClient,
  )

  // Checked here, not in the resolver's asynchronous pass, so the brochure tab can open inside the click.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.clearErrors()
    const values = form.getValues()
    const problem = firstProblem(brochureRequestSchema, values, ['visitor_name', 'phone_no', 'email'])
    if (problem?.field === 'visitor_name') {
      form.setError('visitor_name', { message: problem.message }, { shouldFocus: true })
      return
    }
    if (problem) {
      setResult(
        validationDialogs[problem.field] ?? { title: 'Please check the form', body: problem.message, tone: 'error' },
      )
      return
    }
    submission.mutate({ request: brochureRequestSchema.parse(values), tab: reserveBrochureTab() })
  }

  return (
    <>
      <Modal
        trigger={
          <button type="button" className={buttonClass(variant)}>
            {label}
          </button>
        }
        open={open}
        onOpenChange={setOpen}
        title="Membership Brochure"
        description="Tell us where to reach you and the brochure opens right away."
        closeButton
      >
        <form noValidate onSubmit={submit} className="relative space-y-5">
          <TextField
            label="Name"
            autoComplete="name"
            error={form.formState.errors.visitor_name?.message}
            {...form.register('visitor_name')}
          />
          <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} />
          <PhoneField label="Phone" hint="10 digits, numbers only" {...form.register('phone_no')} />
          <HoneypotField {...form.register(honeypotField)} />
          <button type="submit" className={buttonClass('navy', 'w-full')} disabled={submission.isPending}>
            {submission.isPending ? 'Please wait...' : 'Submit'}
          </button>
        </form>
      </Modal>
      <ResultDialog message={result} onClose={() => setResult(null)} />
    </>
  )
}
