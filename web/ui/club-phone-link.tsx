import { clubCallPhone } from '../../common/club.ts'

/** The number behind every "Please call the club", as a link a phone dials. */
export function ClubPhoneLink() {
  return (
    <a
      href={`tel:${clubCallPhone.e164}`}
      className="font-medium whitespace-nowrap underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
    >
      {clubCallPhone.display}
    </a>
  )
}
