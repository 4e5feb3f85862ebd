import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { membershipUpdateSchema, usernameQuerySchema } from '../../../../common/back-office.ts'
import { tierNames } from '../../../../common/membership-tiers.ts'
import type { z } from '../../../../common/zod.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { buttonClass } from '../../../ui/button-styles.ts'
import { SelectField, TextField } from '../../../ui/form-field.tsx'
import { useTimedMessage } from '../../../ui/use-timed-message.ts'
import { MemberSummary, SaveCancel } from '../member-form-parts.tsx'
import { membershipKeys, membershipQuery, updateMembership } from './membership-client.ts'

/** The new tier staff choose (the member is the one found), typed as the shared schema reads and answers it. */
const tierSchema = membershipUpdateSchema.omit({ username: true })
const noTier: z.input<typeof tierSchema> = { membership_type: '' }
const noUsername: z.input<typeof usernameQuerySchema> = { username: '' }

/** Update Membership (portal-and-admin.md §2 screen 2): find a member by username and change their tier. */
export function UpdateMembership() {
  const headingId = useId()
  /** The member Find member found, or ''. */
  const [member, setMember] = useState('')
  const membership = useQuery({ ...membershipQuery(member), enabled: member !== '' }, queryClient)
  const notFound = useTimedMessage(3000)
  const failed = useTimedMessage(4000)
  const saved = useTimedMessage(4000)
  const finder = useForm({ defaultValues: noUsername, resolver: zodResolver(usernameQuerySchema) })
  const typed = useWatch({ control: finder.control, name: 'username' })
  const change = useForm({ defaultValues: noTier, resolver: zodResolver(tierSchema) })
  const tier = useWatch({ control: change.control, name: 'membership_type' })

  const save = useMutation(
    {
      mutationFn: updateMembership,
      onSuccess: ({ username, membership_type }, { username: key }) => {
        queryClient.setQueryData(membershipKeys.member(key), { username, membership_type })
        change.reset(noTier)
        failed.clear()
        saved.show('Membership updated')
      },
      onError: (error) => failed.show(problemMessage(error, 'Failed to add membership. Please try again.', [409])),
    },
    queryClient,
  )
  const busy = membership.isFetching || save.isPending

  function find({ username }: z.output<typeof usernameQuerySchema>) {
    setMember(username)
    // Find member reads the tier afresh; the query shows it and keeps it after a change.
    void queryClient.fetchQuery(membershipQuery(username)).then(
      () => {
        change.reset(noTier)
        notFound.clear()
      },
      () => {
        setMember('')
        notFound.show('User not found!', () => finder.reset(noUsername))
      },
    )
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl">
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Update Membership
      </h2>
      <form noValidate onSubmit={finder.handleSubmit(find)} className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1">
          <TextField
            label="Username"
            autoComplete="off"
            error={finder.formState.errors.username?.message}
            {...finder.register('username')}
          />
        </div>
        <button type="submit" className={buttonClass('navy')} disabled={busy || typed.trim() === ''}>
          Find member
        </button>
      </form>
      <AlertMessage reserveSpace className="mt-3">
        {notFound.message ?? failed.message}
      </AlertMessage>

      {member && membership.data && (
        <form
          noValidate
          onSubmit={change.handleSubmit((values) => save.mutate({ ...values, username: member }))}
          aria-label={`Change ${membership.data.username}’s membership`}
          className="mt-4"
        >
          <MemberSummary
            username={membership.data.username}
            label="Membership type"
            value={membership.data.membership_type}
          />
          <div className="mt-6 max-w-xs">
            <SelectField
              label="New membership type"
              placeholderOption="Choose a membership"
              options={tierNames}
              disabledOptions={[membership.data.membership_type]}
              error={change.formState.errors.membership_type?.message}
              {...change.register('membership_type')}
            />
          </div>
          <SaveCancel
            saveDisabled={busy || !tier}
            onCancel={() => {
              setMember('')
              change.reset(noTier)
              finder.reset(noUsername)
              failed.clear()
            }}
            done={saved.message}
          />
        </form>
      )}
    </section>
  )
}
