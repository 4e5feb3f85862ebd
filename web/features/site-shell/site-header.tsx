import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { Logo } from '../../ui/logo.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { sectionLinks } from './site-links.ts'

interface SiteHeaderProps {
  /** The desktop account control (Login, or the signed-in person's menu). */
  account: ReactNode
  /** The phone menu's account links; `close` closes the menu. */
  mobileAccount: (close: () => void) => ReactNode
}

export function SiteHeader({ account, mobileAccount }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-sand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3 sm:px-6">
        <Link to="/" aria-label="Mariner Yacht Club, home" className="shrink-0 rounded-sm">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `relative rounded-sm px-3 py-2 text-[0.8rem] font-medium tracking-[0.12em] uppercase transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:bg-gold-500 after:transition-transform ${
                      isActive
                        ? 'text-navy-950 after:scale-x-100'
                        : 'text-navy-800 after:scale-x-0 hover:text-navy-950 hover:after:scale-x-100'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <div className="hidden xl:block">{account}</div>
          <MobileMenu account={mobileAccount} />
        </div>
      </div>
    </header>
  )
}
