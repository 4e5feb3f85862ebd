import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { newPasswordSchema, passwordHint } from '../../../common/accounts.ts'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { type ResultMessage, ResultDialog } from '../../ui/dialog.tsx'
import { TextField } from '../../ui/form-field.tsx'
import { ApiError } from '../../lib/api-request.ts'
import { PASSWORD_CHANGED_NOTICE_MS } from './auth-timings.ts'
import { postResetPassword } from './post-reset-password.ts'

interface ResetValues {
  password: string
  confirmation: string
}

const mismatch: ResultMessage = { title: 'Try again', body: 'Please make sure your passwords match!', tone: 'error' }

/** public-site.md §8: the server's detail, else the failure's own message, else a fallback. */
export function resetFailure(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? (error.status === 0 ? error.message : 'An error occurred.')
  return (error instanceof Error && error.message) || 'An error occurred.'
}

/** "Change Password" for the token of a reset link (public-site.md §2, §4, §5, §8). */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetValues>({ defaultValues: { password: '', confirmation: '' } })
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<ResultMessage | null>(null)
  const [changed, setChanged] = useState(false)

  useEffect(() => {
    if (!changed) return
    const timer = window.setTimeout(() => void navigate('/login'), PASSWORD_CHANGED_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [changed, navigate])

  const reset = useMutation(
    {
      mutationFn: postResetPassword,
      onSuccess: () => {
        form.reset()
        setChanged(true)
      },
      onError: (error) => setDialog({ title: 'Error', body: resetFailure(error), tone: 'error' }),
    },
    queryClient,
  )

  const submit = form.handleSubmit(({ password, confirmation }) => {
    if (password !== confirmation) {
      setDialog(mismatch)
      return
    }
    const policy = newPasswordSchema.safeParse(password)
    if (!policy.success) {
      form.setError('password', { message: policy.error.issues[0]?.message }, { shouldFocus: true })
      return
    }
    reset.mutate({ token, new_password: password })
  })

  return (
    <>
      <div role="status">
        {changed && (
          <div className="border-l-4 border-emerald-700 bg-emerald-50 px-4 py-4 text-emerald-900">
            <p className="font-display text-2xl font-semibold">Password Changed Successfully</p>
            <p className="mt-1 text-sm">
              Taking you to the login page…{' '}
              <Link to="/login" className="font-medium underline underline-offset-4">
                Log in now
              </Link>
            </p>
          </div>
        )}
      </div>
      {!changed && (
        <form noValidate onSubmit={submit} aria-label="Password reset" className="space-y-5">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint={passwordHint}
            error={form.formState.errors.password?.message}
            {...form.register('password', { onChange: () => form.clearErrors('password') })}
          />
          <TextField
            label="Re-enter Password"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmation')}
          />
          <button type="submit" className={buttonClass('navy', 'w-full')} disabled={reset.isPending}>
            Change Password
          </button>
        </form>
      )}
      <ResultDialog message={dialog} onClose={() => setDialog(null)} />
    </>
  )
}
