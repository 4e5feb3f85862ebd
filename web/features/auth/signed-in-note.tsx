import { Link } from 'react-router'
import { displayName, roleHome } from './session-user.ts'
import { useSignedIn } from './use-signed-in.ts'

/** On the login page, tells someone already signed in who they are and where their own area is. */
export function SignedInNote() {
  const signedIn = useSignedIn()
  if (!signedIn) return null
  const home = roleHome(signedIn.userType)
  return (
    <div className="border-l-4 border-gold-500 bg-sand-100 px-4 py-3 text-sm text-navy-900">
      <p>You are signed in as {displayName(signedIn.user)}.</p>
      <Link
        to={home.to}
        className="mt-1 inline-block font-medium underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
      >
        {home.label}
      </Link>
    </div>
  )
}
