import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type Captain, timeOffRequestSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { dayRangeLabel } from './captain-facts.ts'
import { addTimeOff, captainKeys, type TimeOffFields } from './captains-client.ts'
import { smallButtonClass } from './small-button.ts'

interface TimeOffFormProps {
  captain: Captain
  onDone: (result: ResultMessage) => void
}

const blank = { from: '', to: '', reason: '' }

/** Add time off: the days a captain cannot crew, with a reason. */
export function TimeOffForm({ captain, onDone }: TimeOffFormProps) {
  const [open, setOpen] = useState(false)
  const form = useForm<TimeOffFields>({ defaultValues: blank, resolver: zodResolver(timeOffRequestSchema) })
  const errors = form.formState.errors
  const add = useMutation(
    {
      mutationFn: (timeOff: TimeOffFields) => addTimeOff(captain.captain_id, timeOff),
      onSuccess: (_saved, timeOff) => {
        void queryClient.invalidateQueries({ queryKey: captainKeys.all })
        setOpen(false)
        form.reset(blank)
        onDone(adminResult('Successfull', `${captain.name} is off ${dayRangeLabel(timeOff.from, timeOff.to)}.`))
      },
    },
    queryClient,
  )

  return (
    <Modal
      trigger={
        <button type="button" className={smallButtonClass}>
          Add time off<span className="sr-only"> for {captain.name}</span>
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) add.reset()
      }}
      title={`Time off for ${captain.name}`}
      description="The captain cannot be assigned an outing on these days."
    >
      <form noValidate onSubmit={form.handleSubmit((timeOff) => add.mutate(timeOff))} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="From" type="date" error={errors.from?.message} {...form.register('from')} />
          <TextField label="To" type="date" error={errors.to?.message} {...form.register('to')} />
        </div>
        <TextField label="Reason" autoComplete="off" error={errors.reason?.message} {...form.register('reason')} />
        <AlertMessage reserveSpace>
          {add.isError ? problemMessage(add.error, 'The time off could not be saved.') : ''}
        </AlertMessage>
        <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add time off'}
        </button>
      </form>
    </Modal>
  )
}
