import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ServiceRequest, serviceRequestSchema } from '../../../../common/dock/dock-api.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { TextAreaField, TextField } from '../../../ui/form-field.tsx'
import { fleetKeys } from '../fleet/fleet-client.ts'
import { dockKeys, recordService } from './dock-client.ts'
import { hoursText } from './log-words.ts'

/** Record service: the hour meter's reading at the service, from which the hours since service count again. */
export function ServiceForm({ vesselId, name }: { vesselId: string; name: string }) {
  const [saved, setSaved] = useState<string>()
  const form = useForm<ServiceRequest, unknown, z.output<typeof serviceRequestSchema>>({
    defaultValues: { engine_hours: '', notes: '' },
    resolver: zodResolver(serviceRequestSchema),
  })
  const errors = form.formState.errors
  const record = useMutation(
    {
      mutationFn: (request: ServiceRequest) => recordService(vesselId, request),
      onMutate: () => setSaved(undefined),
      onSuccess: async (log) => {
        form.reset()
        setSaved(`Service recorded for ${name} at ${hoursText(log.engine_hours)}.`)
        queryClient.setQueryData(dockKeys.log(vesselId), log)
        await queryClient.invalidateQueries({ queryKey: fleetKeys.all })
      },
    },
    queryClient,
  )
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((fields) => record.mutate(fields))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Engine hours at the service"
          inputMode="decimal"
          autoComplete="off"
          error={errors.engine_hours?.message}
          {...form.register('engine_hours')}
        />
      </div>
      <TextAreaField
        label="Service notes"
        optional
        rows={2}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <AlertMessage reserveSpace>
        {record.isError ? problemMessage(record.error, 'The service could not be recorded.') : ''}
      </AlertMessage>
      <p role="status" className="text-sm font-medium text-green-900">
        {saved}
      </p>
      <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record service'}
      </button>
    </form>
  )
}
