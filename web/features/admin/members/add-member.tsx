import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { queryClient } from '../../../lib/query-client.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { adminResult } from '../admin-result.ts'
import { memberDirectoryKey } from '../member-directory.ts'
import { CapacityWarning } from './capacity-warning.tsx'
import { keepDraft, storedDraft } from './member-draft-storage.ts'
import { AchPanel, EmergencyPanel, FamilyPanel } from './member-form-panels.tsx'
import { emergencyComplete, memberFormResolver, personalComplete, personalRefusal } from './member-form-rules.ts'
import {
  emptyMemberForm,
  type MemberFormTab,
  memberFormData,
  memberFormTabs,
  type MemberFormValues,
  tabOf,
} from './member-form-values.ts'
import { MemberTabs } from './member-tabs.tsx'
import { refusalOf } from './member-refusal.ts'
import { addMember, checkAvailability } from './members-client.ts'
import { PersonalPanel } from './personal-panel.tsx'
import { PictureCard } from './picture-card.tsx'

type Checked = 'username' | 'email'
const checkedField = { username: 'username', email: 'email_id' } as const

/** Add Member (portal-and-admin.md §2 screen 4, §5): four tabs, a picture card, and the final Add Member button. */
export function AddMember() {
  const headingId = useId()
  const [draft] = useState(storedDraft)
  const form = useForm<MemberFormValues, unknown, MemberFormValues>({
    defaultValues: draft,
    mode: 'onChange',
    resolver: memberFormResolver,
  })
  const values = form.watch()
  const [tab, setTab] = useState<MemberFormTab>('personal')
  const [picture, setPicture] = useState<File | null>(null)
  const [result, setResult] = useState<ResultMessage | null>(null)
  const taken = { username: useTimedMessage(5000), email: useTimedMessage(5000) }

  useEffect(() => keepDraft(values))

  const check = useMutation(
    {
      mutationFn: ({ field, value }: { field: Checked; value: string }) => checkAvailability(field, value),
      onSuccess: (available, { field, value }) => {
        // A value changed since it was sent is checked again by its own Validate.
        if (form.getValues(checkedField[field]) !== value) return
        form.setValue(`available.${field}`, available)
        if (available) taken[field].clear()
        else taken[field].show(field === 'username' ? 'Username already exists' : 'Email already exists')
      },
      // The spec shows no message for a failed check; the admin can press Validate again.
      onError: (error) => console.error('Could not check availability', error),
    },
    queryClient,
  )

  function edited(field: Checked) {
    form.setValue(`available.${field}`, null)
    taken[field].clear()
  }

  function reset() {
    form.reset(emptyMemberForm())
    setPicture(null)
    setTab('personal')
    taken.username.clear()
    taken.email.clear()
  }

  const add = useMutation(
    {
      mutationFn: (member: MemberFormValues) => addMember(memberFormData(member, picture)),
      onSuccess: (added) => {
        reset()
        void queryClient.invalidateQueries({ queryKey: memberDirectoryKey })
        setResult(adminResult('Successfull', added.message))
      },
      onError: (error) => {
        const refusal = refusalOf(error)
        if (refusal.taken) form.setValue(`available.${refusal.taken}`, false)
        for (const { field, message } of refusal.problems) {
          form.setError(field as keyof MemberFormValues, { type: 'server', message })
        }
        if (refusal.tab) setTab(refusal.tab)
        setResult(adminResult('Failed', refusal.message))
      },
    },
    queryClient,
  )

  function nextFromPersonal() {
    const refused = personalRefusal(values)
    if (refused) setResult(refused)
    else if (personalComplete(values)) setTab('family')
  }

  const canNext = personalComplete(values)
  const canAdd = canNext && emergencyComplete(values) && !add.isPending
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
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (member) => {
            if (canAdd) add.mutate(member)
          },
          // The schema found what the server would refuse: its first field's tab shows.
          (errors) => {
            const first = Object.keys(errors).map(tabOf).find(Boolean)
            if (first) setTab(first)
          },
        )}
        className="mt-6 grid gap-8"
      >
        <div className="min-w-0 rounded-sm bg-white p-4 ring-1 ring-navy-900/10 sm:p-6">
          <MemberTabs label="New member details" tabs={memberFormTabs} active={tab} onChange={setTab}>
            {tab === 'personal' && (
              <>
                <PersonalPanel
                  form={form}
                  checking={check.isPending}
                  onValidate={(field) => check.mutate({ field, value: form.getValues(checkedField[field]) })}
                  onEdit={edited}
                  availability={{
                    username: values.available.username === true ? 'Username is available' : taken.username.message,
                    email: values.available.email === true ? 'Email is available' : taken.email.message,
                  }}
                />
                {nextButton(nextFromPersonal, !canNext)}
              </>
            )}
            {tab === 'family' && (
              <>
                <FamilyPanel form={form} />
                {nextButton(() => setTab('emergency'))}
              </>
            )}
            {tab === 'emergency' && (
              <>
                <EmergencyPanel form={form} />
                {nextButton(() => setTab('ach'))}
              </>
            )}
            {tab === 'ach' && <AchPanel form={form} />}
          </MemberTabs>
        </div>
        <PictureCard picture={picture} onChange={setPicture} />
        <div className="flex flex-wrap items-center justify-end gap-4">
          <CapacityWarning tier={values.membership_type} />
          {!canAdd && !add.isPending && (
            <p className="text-sm text-navy-800">
              Complete the personal and emergency contact details to add the member.
            </p>
          )}
          <button type="submit" className={buttonClass('gold')} disabled={!canAdd}>
            {add.isPending ? 'Submitting...' : 'Add Member'}
          </button>
        </div>
      </form>
      <LazyResultDialog message={result} onClose={() => setResult(null)} />
    </section>
  )
}
