import { Link } from 'react-router'
import { club, formatAddress } from '../../../common/club.ts'
import { formatLength, vesselAnchor, vessels } from '../../../common/fleet.ts'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '../../ui/icons.tsx'
import { Logo } from '../../ui/logo.tsx'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { clubYear, clubYearScript } from './club-year.ts'
import { helpfulLinks } from './site-links.ts'

const socialLinks = [
  { label: 'Facebook', href: club.social.facebook, Icon: FacebookIcon },
  { label: 'X', href: club.social.x, Icon: XIcon },
  { label: 'Instagram', href: club.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: club.social.linkedin, Icon: LinkedInIcon },
]

const headingClass = 'font-display text-xl font-semibold text-gold-400'
const linkClass = 'text-sand-100/85 transition-colors hover:text-gold-400'

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-sm text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
        <div>
          <Link to="/" aria-label="Mariner Yacht Club, home" className="inline-block">
            <Logo tone="light" />
          </Link>
          <p className="mt-6 max-w-xs leading-relaxed text-sand-100/85">{club.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label="The club on social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${label} (opens in a new tab)`}
                  className="grid h-10 w-10 place-items-center rounded-full border border-sand-50/20 text-lg transition-colors hover:border-gold-400 hover:text-gold-400"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-fleet">
          <h2 id="footer-fleet" className={headingClass}>
            Our Fleet
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
            {vessels.map((vessel) => (
              <li key={vessel.key}>
                <Link to={`/fleet#${vesselAnchor(vessel.key)}`} className={linkClass}>
                  {formatLength(vessel.lengthFeet)} {vessel.navName ?? vessel.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-helpful">
          <h2 id="footer-helpful" className={headingClass}>
            Helpful Links
          </h2>
          <ul className="mt-5 space-y-2">
            <li>
              <Link to="/contact" className={linkClass}>
                Become a Member
              </Link>
            </li>
            {helpfulLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-5 space-y-3 not-italic">
            <p className="text-sand-100/85">{formatAddress()}</p>
            {club.phones.map((phone) => (
              <p key={phone.e164}>
                <span className="text-sand-100/70">{phone.label}: </span>
                <a href={`tel:${phone.e164}`} className={linkClass}>
                  {phone.display}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${club.email}`} className={linkClass}>
                {club.email}
              </a>
            </p>
            <p className="text-sand-100/70">{club.openingHours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-sand-50/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-sand-100/70 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © <span suppressHydrationWarning>{clubYear(new Date())}</span>
            <script dangerouslySetInnerHTML={{ __html: clubYearScript }} /> {club.name}. All rights reserved.
          </p>
          <p>
            Powered by{' '}
            <NewTabLink href={club.poweredBy.url} className="underline underline-offset-2 hover:text-gold-400">
              {club.poweredBy.name}
            </NewTabLink>
          </p>
        </div>
      </div>
    </footer>
  )
}
