import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { clubDateLabel } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { instantOfWallClock } from '../../../lib/wall-clock.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { addPeakDates, peakDateKeys } from './peak-dates-client.ts'
import { daysOf, type PeakDatesForm, peakDatesFormSchema } from './peak-date-words.ts'

const blank: PeakDatesForm = { from: '', to: '', opens: '', draws: '' }

/** Names a day, or a run of days, as peak dates, with when their ballot opens and is drawn on the club's clock. */
export function PeakDateForm({ onDone }: { onDone: (result: ResultMessage) => void }) {
  const form = useForm<PeakDatesForm>({ defaultValues: blank, resolver: zodResolver(peakDatesFormSchema) })
  const errors = form.formState.errors
  const add = useMutation(
    {
      mutationFn: (fields: PeakDatesForm) =>
        addPeakDates({
          dates: daysOf(fields.from, fields.to),
          opens_at: instantOfWallClock(fields.opens)!,
          draws_at: instantOfWallClock(fields.draws)!,
        }),
      onSuccess: (added) => {
        void queryClient.invalidateQueries({ queryKey: peakDateKeys.all })
        form.reset(blank)
        const days = added.map((peak) => clubDateLabel(peak.date))
        onDone(
          adminResult(
            'Successfull',
            `${days.join(', ')} ${days.length === 1 ? 'is a peak date' : 'are peak dates'}, drawn by ballot.`,
          ),
        )
      },
    },
    queryClient,
  )

  return (
    <form
      noValidate
      aria-label="Name peak dates"
      onSubmit={form.handleSubmit((fields) => add.mutate(fields))}
      className="grid gap-5 bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Peak date" type="date" error={errors.from?.message} {...form.register('from')} />
        <TextField
          label="Last day"
          type="date"
          optional
          hint="For a run of days; leave empty for one."
          error={errors.to?.message}
          {...form.register('to')}
        />
        <TextField
          label="Ballot opens"
          type="datetime-local"
          hint="Club time (Sarasota)."
          error={errors.opens?.message}
          {...form.register('opens')}
        />
        <TextField
          label="Draw at"
          type="datetime-local"
          hint="Club time; before the peak date begins."
          error={errors.draws?.message}
          {...form.register('draws')}
        />
      </div>
      <AlertMessage reserveSpace>
        {add.isError ? problemMessage(add.error, 'The peak dates could not be saved.') : ''}
      </AlertMessage>
      <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Name peak dates'}
      </button>
    </form>
  )
}
