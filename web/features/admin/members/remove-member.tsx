import { type FormEvent, useId, useState } from 'react'
import { memberStatusChangedSchema } from '../../../../common/back-office.ts'
import type { DirectoryMember } from '../../../../common/member-directory.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { TextField } from '../../../ui/form-field.tsx'
import { memberDirectoryKey } from '../member-directory.ts'
import { RemovedMembers } from './removed-members.tsx'

type Outcome = { ok: boolean; message: string }

async function changeStatus(path: '/update/delete/' | '/update/reactivate/', username: string): Promise<Outcome> {
  const form = new FormData()
  form.append('username', username)
  try {
    const { message } = memberStatusChangedSchema.parse(await apiRequest(path, { method: 'PUT', multipart: form }))
    void queryClient.invalidateQueries({ queryKey: memberDirectoryKey })
    return { ok: true, message }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0
    const detail = error instanceof ApiError ? error.detail : undefined
    return { ok: false, message: detail ?? `Status ${status}` }
  }
}

/**
 * Remove a Member (portal-and-admin.md §2 screen 4, §8): removing deactivates, so the screen lists the removed members,
 * whenever they were removed, each with Reactivate.
 */
export function RemoveMember() {
  const headingId = useId()
  const [username, setUsername] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  async function remove(event: FormEvent) {
    event.preventDefault()
    const name = username.trim()
    if (!name) return setOutcome({ ok: false, message: 'Please enter a username.' })
    setBusy(true)
    const answer = await changeStatus('/update/delete/', name)
    setOutcome(answer)
    if (answer.ok) setUsername('')
    setBusy(false)
  }

  async function reactivate(member: DirectoryMember) {
    setBusy(true)
    setOutcome(await changeStatus('/update/reactivate/', member.username))
    setBusy(false)
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Remove a Member
      </h3>
      <p className="mt-2 text-navy-800">
        Removing a member stops their logins at once and keeps their history; their username and e-mail stay reserved.
      </p>
      <form noValidate onSubmit={remove} className="mt-6">
        <TextField
          label="Username"
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('navy')} disabled={busy}>
            Remove Member
          </button>
          <button
            type="button"
            className={buttonClass('outline-dark')}
            disabled={busy}
            onClick={() => {
              setUsername('')
              setOutcome(undefined)
            }}
          >
            Cancel
          </button>
        </div>
      </form>
      <p
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={`mt-4 min-h-6 text-sm font-medium ${outcome?.ok ? 'text-emerald-800' : 'text-red-800'}`}
      >
        {outcome?.message}
      </p>
      <RemovedMembers busy={busy} onReactivate={(member) => void reactivate(member)} />
    </section>
  )
}
