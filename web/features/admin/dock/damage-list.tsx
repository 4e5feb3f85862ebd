import { useMutation } from '@tanstack/react-query'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import type { VesselLog } from '../../../../common/dock/dock-api.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { smallButtonClass } from '../captains/small-button.ts'
import { dockKeys, resolveDamage } from './dock-client.ts'

type Damage = VesselLog['damage'][number]

function DamageItem({ damage }: { damage: Damage }) {
  const resolve = useMutation(
    {
      mutationFn: () => resolveDamage(damage.damage_id),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: dockKeys.all }),
    },
    queryClient,
  )
  return (
    <li className="bg-white p-3 ring-1 ring-navy-900/15">
      <p className="font-semibold text-navy-950">{damage.description}</p>
      <p className="text-sm text-navy-900">
        Reported {clubDateTimeLabel(new Date(damage.reported_at))} · outing {damage.reference}
      </p>
      {damage.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
          {damage.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1} of the damage: ${damage.description}`}
                  className="h-24 w-24 object-cover ring-1 ring-navy-900/20"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {damage.resolved_at ? (
        <p className="mt-2 text-sm font-semibold text-green-900">
          Resolved {clubDateTimeLabel(new Date(damage.resolved_at))}
        </p>
      ) : (
        <div className="mt-2">
          <button
            type="button"
            className={smallButtonClass}
            disabled={resolve.isPending}
            onClick={() => resolve.mutate()}
            aria-label={`Mark resolved: ${damage.description}`}
          >
            Mark resolved
          </button>
          {resolve.isError && (
            <AlertMessage>{problemMessage(resolve.error, 'Could not mark it resolved.')}</AlertMessage>
          )}
        </div>
      )}
    </li>
  )
}

/** Damage reported from the dock, newest first, with its photos and a "Mark resolved" while open. */
export function DamageList({ damage }: { damage: readonly Damage[] }) {
  if (damage.length === 0) return <p className="text-navy-900">No damage reported.</p>
  return (
    <ul className="grid gap-3">
      {damage.map((one) => (
        <DamageItem key={one.damage_id} damage={one} />
      ))}
    </ul>
  )
}
