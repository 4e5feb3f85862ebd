import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactElement, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { type Captain, captainRequestSchema } from '../../../../common/fleet-operations/fleet-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { PhoneField, TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { vesselsQuery } from '../bookings/bookings-client.ts'
import { vesselLabel } from '../vessel-label.ts'
import { type CaptainFields, type CaptainRequest, captainKeys, saveCaptain } from './captains-client.ts'

interface CaptainFormProps {
  /** The captain to edit; a new one when absent. */
  captain?: Captain
  trigger: ReactElement
  onDone: (result: ResultMessage) => void
}

const blank: CaptainRequest = {
  name: '',
  email: '',
  phone_number: '',
  licence: { number: '', expires_on: '' },
  vessels: [],
}

const valuesOf = (captain: Captain): CaptainRequest => ({
  name: captain.name,
  email: captain.email,
  phone_number: captain.phone_number,
  licence: { ...captain.licence },
  vessels: [...captain.vessels],
})

/** Add captain or Edit: name, contact, USCG licence and the vessels the captain is qualified on, in a dialog. */
export function CaptainForm({ captain, trigger, onDone }: CaptainFormProps) {
  const [open, setOpen] = useState(false)
  const vesselsLegend = useId()
  const vessels = useQuery(vesselsQuery, queryClient)
  const form = useForm<CaptainRequest, unknown, CaptainFields>({
    defaultValues: captain ? valuesOf(captain) : blank,
    resolver: zodResolver(captainRequestSchema),
  })
  const errors = form.formState.errors
  const save = useMutation(
    {
      mutationFn: (fields: CaptainFields) => saveCaptain(fields, captain?.captain_id),
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: captainKeys.all })
        setOpen(false)
        form.reset(captain ? valuesOf(saved) : blank)
        onDone(
          adminResult(
            'Successfull',
            captain ? `${saved.name}’s details are saved.` : `${saved.name} is on the roster.`,
          ),
        )
      },
    },
    queryClient,
  )

  function openChange(next: boolean) {
    setOpen(next)
    if (!next) save.reset()
  }

  return (
    <Modal
      trigger={trigger}
      open={open}
      onOpenChange={openChange}
      title={captain ? `Edit ${captain.name}` : 'Add captain'}
      description="Every outing is crewed by a USCG-licensed captain qualified on its vessel."
      wide
    >
      <form noValidate onSubmit={form.handleSubmit((fields) => save.mutate(fields))} className="grid gap-5">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PhoneField
            label="Phone"
            autoComplete="off"
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <TextField
            label="Licence number"
            autoComplete="off"
            error={errors.licence?.number?.message}
            {...form.register('licence.number')}
          />
          <TextField
            label="Licence expires on"
            type="date"
            error={errors.licence?.expires_on?.message}
            {...form.register('licence.expires_on')}
          />
        </div>
        <fieldset aria-describedby={errors.vessels ? `${vesselsLegend}-error` : undefined}>
          <legend id={vesselsLegend} className="text-sm font-medium text-navy-900">
            Qualified on
          </legend>
          {vessels.isError && <AlertMessage>{problemMessage(vessels.error, 'Unable to load the fleet.')}</AlertMessage>}
          <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {vessels.data?.map((vessel) => (
              <li key={vessel.vessel_id}>
                <label className="flex min-h-8 items-center gap-3 text-sm text-navy-800">
                  <input
                    type="checkbox"
                    value={vessel.vessel_id}
                    className="h-5 w-5 shrink-0 accent-navy-900"
                    {...form.register('vessels')}
                  />
                  {vesselLabel(vessel)}
                </label>
              </li>
            ))}
          </ul>
          {errors.vessels && (
            <p id={`${vesselsLegend}-error`} className="mt-1.5 text-sm text-red-800">
              {errors.vessels.message}
            </p>
          )}
        </fieldset>
        <AlertMessage reserveSpace>
          {save.isError ? problemMessage(save.error, 'The captain could not be saved.') : ''}
        </AlertMessage>
        <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : captain ? 'Save' : 'Add captain'}
        </button>
      </form>
    </Modal>
  )
}
