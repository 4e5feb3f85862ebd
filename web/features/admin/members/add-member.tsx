import { type FormEvent, useEffect, useId, useState } from 'react'
import { memberAddedSchema, memberAvailabilitySchema } from '../../../../common/new-member.ts'
import { ApiError, apiRequest } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { readStorage, REGISTRATION_DRAFT_KEY, removeStorage, writeStorage } from '../../../lib/browser-storage.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { adminResult } from '../admin-result.ts'
import { memberDirectoryKey } from '../member-directory.ts'
import {
  draftFieldOf,
  emergencyComplete,
  emptyDraft,
  isEmail,
  isPhone,
  type MemberDraft,
  type MemberFormTab,
  memberFormData,
  memberFormTabs,
  personalComplete,
  restoreDraft,
  storableDraft,
} from './member-draft.ts'
import { AchPanel, EmergencyPanel, FamilyPanel, PersonalPanel } from './member-form-panels.tsx'
import { MemberTabs } from './member-tabs.tsx'
import { PictureCard } from './picture-card.tsx'

type Refused = Partial<Record<keyof MemberDraft, string>>

function storedDraft(): MemberDraft {
  const stored = readStorage(REGISTRATION_DRAFT_KEY)
  try {
    return restoreDraft(stored ? JSON.parse(stored) : null)
  } catch {
    return emptyDraft()
  }
}

/** Why a refused add failed, in the dialog's words, and the fields the server named. */
interface Refusal {
  message: string
  refused: Refused
  tab?: MemberFormTab
  /** Which of the two checked fields someone took in the meantime. */
  taken?: 'username' | 'email'
}

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { message: 'Failed to add member.', refused: {} }
  if (error.status === 0) return { message: 'Network error. Please try again.', refused: {} }
  const body = (error.body ?? {}) as { message?: unknown; problems?: unknown; field?: unknown }
  const refused: Refused = {}
  let tab: MemberFormTab | undefined
  // Taken since it was checked: that field is refused, as a failed check would have refused it.
  if (error.status === 409 && (body.field === 'username' || body.field === 'email_id')) {
    return {
      message: typeof body.message === 'string' ? body.message : 'Failed to add member.',
      refused: {},
      tab: 'personal',
      taken: body.field === 'username' ? 'username' : 'email',
    }
  }
  if (Array.isArray(body.problems)) {
    for (const problem of body.problems as Array<{ field?: string; message?: string }>) {
      const target = draftFieldOf[problem.field ?? '']
      if (!target || !problem.message) continue
      refused[target.field] ??= problem.message
      tab ??= target.tab
    }
  }
  return { message: typeof body.message === 'string' ? body.message : 'Failed to add member.', refused, tab }
}

/** Add Member (portal-and-admin.md §2 screen 4, §5): four tabs, a picture card, and the final Add Member button. */
export function AddMember() {
  const headingId = useId()
  const [draft, setDraft] = useState(storedDraft)
  const [tab, setTab] = useState<MemberFormTab>('personal')
  const [picture, setPicture] = useState<File | null>(null)
  const [checking, setChecking] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<ResultMessage | null>(null)
  const [refused, setRefused] = useState<Refused>({})
  const usernameTaken = useTimedMessage(5000)
  const emailTaken = useTimedMessage(5000)

  useEffect(() => {
    const pristine = JSON.stringify(storableDraft(draft)) === JSON.stringify(storableDraft(emptyDraft()))
    if (pristine) removeStorage(REGISTRATION_DRAFT_KEY)
    else writeStorage(REGISTRATION_DRAFT_KEY, JSON.stringify(storableDraft(draft)))
  }, [draft])

  function change(changes: Partial<MemberDraft>) {
    setDraft((current) => ({ ...current, ...changes }))
    setRefused((current) => {
      const next = { ...current }
      for (const key of Object.keys(changes) as Array<keyof MemberDraft>) delete next[key]
      return next
    })
    if ('username' in changes) usernameTaken.clear()
    if ('email' in changes) emailTaken.clear()
  }

  async function validate(field: 'username' | 'email') {
    const value = field === 'username' ? draft.username : draft.email
    setChecking(true)
    try {
      const query = new URLSearchParams({ [field]: value.trim() })
      const { status } = memberAvailabilitySchema.parse(
        await apiRequest(`/create-member/validate-member/?${query}`, { method: 'GET' }),
      )
      const available = status === 'success'
      setDraft((current) =>
        (field === 'username' ? current.username : current.email) !== value
          ? current
          : { ...current, [field === 'username' ? 'usernameAvailable' : 'emailAvailable']: available },
      )
      const taken = field === 'username' ? usernameTaken : emailTaken
      if (available) taken.clear()
      else taken.show(field === 'username' ? 'Username already exists' : 'Email already exists')
    } catch (error) {
      // The spec shows no message for a failed check; the admin can press Validate again.
      console.error('Could not check availability', error)
    } finally {
      setChecking(false)
    }
  }

  function nextFromPersonal() {
    if (!isEmail(draft.email)) {
      setResult(adminResult('Invalid Email!', 'Please enter a valid email address.'))
    } else if (!isPhone(draft.phoneNumber)) {
      setResult(adminResult('Invalid Number!', 'Please enter a 10-digit mobile number.'))
    } else if (personalComplete(draft)) {
      setTab('family')
    }
  }

  function reset() {
    setDraft(emptyDraft())
    setPicture(null)
    setTab('personal')
    setRefused({})
    usernameTaken.clear()
    emailTaken.clear()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!personalComplete(draft) || !emergencyComplete(draft) || submitting) return
    setSubmitting(true)
    try {
      const added = memberAddedSchema.parse(
        await apiRequest('/create-member/add-member/', { method: 'POST', multipart: memberFormData(draft, picture) }),
      )
      reset()
      void queryClient.invalidateQueries({ queryKey: memberDirectoryKey })
      setResult(adminResult('Successful', added.message))
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal.taken === 'username') setDraft((current) => ({ ...current, usernameAvailable: false }))
      if (refusal.taken === 'email') setDraft((current) => ({ ...current, emailAvailable: false }))
      setRefused(refusal.refused)
      if (refusal.tab) setTab(refusal.tab)
      setResult(adminResult('Failed', refusal.message))
    } finally {
      setSubmitting(false)
    }
  }

  const canNext = personalComplete(draft)
  const canAdd = canNext && emergencyComplete(draft) && !submitting
  const panelProps = { draft, change, refused }
  const nextButton = (onClick: () => void, disabled = false) => (
    <div className="mt-8 flex justify-end">
      <button
        type="button"
        className={buttonClass('navy', disabled ? 'opacity-50' : '')}
        aria-disabled={disabled || undefined}
        onClick={onClick}
      >
        Next
      </button>
    </div>
  )

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Add Member
      </h3>
      <form noValidate onSubmit={submit} className="mt-6 grid gap-8">
        <div className="min-w-0 rounded-sm bg-white p-4 ring-1 ring-navy-900/10 sm:p-6">
          <MemberTabs label="New member details" tabs={memberFormTabs} active={tab} onChange={setTab}>
            {tab === 'personal' && (
              <>
                <PersonalPanel
                  {...panelProps}
                  checking={checking}
                  onValidate={validate}
                  availability={{
                    username: draft.usernameAvailable === true ? 'Username is available' : usernameTaken.message,
                    email: draft.emailAvailable === true ? 'Email is available' : emailTaken.message,
                  }}
                />
                {nextButton(nextFromPersonal, !canNext)}
              </>
            )}
            {tab === 'family' && (
              <>
                <FamilyPanel {...panelProps} />
                {nextButton(() => setTab('emergency'))}
              </>
            )}
            {tab === 'emergency' && (
              <>
                <EmergencyPanel {...panelProps} />
                {nextButton(() => setTab('ach'))}
              </>
            )}
            {tab === 'ach' && <AchPanel {...panelProps} />}
          </MemberTabs>
        </div>
        <PictureCard picture={picture} onChange={setPicture} />
        <div className="flex flex-wrap items-center justify-end gap-4">
          {!canAdd && !submitting && (
            <p className="text-sm text-navy-800">
              Complete the personal and emergency contact details to add the member.
            </p>
          )}
          <button type="submit" className={buttonClass('gold')} disabled={!canAdd}>
            {submitting ? 'Submitting...' : 'Add Member'}
          </button>
        </div>
      </form>
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </section>
  )
}
