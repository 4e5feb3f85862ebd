import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { weatherCancellationRequestSchema } from '../../../../common/weather/weather-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { cancelForWeather, weatherKeys } from './weather-client.ts'
import { cancellationSummary } from './weather-words.ts'

const reasonSchema = weatherCancellationRequestSchema.pick({ reason: true })
type Reason = { reason: string }

interface WeatherCancelDialogProps {
  bookingIds: readonly string[]
  /** The reason offered: the alert over the chosen outings. */
  suggestedReason: string
  onNothingChosen: () => void
  onResult: (result: ResultMessage) => void
}

/** "Cancel for weather": a reason members will read, a confirmation saying what follows, then the result. */
export function WeatherCancelDialog({
  bookingIds,
  suggestedReason,
  onNothingChosen,
  onResult,
}: WeatherCancelDialogProps) {
  const [open, setOpen] = useState(false)
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID())
  const form = useForm<Reason>({ defaultValues: { reason: suggestedReason }, resolver: zodResolver(reasonSchema) })
  const cancelling = useMutation(
    {
      mutationFn: ({ reason }: Reason) => cancelForWeather({ booking_ids: [...bookingIds], reason }, attemptKey),
      onSuccess: async (answer) => {
        setOpen(false)
        setAttemptKey(crypto.randomUUID())
        await queryClient.invalidateQueries({ queryKey: weatherKeys.view })
        await queryClient.invalidateQueries({ queryKey: weatherKeys.fleet })
        onResult(
          adminResult(
            answer.cancelled > 0 ? 'Successfull' : 'Failed',
            cancellationSummary(answer).map((line) => <p key={line}>{line}</p>),
          ),
        )
      },
    },
    queryClient,
  )
  const count = bookingIds.length
  const outings = `${count} ${count === 1 ? 'outing' : 'outings'}`
  return (
    <Modal
      trigger={
        <button
          type="button"
          className={buttonClass('navy')}
          onClick={(event) => {
            if (count > 0) return
            event.preventDefault()
            onNothingChosen()
          }}
        >
          Cancel for weather
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) form.reset({ reason: suggestedReason })
        else cancelling.reset()
      }}
      title={`Cancel ${outings} for weather?`}
      description="No fault of the members: every point comes back, the outing no longer counts toward their allowances, each is e-mailed and gets a rebooking priority for 7 days."
    >
      <form noValidate onSubmit={form.handleSubmit((values) => cancelling.mutate(values))}>
        <TextField
          label="Reason members will read"
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <AlertMessage reserveSpace className="mt-3">
          {cancelling.isError ? problemMessage(cancelling.error, 'The outings could not be cancelled.') : ''}
        </AlertMessage>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('navy')} disabled={cancelling.isPending}>
            {cancelling.isPending ? 'Cancelling…' : `Cancel ${outings}`}
          </button>
          <button type="button" className={buttonClass('outline-dark')} onClick={() => setOpen(false)}>
            Keep them
          </button>
        </div>
      </form>
    </Modal>
  )
}
