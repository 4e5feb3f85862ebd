import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/button-styles.ts'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { displayName, roleHome } from './session-user.ts'
import { useLogOut } from './use-log-out.ts'
import { useSignedIn } from './use-signed-in.ts'

// Only signed-in people see it, so visitors never download the menu library.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })))

/** The desktop header's account control: Login, or the user menu once signed in. */
export function HeaderAccount() {
  const signedIn = useSignedIn()
  if (!signedIn) {
    return (
      <Link to="/login" className={buttonClass('navy', 'px-6 py-2.5')}>
        Login
      </Link>
    )
  }
  return (
    <Suspense fallback={<span className="block h-11 w-11" />}>
      <UserMenu user={signedIn.user} userType={signedIn.userType} />
    </Suspense>
  )
}

/**
 * The phone menu's account links: Become a Member and Login for a visitor, or the person's own area and Log out, as
 * the desktop header offers no membership to someone signed in. `onNavigate` closes the menu. The menu opens only
 * after the page has hydrated, so a visitor never sees these change.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const signedIn = useSignedIn()
  const logOut = useLogOut()
  if (!signedIn) {
    return (
      <>
        <NewTabLink href="/contact" onClick={onNavigate} className={buttonClass('gold')}>
          Become a Member
        </NewTabLink>
        <Link to="/login" onClick={onNavigate} className={buttonClass('outline-light')}>
          Login
        </Link>
      </>
    )
  }
  const home = roleHome(signedIn.userType)
  return (
    <>
      <p className="text-center text-sm text-sand-100/80">Signed in as {displayName(signedIn.user)}</p>
      <Link to={home.to} onClick={onNavigate} className={buttonClass('outline-light')}>
        {home.label}
      </Link>
      <button
        type="button"
        onClick={() => {
          onNavigate()
          void logOut()
        }}
        className={buttonClass('outline-light')}
      >
        Log out
      </button>
    </>
  )
}
