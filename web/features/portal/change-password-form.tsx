import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  type ChangePasswordRequest,
  detailSchema,
  passwordHint,
} from '../../../common/accounts.ts'
import { ApiError, apiRequest } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { TextField } from '../../ui/form-field.tsx'
import { AlertMessage } from '../../ui/alert-message.tsx'

const CHANGE_FAILED = 'Could not change your password. Please try again.'
const empty: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' }

async function postChangePassword(request: ChangePasswordRequest): Promise<string> {
  const answer = detailSchema.parse(
    await apiRequest('/validate-user/change-password/', { method: 'POST', json: request }),
  )
  return answer.detail
}

/** What went wrong, in the server's words when it refused what was sent (a weak password, too many attempts). */
function failureText(error: Error): string {
  if (!(error instanceof ApiError)) return CHANGE_FAILED
  if (error.status === 0) return error.message
  return error.status >= 400 && error.status < 500 && error.detail ? error.detail : CHANGE_FAILED
}

/**
 * Change Password (member-api §4), under Update Details: the current password and the new one twice, checked with the
 * server's schema. The server ends every other session; this browser stays signed in.
 */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({ defaultValues: empty, resolver: zodResolver(changePasswordFormSchema) })
  const errors = form.formState.errors
  const field = (name: keyof ChangePasswordValues) => ({ error: errors[name]?.message, ...form.register(name) })

  const change = useMutation(
    {
      mutationFn: postChangePassword,
      onSuccess: () => form.reset(empty),
      onError: (error) => {
        // A wrong current password is that field's problem; the rest are said under the form.
        if (error instanceof ApiError && error.status === 403) {
          form.setError('current_password', { message: error.detail }, { shouldFocus: true })
        }
      },
    },
    queryClient,
  )
  const formProblem = change.isError && !errors.current_password ? failureText(change.error) : ''

  return (
    <section aria-labelledby="change-password-heading" className="mt-16 max-w-3xl border-t border-navy-900/15 pt-10">
      <h2 id="change-password-heading" className="font-display text-4xl font-semibold text-navy-900">
        Change Password
      </h2>
      <p className="mt-2 text-navy-800">
        Every other device signed in to your account is signed out when you change it; this one stays signed in.
      </p>
      <form
        noValidate
        aria-labelledby="change-password-heading"
        onSubmit={form.handleSubmit(({ current_password, new_password }) => {
          change.reset()
          change.mutate({ current_password, new_password })
        })}
        className="mt-8"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            {...field('current_password')}
          />
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
            {...field('new_password')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            {...field('confirm_password')}
          />
        </div>
        <div role="status" className="mt-6">
          {change.isSuccess && (
            <p className="border-l-4 border-emerald-700 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
              {change.data}
            </p>
          )}
        </div>
        <AlertMessage reserveSpace className="mt-2">
          {formProblem}
        </AlertMessage>
        <button type="submit" className={buttonClass('navy', 'mt-2')} disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change Password'}
        </button>
      </form>
    </section>
  )
}
