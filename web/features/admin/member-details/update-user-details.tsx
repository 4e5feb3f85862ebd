import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { AdminMember } from '../../../../common/member-admin.ts'
import { formatPhone } from '../../../../common/phone.ts'
import { ApiError } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberPicker } from '../member-form-parts.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'
import { adminMemberQuery } from './member-details-client.ts'
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
  const [member, setMember] = useState<AdminMember>()
  const problem = useTimedMessage(LOAD_PROBLEM_MS)
  // Each Submit (and each reload after a save or a renewal) reads the member afresh, and what it read is kept as the
  // member shown: the summary and the form follow that read at once, whatever the page's timers are doing.
  const load = useMutation(
    {
      mutationFn: (username: string) => queryClient.fetchQuery(adminMemberQuery(username)),
      onSuccess: (loaded) => {
        setMember(loaded)
        problem.clear()
      },
      onError: () => {
        setMember(undefined)
        problem.show('User not found!')
      },
    },
    queryClient,
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!chosen) {
      setMember(undefined)
      return problem.show('Please select a user')
    }
    load.mutate(chosen)
  }

  return (
    <section aria-labelledby={headingId} className="max-w-4xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Update User Details
      </h2>
      <MemberPicker
        members={directory.data}
        chosen={chosen}
        onChoose={setChosen}
        onSubmit={submit}
        busy={load.isPending}
      />
      <AlertMessage reserveSpace className="mt-3">
        {directory.isError ? membersProblem(directory.error) : problem.message}
      </AlertMessage>

      {member && (
        <>
          <Summary member={member} />
          <MemberDetailsForm key={member.id} member={member} onReload={() => load.mutate(member.username)} />
        </>
      )}
    </section>
  )
}
