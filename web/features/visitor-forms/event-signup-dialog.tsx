import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '../../../common/zod.ts'
import { ATTENDEES_MAX, ATTENDEES_MIN, type EventName, honeypotField } from '../../../common/visitor-form-rules.ts'
import { type EventRegistration, eventRegistrationSchema } from '../../../common/visitor-forms.ts'
import { queryClient } from '../../lib/query-client.ts'
import { type ButtonVariant, buttonClass } from '../../ui/button-styles.ts'
import { Modal } from '../../ui/dialog.tsx'
import { HoneypotField, PhoneField, TextField } from '../../ui/form-field.tsx'
import { postVisitorForm } from './post-visitor-form.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'

/** public-site.md §4: the modal closes 3 s after a successful sign-up. */
export const EVENT_MODAL_CLOSE_MS = 3000

const titles: Record<EventName, string> = {
  Waitlist: 'Signup for Future Events',
  'Future Events': 'Sign Up For Future Events',
}

// Attendees are not checked on submit (public-site.md §5); the server has the last word.
const browserSchema = eventRegistrationSchema.extend({ attendees: z.number().optional() })

/** A non-numeric entry becomes 0 (public-site.md §3). */
function attendeesFromInput(value: unknown): number {
  const count = Number.parseInt(String(value), 10)
  return Number.isNaN(count) ? 0 : count
}

function emptyRegistration(eventName: EventName, attendees: number | undefined): EventRegistration {
  return { name: '', email: '', phone_no: '', event_name: eventName, attendees, [honeypotField]: '' }
}

export interface EventSignupButtonProps {
  eventName: EventName
  label: string
  variant?: ButtonVariant
  className?: string
}

/** The event sign-up modal, the waitlist (with attendees) or news of future events, with the button that opens it. */
export function EventSignupDialog({
  eventName,
  label,
  variant = 'gold',
  className = '',
  defaultOpen,
}: EventSignupButtonProps & { defaultOpen: boolean }) {
  const collectsAttendees = eventName === 'Waitlist'
  const [open, setOpen] = useState(defaultOpen)
  const [outcome, setOutcome] = useState<'submitted' | 'failed' | null>(null)
  const form = useForm<EventRegistration>({
    resolver: zodResolver(browserSchema),
    defaultValues: emptyRegistration(eventName, collectsAttendees ? ATTENDEES_MIN : undefined),
  })
  const submission = useMutation(
    {
      mutationFn: (registration: EventRegistration) => postVisitorForm('add-event-details', registration),
      onSuccess: () => {
        form.reset(emptyRegistration(eventName, ATTENDEES_MIN))
        setOutcome('submitted')
      },
      onError: () => setOutcome('failed'),
    },
    queryClient,
  )

  useEffect(() => {
    if (outcome !== 'submitted') return
    const timer = window.setTimeout(() => {
      setOpen(false)
      setOutcome(null)
    }, EVENT_MODAL_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [outcome])

  const changeOpen = (next: boolean) => {
    setOpen(next)
    if (!next) setOutcome(null)
  }
  const { errors } = form.formState

  return (
    <>
      <Modal
        trigger={
          <button type="button" className={buttonClass(variant, className)}>
            {label}
          </button>
        }
        open={open}
        onOpenChange={changeOpen}
        title={titles[eventName]}
        description="Leave your details and we will tell you about our next gathering."
      >
        <form
          noValidate
          onSubmit={form.handleSubmit((registration) => {
            setOutcome(null)
            submission.mutate(registration)
          })}
          className="relative space-y-5"
        >
          <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PhoneField label="Phone" error={errors.phone_no?.message} {...form.register('phone_no')} />
          {collectsAttendees && (
            <TextField
              label="Attendees"
              type="number"
              min={ATTENDEES_MIN}
              max={ATTENDEES_MAX}
              {...form.register('attendees', { setValueAs: attendeesFromInput })}
            />
          )}
          <HoneypotField {...form.register(honeypotField)} />
          <button type="submit" className={buttonClass('navy', 'w-full')} disabled={submission.isPending}>
            {submission.isPending ? 'Submitting...' : 'Submit'}
          </button>
          <div aria-live="polite" className="min-h-6 text-center">
            {outcome === 'submitted' && <p className="font-medium text-emerald-800">Submitted successfully!</p>}
            {outcome === 'failed' && <AlertMessage size="base">Error submitting the form.</AlertMessage>}
          </div>
        </form>
      </Modal>
    </>
  )
}
