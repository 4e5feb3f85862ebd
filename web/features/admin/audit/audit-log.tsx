import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { AUDIT_PAGE_DEFAULT } from '../../../../common/back-office.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { MemberCombobox } from '../member-combobox.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'
import { auditKeys, fetchAuditPage } from './audit-client.ts'
import { AuditEntries } from './audit-entries.tsx'

/** The audit log (member-api §5): every change staff made, newest first, for everyone or one member. */
export function AuditLog() {
  const headingId = useId()
  const directory = useQuery(memberDirectoryQuery('all'), queryClient)
  const [member, setMember] = useState('')
  const log = useInfiniteQuery(
    {
      queryKey: auditKeys.log(member),
      queryFn: ({ pageParam, signal }) => fetchAuditPage(member, pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page) => (page.length === AUDIT_PAGE_DEFAULT ? page.at(-1)?.id : undefined),
      // Each visit shows the log as it is now.
      staleTime: 0,
    },
    queryClient,
  )
  const entries = log.data?.pages.flat() ?? []

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Audit Log
      </h2>
      <div className="mt-6 max-w-md">
        <MemberCombobox
          label="Member"
          members={directory.data}
          value={member}
          onChange={setMember}
          placeholder="All members"
        />
      </div>
      {directory.isError && <AlertMessage className="mt-3">Could not load the members to choose from.</AlertMessage>}
      {log.isError && (
        <AlertMessage size="base" className="mt-6">
          Could not load the audit log.
        </AlertMessage>
      )}
      {log.isSuccess && entries.length === 0 && <p className="mt-6 text-navy-800">No changes recorded yet.</p>}
      {entries.length > 0 && <AuditEntries entries={entries} />}
      {log.hasNextPage && (
        <button
          type="button"
          className={buttonClass('outline-dark', 'mt-6')}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
        </button>
      )}
    </section>
  )
}
