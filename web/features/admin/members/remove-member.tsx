import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { memberStatusSchema } from '../../../../common/back-office.ts'
import { ApiError, problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { TextField } from '../../../ui/form-field.tsx'
import { memberDirectoryKey } from '../member-directory.ts'
import { changeMemberStatus, type StatusChange } from './members-client.ts'
import { RemovedMembers } from './removed-members.tsx'

/** A refused change (§8): the server's detail whatever the status, else 'Status {code}'. */
function refusal(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0
  return problemMessage(error, `Status ${status}`, [status])
}

/**
 * Remove a Member (portal-and-admin.md §2 screen 4, §8): removing deactivates, so the screen lists the removed members,
 * whenever they were removed, each with Reactivate.
 */
export function RemoveMember() {
  const headingId = useId()
  const form = useForm<{ username: string }>({
    defaultValues: { username: '' },
    resolver: zodResolver(memberStatusSchema),
  })
  const change = useMutation(
    {
      mutationFn: ({ action, username }: { action: StatusChange; username: string }) =>
        changeMemberStatus(action, username),
      onSuccess: (_answer, { action }) => {
        void queryClient.invalidateQueries({ queryKey: memberDirectoryKey })
        if (action === 'remove') form.reset()
      },
    },
    queryClient,
  )
  const problem = form.formState.errors.username?.message ?? (change.isError ? refusal(change.error) : undefined)

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h3 id={headingId} className="font-display text-3xl font-semibold text-navy-900">
        Remove a Member
      </h3>
      <p className="mt-2 text-navy-800">
        Removing a member stops their logins at once and keeps their history; their username and e-mail stay reserved.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(
          ({ username }) => change.mutate({ action: 'remove', username }),
          () => change.reset(),
        )}
        className="mt-6"
      >
        <TextField label="Username" autoComplete="off" {...form.register('username')} />
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass('navy')} disabled={change.isPending}>
            Remove Member
          </button>
          <button
            type="button"
            className={buttonClass('outline-dark')}
            disabled={change.isPending}
            onClick={() => {
              form.reset()
              change.reset()
            }}
          >
            Cancel
          </button>
        </div>
      </form>
      {problem ? (
        <AlertMessage reserveSpace className="mt-4">
          {problem}
        </AlertMessage>
      ) : (
        <p role="status" className="mt-4 min-h-6 text-sm font-medium text-emerald-800">
          {change.data?.message}
        </p>
      )}
      <RemovedMembers
        busy={change.isPending}
        onReactivate={(member) => change.mutate({ action: 'reactivate', username: member.username })}
      />
    </section>
  )
}
