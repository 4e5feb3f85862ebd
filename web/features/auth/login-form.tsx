import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { LoginAnswer, LoginRequest, MemberProfile } from '../../../common/accounts.ts'
import { landingPathFor } from '../../../common/user-roles.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { ClubContactText } from '../../ui/club-contact-text.tsx'
import { TextField } from '../../ui/form-field.tsx'
import { useAuthStore } from './auth-store.ts'
import { getCurrentUser } from './get-current-user.ts'
import { loginRefusal, SESSION_NOT_ESTABLISHED } from './login-error.ts'
import { postLogin } from './post-login.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'

/**
 * The login form (portal-and-admin.md §2): no checks in the browser, the server decides. After the server accepts,
 * the profile is read to confirm the session cookie works before anything is stored.
 */
export function LoginForm() {
  const form = useForm<LoginRequest>({ defaultValues: { username: '', password: '' } })
  const navigate = useNavigate()
  const [error, setError] = useState('')
  const busy = form.formState.isSubmitting

  const submit = form.handleSubmit(async (credentials) => {
    setError('')
    let answer: LoginAnswer
    try {
      answer = await postLogin(credentials)
    } catch (refusal) {
      setError(loginRefusal(refusal))
      return
    }
    let profile: MemberProfile
    try {
      profile = await getCurrentUser()
    } catch {
      setError(SESSION_NOT_ESTABLISHED)
      return
    }
    useAuthStore.getState().login(profile, answer.user_type)
    await navigate(landingPathFor(answer.user_type))
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Log in" aria-describedby="login-error" className="space-y-5">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.register('username')}
      />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} />
      <AlertMessage id="login-error" reserveSpace>
        <ClubContactText text={error} />
      </AlertMessage>
      <button type="submit" className={buttonClass('navy', 'w-full')} disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </button>
      <p className="text-center text-sm">
        <Link
          to="/forgot_password"
          className="text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
        >
          Forgot Password?
        </Link>
      </p>
    </form>
  )
}
