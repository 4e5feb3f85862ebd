import { useIsFetching, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { AdminMember } from '../../../../common/member-admin.ts'
import { formatPhone } from '../../../../common/phone.ts'
import { ApiError } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberPicker } from '../member-form-parts.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'
import { adminMemberQuery, memberDetailsKeys } from './member-details-client.ts'
import { MemberDetailsForm } from './member-details-form.tsx'

const LOAD_PROBLEM_MS = 5000

/** The members list failing: the server answered otherwise than OK, or the network failed (§8). */
function membersProblem(error: unknown): string {
  return error instanceof ApiError && error.status === 0 ? 'Failed to load users' : 'Could not load users'
}

function Summary({ member }: { member: AdminMember }) {
  const items = [
    ['Member ID', member.member_id],
    ['Name', `${member.first_name} ${member.last_name}`],
    ['Email', member.email_id],
    ['Phone', member.phone_number ? formatPhone(member.phone_number) : '—'],
  ] as const
  return (
    <dl className="mt-6 grid gap-4 bg-white p-5 ring-1 ring-navy-900/10 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-navy-800">{label}</dt>
          <dd className="font-medium break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Update User Details (portal-and-admin.md §2 screen 3): pick a username, Submit to load the member's summary, then
 * edit their details in the panel below. A load failure shows 5 s and clears the member.
 */
export function UpdateUserDetails() {
  const headingId = useId()
  const directory = useQuery(memberDirectoryQuery('active'), queryClient)
  const [chosen, setChosen] = useState('')
  /** The member loaded by Submit, whose details show below. */
  const [loaded, setLoaded] = useState<string>()
  const member = useQuery(
    { ...adminMemberQuery(loaded ?? ''), enabled: loaded !== undefined, staleTime: Infinity },
    queryClient,
  )
  const loading = useIsFetching({ queryKey: memberDetailsKeys.members }, queryClient) > 0
  const problem = useTimedMessage(LOAD_PROBLEM_MS)

  async function load(username: string) {
    try {
      await queryClient.fetchQuery(adminMemberQuery(username))
      setLoaded(username)
      problem.clear()
    } catch {
      setLoaded(undefined)
      problem.show('User not found!')
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) {
      setLoaded(undefined)
      return problem.show('Please select a user')
    }
    void load(chosen)
  }

  return (
    <section aria-labelledby={headingId} className="max-w-4xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Update User Details
      </h2>
      <MemberPicker members={directory.data} chosen={chosen} onChoose={setChosen} onSubmit={submit} busy={loading} />
      <AlertMessage reserveSpace className="mt-3">
        {directory.isError ? membersProblem(directory.error) : problem.message}
      </AlertMessage>

      {loaded !== undefined && member.data && (
        <>
          <Summary member={member.data} />
          <MemberDetailsForm
            key={member.data.id}
            member={member.data}
            onReload={() => void load(member.data.username)}
          />
        </>
      )}
    </section>
  )
}
