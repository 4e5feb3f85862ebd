import { Link } from 'react-router'
import { club } from '../../../common/club.ts'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { type PortalTab, portalTabs, tabHref } from './portal-tabs.ts'

const linkClass =
  'block rounded-sm px-3 py-2 text-sm text-sand-50 hover:bg-sand-50/10 focus-visible:outline-2 focus-visible:outline-gold-400 aria-[current=page]:bg-gold-500 aria-[current=page]:font-semibold aria-[current=page]:text-navy-950'

/** Helpful Links (portal-and-admin.md §2): the portal's four tabs, then the club's two documents in a new tab. */
export function HelpfulLinks({ tab }: { tab: PortalTab }) {
  return (
    <nav aria-label="Member portal">
      <h2 className="text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase">Helpful Links</h2>
      <ul className="mt-3 flex flex-wrap gap-1 lg:flex-col">
        {portalTabs.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <Link to={tabHref(id)} aria-current={id === tab ? 'page' : undefined} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
        <li className="shrink-0">
          <NewTabLink href={club.links.provisioningMenu} className={linkClass}>
            Provisioning Menu
          </NewTabLink>
        </li>
        <li className="shrink-0">
          <NewTabLink href={club.links.userManual} className={linkClass}>
            User Manual
          </NewTabLink>
        </li>
      </ul>
    </nav>
  )
}
