import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type CheckOutRequest, type CrewOuting, checkOutRequestSchema } from '../../../common/dock/dock-api.ts'
import { z } from '../../../common/zod.ts'
import { checkOut } from './crew-client.ts'
import { DockField, DockNotes, MeterFields } from './dock-field.tsx'
import { instantOfWallClock, wallClockField } from '../../lib/wall-clock.ts'
import { SubmissionFooter } from './submission-footer.tsx'
import { useDockSubmission } from './use-dock-submission.ts'

/** The shared rules, with the expected return as the club-clock field a phone shows. */
const checkOutFormSchema = checkOutRequestSchema.omit({ expected_return_at: true }).extend({
  expected_return: z
    .string()
    .refine((value) => instantOfWallClock(value) !== undefined, { message: 'Please enter the expected return.' }),
})
type CheckOutFormInput = z.input<typeof checkOutFormSchema>
type CheckOutFormValues = z.output<typeof checkOutFormSchema>

interface CheckOutFormProps {
  outing: CrewOuting
  onDone: (outing: CrewOuting) => void
  onCancel: () => void
}

/** As the outing leaves: the hour meter, the fuel, who is aboard, and when it is due back (the booking's end). */
export function CheckOutForm({ outing, onDone, onCancel }: CheckOutFormProps) {
  const bookedReturn = wallClockField(outing.end_at)
  const form = useForm<CheckOutFormInput, unknown, CheckOutFormValues>({
    defaultValues: {
      engine_hours: '',
      fuel_percent: '',
      guests_aboard: String(outing.guests),
      notes: '',
      expected_return: bookedReturn,
    },
    resolver: zodResolver(checkOutFormSchema),
  })
  const errors = form.formState.errors
  const submission = useDockSubmission(
    (request: CheckOutRequest, key: string) => checkOut(outing.booking_id, request, key),
    onDone,
  )

  return (
    <form
      noValidate
      aria-label={`Check out ${outing.vessel}`}
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ expected_return, ...fields }) =>
        submission.submit({
          ...fields,
          // Unchanged, the server takes the booking's own end.
          ...(expected_return === bookedReturn ? {} : { expected_return_at: instantOfWallClock(expected_return) }),
        }),
      )}
    >
      <MeterFields
        engineHours={form.register('engine_hours')}
        fuelPercent={form.register('fuel_percent')}
        errors={errors}
      />
      <DockField
        label="Guests aboard"
        inputMode="numeric"
        autoComplete="off"
        error={errors.guests_aboard?.message}
        {...form.register('guests_aboard')}
      />
      <DockField
        label="Expected return"
        type="datetime-local"
        error={errors.expected_return?.message}
        {...form.register('expected_return')}
      />
      <DockNotes label="Notes (optional)" error={errors.notes?.message} {...form.register('notes')} />
      <SubmissionFooter
        submission={submission}
        fallback="The check-out could not be recorded."
        action={{ idle: 'Check out', busy: 'Checking out…' }}
        onCancel={onCancel}
      />
    </form>
  )
}
