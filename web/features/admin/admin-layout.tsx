import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/button-styles.ts'
import { type AdminTab, adminTabHref, adminTabs } from './admin-tabs.ts'

interface AdminLayoutProps {
  /** Who is signed in, as the header says it. */
  signedInAs: string
  tab: AdminTab | undefined
  leaving: boolean
  onLogOut: () => void
  /** What must be seen whichever tool is open: the overdue alarm. */
  alarm?: ReactNode
  children: ReactNode
}

const tabClass =
  'block rounded-full px-5 py-2 text-sm font-medium whitespace-nowrap text-navy-900 ring-1 ring-navy-900/20 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 aria-[current=page]:bg-navy-900 aria-[current=page]:text-sand-50 aria-[current=page]:ring-navy-900'

/** Admin Services: who is signed in, the row of tabs (one open at a time), and the open tab's screen. */
export function AdminLayout({ signedInAs, tab, leaving, onLogOut, alarm, children }: AdminLayoutProps) {
  return (
    <div className="bg-sand-50">
      <section className="bg-gradient-to-br from-navy-950 to-navy-800 text-sand-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-6 px-4 py-12 sm:px-6">
          <div>
            <p className="text-xs font-medium tracking-[0.35em] text-gold-400 uppercase">Administration</p>
            <h1 className="mt-3 font-display text-5xl leading-tight font-semibold">Admin Services</h1>
            <p className="mt-3 text-sand-100/90">{signedInAs}</p>
          </div>
          <button type="button" className={buttonClass('outline-light')} disabled={leaving} onClick={onLogOut}>
            Log out
          </button>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        {alarm}
        <nav aria-label="Admin tools">
          <ul className="flex flex-wrap gap-2">
            {adminTabs.map(({ id, label }) => (
              <li key={id}>
                <Link to={adminTabHref(id)} aria-current={id === tab ? 'page' : undefined} className={tabClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10">{tab ? children : <p className="text-navy-800">Choose a tool above to begin.</p>}</div>
      </div>
    </div>
  )
}
