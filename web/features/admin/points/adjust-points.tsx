import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { memberPointsSchema, pointsUpdatedSchema, pointsUpdateSchema } from '../../../../common/back-office.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { TextField } from '../../../ui/form-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberPicker, MemberSummary, SaveCancel } from '../member-form-parts.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'

const MESSAGE_MS = 3000

type Loaded = { username: string; points: number }

/** Adjust Points (portal-and-admin.md §2 screen 1): load a member's balance, then credit or debit it. */
export function AdjustPoints() {
  const headingId = useId()
  const directory = useQuery(memberDirectoryQuery('active'), queryClient)
  const [chosen, setChosen] = useState('')
  const [loaded, setLoaded] = useState<Loaded>()
  const [change, setChange] = useState('')
  const [description, setDescription] = useState('')
  const [fieldErrors, setFieldErrors] = useState<{ update_points?: string; description?: string }>({})
  const [busy, setBusy] = useState(false)
  const problem = useTimedMessage(MESSAGE_MS)
  const updated = useTimedMessage(MESSAGE_MS)

  const clearFields = () => {
    setChange('')
    setDescription('')
    setFieldErrors({})
  }

  async function load(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return problem.show('Please select a user')
    setBusy(true)
    try {
      const query = new URLSearchParams({ username: chosen })
      setLoaded(memberPointsSchema.parse(await apiRequest(`/points/points/?${query}`, { method: 'GET' })))
      problem.clear()
    } catch {
      setLoaded(undefined)
      problem.show('User not found')
    } finally {
      setBusy(false)
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!loaded) return
    const checked = pointsUpdateSchema.safeParse({ username: loaded.username, update_points: change, description })
    if (!checked.success) {
      const errors: typeof fieldErrors = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0]
        if (field === 'update_points' || field === 'description') errors[field] ??= issue.message
      }
      return setFieldErrors(errors)
    }
    setFieldErrors({})
    setBusy(true)
    try {
      const answer = pointsUpdatedSchema.parse(
        await apiRequest('/points/update-points/', {
          method: 'PUT',
          form: { username: loaded.username, update_points: String(checked.data.update_points), description },
          // One key per press of Save: a retried request can never move the points twice.
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      )
      setLoaded({ username: answer.username, points: answer.points })
      problem.clear()
      updated.show('Updated', clearFields)
    } catch (error) {
      problem.show(
        error instanceof ApiError && error.status === 422 && error.detail ? error.detail : 'Failed to update points',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Adjust points in user profile
      </h2>
      <MemberPicker members={directory.data} chosen={chosen} onChoose={setChosen} onSubmit={load} busy={busy} />
      <p role="alert" className="mt-3 min-h-6 text-sm font-medium text-red-800">
        {directory.isError ? 'Unable to load users' : problem.message}
      </p>

      {loaded && (
        <form noValidate onSubmit={save} aria-label={`Adjust ${loaded.username}’s points`} className="mt-6">
          <MemberSummary
            username={loaded.username}
            label="Mariner Points"
            value={<span className="font-display text-3xl font-semibold">{loaded.points.toLocaleString('en-US')}</span>}
          />
          <div className="mt-6 grid gap-5 sm:grid-cols-[12rem_1fr]">
            <TextField
              label="Points change"
              hint="Negative to debit, such as -150."
              inputMode="numeric"
              value={change}
              error={fieldErrors.update_points}
              onChange={(event) => setChange(event.target.value)}
            />
            <TextField
              label="Description"
              value={description}
              maxLength={200}
              error={fieldErrors.description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <SaveCancel
            saveDisabled={busy}
            onCancel={() => {
              clearFields()
              problem.clear()
            }}
            done={updated.message}
          />
        </form>
      )}
    </section>
  )
}
