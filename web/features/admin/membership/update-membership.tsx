import { type FormEvent, useId, useState } from 'react'
import { membershipSchema, membershipUpdatedSchema } from '../../../../common/back-office.ts'
import { type TierName, tierNames } from '../../../../common/membership-tiers.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { SelectField, TextField } from '../../../ui/form-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberSummary, SaveCancel } from '../member-form-parts.tsx'

type Loaded = { username: string; membership_type: TierName }

async function readMembership(username: string): Promise<Loaded> {
  const query = new URLSearchParams({ username })
  return membershipSchema.parse(await apiRequest(`/get-membership/get-membership/?${query}`, { method: 'GET' }))
}

/** Update Membership (portal-and-admin.md §2 screen 2): find a member by username and change their tier. */
export function UpdateMembership() {
  const headingId = useId()
  const [username, setUsername] = useState('')
  const [loaded, setLoaded] = useState<Loaded>()
  const [tier, setTier] = useState('')
  const [busy, setBusy] = useState(false)
  const notFound = useTimedMessage(3000)
  const failed = useTimedMessage(4000)
  const saved = useTimedMessage(4000)

  async function find(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      setLoaded(await readMembership(username))
      setTier('')
      notFound.clear()
    } catch {
      setLoaded(undefined)
      notFound.show('User not found!', () => setUsername(''))
    } finally {
      setBusy(false)
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!loaded || !tier) return
    setBusy(true)
    try {
      membershipUpdatedSchema.parse(
        await apiRequest('/get-membership/update-membership/', {
          method: 'PUT',
          form: { username: loaded.username, membership_type: tier },
        }),
      )
      setLoaded(await readMembership(loaded.username))
      setTier('')
      failed.clear()
      saved.show('Membership updated')
    } catch (error) {
      failed.show(
        error instanceof ApiError && error.status === 409 && error.detail
          ? error.detail
          : 'Failed to add membership. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Update Membership
      </h2>
      <form noValidate onSubmit={find} className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1">
          <TextField
            label="Username"
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('navy')} disabled={busy || username.trim() === ''}>
          Find member
        </button>
      </form>
      <p role="alert" className="mt-3 min-h-6 text-sm font-medium text-red-800">
        {notFound.message ?? failed.message}
      </p>

      {loaded && (
        <form noValidate onSubmit={save} aria-label={`Change ${loaded.username}’s membership`} className="mt-4">
          <MemberSummary username={loaded.username} label="Membership type" value={loaded.membership_type} />
          <div className="mt-6 max-w-xs">
            <SelectField
              label="New membership type"
              value={tier}
              onChange={(event) => setTier(event.target.value)}
              placeholderOption="Choose a membership"
              options={tierNames}
              disabledOptions={[loaded.membership_type]}
            />
          </div>
          <SaveCancel
            saveDisabled={busy || !tier}
            onCancel={() => {
              setLoaded(undefined)
              setTier('')
              setUsername('')
              failed.clear()
            }}
            done={saved.message}
          />
        </form>
      )}
    </section>
  )
}
