import { club, formatAddress } from '../../../common/club.ts'
import { MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons.tsx'

/** Address, both phone numbers and the e-mail; on a phone the numbers and e-mail shrink to icons so
 * the address is read whole. */
export function TopBar() {
  const linkClass = 'flex min-h-7 min-w-7 items-center justify-center gap-2 rounded-sm hover:text-gold-400'
  return (
    <aside aria-label="Contact details" className="bg-navy-950 text-[0.8rem] text-sand-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 sm:px-6">
        <p className="flex min-w-0 items-center gap-2">
          <MapPinIcon className="shrink-0 text-gold-400" />
          <span>{formatAddress()}</span>
        </p>
        <ul className="flex shrink-0 items-center gap-1 sm:gap-6">
          {club.phones.map((phone) => (
            <li key={phone.e164}>
              <a className={linkClass} href={`tel:${phone.e164}`}>
                <PhoneIcon className="shrink-0 text-base text-gold-400 sm:text-sm" />
                <span className="sr-only">{phone.label}: </span>
                <span className="sr-only md:not-sr-only">{phone.display}</span>
              </a>
            </li>
          ))}
          <li>
            <a className={linkClass} href={`mailto:${club.email}`}>
              <MailIcon className="shrink-0 text-base text-gold-400 sm:text-sm" />
              <span className="sr-only">E-mail: </span>
              <span className="sr-only lg:not-sr-only">{club.email}</span>
            </a>
          </li>
        </ul>
      </div>
    </aside>
  )
}
