import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

/** What the route guard leaves in the history entry it redirects a member to: the page they were turned away from. */
export interface GuardRedirectState {
  deniedFrom: string
}

export const guardRedirectState = (deniedFrom: string): GuardRedirectState => ({ deniedFrom })

function deniedFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('deniedFrom' in state)) return undefined
  return typeof state.deniedFrom === 'string' ? state.deniedFrom : undefined
}

/**
 * Tells a member the route guard sent here (portal-and-admin.md §2: a member opening /admin goes to /membership) why
 * they are here: politely announced, dismissible, and gone on reload, since the reason is taken out of the history
 * entry as soon as it is read.
 */
export function GuardNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const [from, setFrom] = useState(() => deniedFrom(location.state))
  const [ready, setReady] = useState(false)
  const { pathname, search, hash } = location

  useEffect(() => {
    if (!from) return
    void navigate(`${pathname}${search}${hash}`, { replace: true, state: null })
    // Written into the live region once it is on the page, so screen readers announce it.
    const frame = requestAnimationFrame(() => setReady(true))
    return () => cancelAnimationFrame(frame)
  }, [from, navigate, pathname, search, hash])

  const shown = ready && from !== undefined
  const place = from === '/admin' ? 'Admin Services are' : 'That page is'
  return (
    <div role="status" className={shown ? 'bg-gold-400/20' : undefined}>
      {shown && (
        <div className="mx-auto flex max-w-6xl items-start gap-4 px-4 py-4 text-navy-900 sm:px-6">
          <p className="min-w-0 flex-1">
            {place} for club staff only. You are signed in as a member, so we have brought you to the membership page.{' '}
            <Link to="/member-portal" className="font-medium underline underline-offset-4">
              Go to your member portal
            </Link>
          </p>
          <button
            type="button"
            aria-label="Dismiss this notice"
            className="grid size-8 shrink-0 place-items-center rounded-full text-xl leading-none hover:bg-navy-900/10 focus-visible:outline-3 focus-visible:outline-gold-500"
            onClick={() => setFrom(undefined)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  )
}
