import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { adminResult } from '../admin-result.ts'
import { fleetKeys, liftBlock } from './fleet-client.ts'
import { blockKindLabels, type FleetCell, slotLabels } from './fleet-week.ts'
import { clubDayLabel } from '../../../../common/club-time.ts'

interface BlockedCellProps {
  block: NonNullable<FleetCell['block']>
  changeable: boolean
  onDone: (result: ResultMessage) => void
}

/** A blocked slot: why it is closed, and (after a confirm) lifting the block to open its slots again. */
export function BlockedCell({ block, changeable, onDone }: BlockedCellProps) {
  const [confirming, setConfirming] = useState(false)
  const lift = useMutation(
    {
      mutationFn: () => liftBlock(block.block_id),
      onSuccess: async (lifted) => {
        await queryClient.invalidateQueries({ queryKey: fleetKeys.all })
        const from = `${clubDayLabel(lifted.from.date)} ${slotLabels[lifted.from.slot].toLowerCase()}`
        const to = `${clubDayLabel(lifted.to.date)} ${slotLabels[lifted.to.slot].toLowerCase()}`
        onDone(adminResult('Successfull', `The block is lifted: members can book from ${from} to ${to} again.`))
      },
    },
    queryClient,
  )
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-navy-800">Kind</dt>
        <dd className="text-navy-900">{blockKindLabels[block.kind]}</dd>
        <dt className="text-navy-800">Reason</dt>
        <dd className="min-w-0 break-words text-navy-900">{block.reason}</dd>
      </dl>
      {changeable &&
        (confirming ? (
          <div className="mt-6 border-l-4 border-gold-500 bg-white p-4">
            <p className="font-medium text-navy-900">Lift this block? Every slot it covers opens to members again.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass('navy')}
                disabled={lift.isPending}
                onClick={() => lift.mutate()}
              >
                Yes, lift the block
              </button>
              <button type="button" className={buttonClass('outline-dark')} onClick={() => setConfirming(false)}>
                Keep the block
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={buttonClass('navy', 'mt-6')} onClick={() => setConfirming(true)}>
            Lift block
          </button>
        ))}
      <AlertMessage reserveSpace className="mt-3">
        {lift.isError ? problemMessage(lift.error, 'Unable to lift the block.') : ''}
      </AlertMessage>
    </>
  )
}
