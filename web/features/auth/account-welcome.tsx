import { useState } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import { displayName, roleLabel } from './session-user.ts'
import { useLogOut } from './use-log-out.ts'
import { useSignedIn } from './use-signed-in.ts'

/**
 * Who is signed in, at the top of the member portal and the admin area, with Log out; the tools of each area come
 * below it in later work.
 */
export function AccountWelcome({ area }: { area: 'member' | 'admin' }) {
  const signedIn = useSignedIn()
  const logOut = useLogOut()
  const [leaving, setLeaving] = useState(false)
  if (!signedIn) return null
  const { user, userType } = signedIn
  const name = displayName(user)

  return (
    <section className="bg-gradient-to-br from-navy-950 to-navy-800 text-sand-50">
      <div className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-xs font-medium tracking-[0.35em] text-gold-400 uppercase sm:text-sm">
          {area === 'admin' ? 'Administration' : 'Member Portal'}
        </p>
        <h1 className="mt-4 font-display text-5xl leading-[1.05] font-semibold sm:text-6xl">
          {area === 'admin' ? 'Admin Services' : `Welcome aboard, ${user.first_name || name}`}
        </h1>
        <p className="mt-6 text-lg text-sand-100/90">
          Signed in as {name} · {roleLabel(userType)}
        </p>
        {area === 'member' && (
          <p className="mt-4 inline-block rounded-full border border-gold-400/70 px-4 py-1 text-xs tracking-[0.25em] text-gold-400 uppercase">
            {user.tier} Membership
          </p>
        )}
        <div className="mt-10">
          <button
            type="button"
            className={buttonClass('outline-light')}
            disabled={leaving}
            onClick={() => {
              setLeaving(true)
              void logOut()
            }}
          >
            Log out
          </button>
        </div>
      </div>
    </section>
  )
}
