import { Link, useSearchParams } from 'react-router'
import { club } from '../../common/club.ts'
import { AuthPanel } from '../features/auth/auth-panel.tsx'
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Reset Password',
    description: `Choose a new password for your ${club.name} account.`,
    path: '/new_password',
    noindex: true,
  })
}

export default function NewPassword() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim()

  if (!token) {
    return (
      <AuthPanel
        eyebrow="Account"
        title="Reset Password"
        intro="This page needs the link from your password reset e-mail, and the address you opened has no reset token in it."
      >
        <Link to="/forgot_password" className={buttonClass('navy', 'w-full')}>
          Request a new reset link
        </Link>
      </AuthPanel>
    )
  }
  return (
    <AuthPanel eyebrow="Account" title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthPanel>
  )
}
