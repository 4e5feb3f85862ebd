import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { clubLongDayLabel } from '../../../../common/club-time.ts'
import { type DirectoryMember, memberName } from '../../../../common/member-directory.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { memberDirectoryQuery } from '../member-directory.ts'

interface RemovedMembersProps {
  busy: boolean
  onReactivate: (member: DirectoryMember) => void
}

/** Every removed member, read afresh each time the screen opens, each with Reactivate. */
export function RemovedMembers({ busy, onReactivate }: RemovedMembersProps) {
  const headingId = useId()
  const removed = useQuery(memberDirectoryQuery('removed'), queryClient)
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-navy-900/15 pt-8">
      <h4 id={headingId} className="font-display text-2xl font-semibold text-navy-900">
        Removed members
      </h4>
      <p className="mt-2 text-sm text-navy-800">Reactivating a member lets them log in again with their password.</p>
      {removed.isPending && <p className="mt-4 text-navy-800">Loading removed members…</p>}
      {removed.isError && (
        <AlertMessage size="base" className="mt-4">
          Could not load the removed members.
        </AlertMessage>
      )}
      {removed.data?.length === 0 && <p className="mt-4 text-navy-800">No one has been removed.</p>}
      {removed.data && removed.data.length > 0 && (
        <ul className="mt-4 divide-y divide-navy-900/10 bg-white ring-1 ring-navy-900/10">
          {removed.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4">
              <div className="min-w-0">
                <p className="font-medium break-words text-navy-900">{memberName(member)}</p>
                <p className="text-sm break-words text-navy-800">
                  {member.member_id} · {member.tier} · {member.username}
                </p>
                {member.removed_at && (
                  <p className="text-sm text-navy-800">Removed {clubLongDayLabel(new Date(member.removed_at))}</p>
                )}
              </div>
              <button
                type="button"
                aria-label={`Reactivate ${member.username}`}
                className={buttonClass('outline-dark')}
                disabled={busy}
                onClick={() => onReactivate(member)}
              >
                Reactivate
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
