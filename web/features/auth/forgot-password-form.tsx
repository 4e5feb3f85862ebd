import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { queryClient } from '../../lib/query-client.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { TextField } from '../../ui/form-field.tsx'
import { RESET_ERROR_BANNER_MS, RESET_LINK_SENT_BANNER_MS } from './auth-timings.ts'
import {
  type Banner,
  feedbackFromAnswer,
  feedbackFromError,
  type ForgotPasswordFeedback,
} from './forgot-password-feedback.ts'
import { postForgotPassword } from './post-forgot-password.ts'
import { waitLabel } from './reset-cooldown.ts'
import { useResetCooldown } from './use-reset-cooldown.ts'

const bannerClass: Record<Banner['tone'], string> = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  error: 'border-red-700 bg-red-50 text-red-900',
}

function BannerBox({ banner }: { banner: Banner }) {
  return (
    <div className={`mb-6 border-l-4 px-4 py-3 text-sm ${bannerClass[banner.tone]}`}>
      <p className="font-semibold">{banner.title}</p>
      <p className="mt-1">{banner.detail}</p>
    </div>
  )
}

/** "Send Reset Link" (public-site.md §2, §4, §8): banners that go away on their own, and a cooldown that survives reloads. */
export function ForgotPasswordForm() {
  const cooldown = useResetCooldown()
  const form = useForm<{ email: string }>({ defaultValues: { email: cooldown.restored?.email ?? '' } })
  const email = useWatch({ control: form.control, name: 'email' })
  const [banner, setBanner] = useState<Banner | null>(null)

  useEffect(() => {
    if (!banner) return
    const timer = window.setTimeout(
      () => setBanner(null),
      banner.tone === 'success' ? RESET_LINK_SENT_BANNER_MS : RESET_ERROR_BANNER_MS,
    )
    return () => window.clearTimeout(timer)
  }, [banner])

  const show = (requested: string, { banner: next, cooldownMs }: ForgotPasswordFeedback) => {
    // A fresh object each time, so a repeated message starts its display time again.
    setBanner({ ...next })
    if (cooldownMs !== null) cooldown.start(requested, cooldownMs)
  }

  const request = useMutation(
    {
      mutationFn: postForgotPassword,
      onSuccess: (answer, requested) => show(requested, feedbackFromAnswer(answer)),
      onError: (error, requested) => show(requested, feedbackFromError(error)),
    },
    queryClient,
  )

  const waiting = cooldown.msLeft > 0
  const submit = form.handleSubmit(({ email: value }) => request.mutate(value.trim()))

  return (
    <div>
      <div role="status">{banner?.tone === 'success' && <BannerBox banner={banner} />}</div>
      <div role="alert">{banner?.tone === 'error' && <BannerBox banner={banner} />}</div>
      <form noValidate onSubmit={submit} aria-label="Request a password reset link" className="space-y-5">
        <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <button
          type="submit"
          className={buttonClass('navy', 'w-full')}
          disabled={!email.trim() || waiting || request.isPending}
        >
          {waiting ? waitLabel(cooldown.msLeft) : 'Send Reset Link'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-navy-800">
        Remembered your password?{' '}
        <Link to="/login" className="font-medium underline decoration-gold-500 underline-offset-4 hover:text-gold-700">
          Sign in here
        </Link>
      </p>
    </div>
  )
}
