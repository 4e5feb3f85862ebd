import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { Captain } from '../../../../common/fleet-operations/fleet-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { captainKeys, retireCaptain } from './captains-client.ts'
import { smallButtonClass } from './small-button.ts'

interface RetireCaptainProps {
  captain: Captain
  onDone: (result: ResultMessage) => void
}

/** Retire, once confirmed: the captain leaves the roster and can no longer be assigned; their history is kept. */
export function RetireCaptain({ captain, onDone }: RetireCaptainProps) {
  const [open, setOpen] = useState(false)
  const retire = useMutation(
    {
      mutationFn: () => retireCaptain(captain.captain_id),
      onSuccess: (retired) => {
        void queryClient.invalidateQueries({ queryKey: captainKeys.all })
        setOpen(false)
        onDone(adminResult('Successfull', `${retired.name} has retired from the roster.`))
      },
    },
    queryClient,
  )
  return (
    <Modal
      trigger={
        <button type="button" className={smallButtonClass}>
          Retire<span className="sr-only"> {captain.name}</span>
        </button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) retire.reset()
      }}
      title={`Retire ${captain.name}?`}
      description="They leave the roster and can no longer be assigned an outing; the outings they crewed keep their name."
    >
      <AlertMessage reserveSpace>
        {retire.isError ? problemMessage(retire.error, 'The captain could not be retired.') : ''}
      </AlertMessage>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('navy')}
          disabled={retire.isPending}
          onClick={() => retire.mutate()}
        >
          Retire captain
        </button>
        <button type="button" className={buttonClass('outline-dark')} onClick={() => setOpen(false)}>
          Keep on the roster
        </button>
      </div>
    </Modal>
  )
}
