import { club } from '../../common/club.ts'
import { AuthPanel } from '../features/auth/auth-panel.tsx'
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Forgot Password',
    description: `Request a link to set a new password for your ${club.name} account.`,
    path: '/forgot_password',
    noindex: true,
  })
}

export default function ForgotPassword() {
  return (
    <AuthPanel
      eyebrow="Account"
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
    </AuthPanel>
  )
}
