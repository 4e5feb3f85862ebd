import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { pointsUpdateSchema } from '../../../../common/back-office.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { TextField } from '../../../ui/form-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberPicker, MemberSummary, SaveCancel } from '../member-form-parts.tsx'
import { memberDirectoryQuery } from '../member-directory.ts'
import { memberPointsQuery, type PointsChange, pointsKeys, updatePoints } from './points-client.ts'

const MESSAGE_MS = 3000

/** The fields staff fill in (the member is the one loaded), typed as the shared schema reads and answers them. */
const changeSchema = pointsUpdateSchema.omit({ username: true })
const empty: z.input<typeof changeSchema> = { update_points: '', description: '' }

/** Adjust Points (portal-and-admin.md §2 screen 1): load a member's balance, then credit or debit it. */
export function AdjustPoints() {
  const headingId = useId()
  const directory = useQuery(memberDirectoryQuery('active'), queryClient)
  const [chosen, setChosen] = useState('')
  /** The member whose balance Submit loaded, or ''. */
  const [member, setMember] = useState('')
  const balance = useQuery({ ...memberPointsQuery(member), enabled: member !== '' }, queryClient)
  const problem = useTimedMessage(MESSAGE_MS)
  const updated = useTimedMessage(MESSAGE_MS)
  const form = useForm<z.input<typeof changeSchema>, unknown, z.output<typeof changeSchema>>({
    defaultValues: empty,
    resolver: zodResolver(changeSchema),
  })
  const errors = form.formState.errors

  const save = useMutation(
    {
      mutationFn: ({ change, attemptKey }: { change: PointsChange; attemptKey: string }) =>
        updatePoints(change, attemptKey),
      onSuccess: ({ username, points }, { change }) => {
        queryClient.setQueryData(pointsKeys.member(change.username), { username, points })
        problem.clear()
        updated.show('Updated', () => form.reset(empty))
      },
      onError: (error) => problem.show(problemMessage(error, 'Failed to update points', [422])),
    },
    queryClient,
  )

  const busy = balance.isFetching || save.isPending

  function load(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return problem.show('Please select a user')
    setMember(chosen)
    // Submit reads the balance afresh; the query shows it and keeps it after a change.
    void queryClient.fetchQuery(memberPointsQuery(chosen)).then(
      () => problem.clear(),
      () => {
        setMember('')
        problem.show('User not found')
      },
    )
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Adjust points in user profile
      </h2>
      <MemberPicker members={directory.data} chosen={chosen} onChoose={setChosen} onSubmit={load} busy={busy} />
      <AlertMessage reserveSpace className="mt-3">
        {directory.isError ? 'Unable to load users' : problem.message}
      </AlertMessage>

      {member && balance.data && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) =>
            save.mutate({ change: { ...values, username: member }, attemptKey: crypto.randomUUID() }),
          )}
          aria-label={`Adjust ${balance.data.username}’s points`}
          className="mt-6"
        >
          <MemberSummary
            username={balance.data.username}
            label="Mariner Points"
            value={
              <span className="font-display text-3xl font-semibold">{balance.data.points.toLocaleString('en-US')}</span>
            }
          />
          <div className="mt-6 grid gap-5 sm:grid-cols-[12rem_1fr]">
            <TextField
              label="Points change"
              hint="Negative to debit, such as -150."
              inputMode="numeric"
              error={errors.update_points?.message}
              {...form.register('update_points')}
            />
            <TextField
              label="Description"
              maxLength={200}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </div>
          <SaveCancel
            saveDisabled={busy}
            onCancel={() => {
              form.reset(empty)
              problem.clear()
            }}
            done={updated.message}
          />
        </form>
      )}
    </section>
  )
}
