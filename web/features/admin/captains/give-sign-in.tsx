import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { captainAccountRequestSchema } from '../../../../common/dock/dock-api.ts'
import type { Captain } from '../../../../common/fleet-operations/fleet-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { adminResult } from '../admin-result.ts'
import { captainKeys, giveCaptainSignIn } from './captains-client.ts'
import { smallButtonClass } from './small-button.ts'

interface GiveSignInProps {
  captain: Captain
  onDone: (result: ResultMessage) => void
}

/** Give a sign-in: a username for the dock; the captain chooses their password from the link e-mailed to them. */
export function GiveSignIn({ captain, onDone }: GiveSignInProps) {
  const [open, setOpen] = useState(false)
  const form = useForm<{ username: string }>({
    defaultValues: { username: '' },
    resolver: zodResolver(captainAccountRequestSchema),
  })
  const give = useMutation(
    {
      mutationFn: ({ username }: { username: string }) => giveCaptainSignIn(captain.captain_id, username),
      onSuccess: (account) => {
        void queryClient.invalidateQueries({ queryKey: captainKeys.all })
        setOpen(false)
        form.reset()
        onDone(
          adminResult(
            'Successfull',
            `${captain.name} can sign in as ${account.username}. An e-mail to ${captain.email} has gone out with a link to choose a password.`,
          ),
        )
      },
    },
    queryClient,
  )
  return (
    <Modal
      trigger={
        <button type="button" className={smallButtonClass}>
          Give a sign-in<span className="sr-only"> to {captain.name}</span>
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) give.reset()
      }}
      title={`Give ${captain.name} a sign-in`}
      description="For the dock only: their outings, check-out, check-in and float plans. They choose their own password from a link sent to their e-mail."
    >
      <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((fields) => give.mutate(fields))}>
        <TextField
          label="Username"
          autoComplete="off"
          error={form.formState.errors.username?.message}
          {...form.register('username')}
        />
        <AlertMessage reserveSpace>
          {give.isError ? problemMessage(give.error, 'The sign-in could not be made.') : ''}
        </AlertMessage>
        <button type="submit" className={buttonClass('navy', 'justify-self-start')} disabled={give.isPending}>
          {give.isPending ? 'Sending…' : 'Give a sign-in'}
        </button>
      </form>
    </Modal>
  )
}
