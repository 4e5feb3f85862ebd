import { ClubPhoneLink } from './club-phone-link.tsx'

const CONTACT = 'Please contact the club.'

/** A message from the server as people read it: where it asks them to contact the club, the club's number to call. */
export function ClubContactText({ text }: { text: string }) {
  const at = text.indexOf(CONTACT)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}Please contact the club at <ClubPhoneLink />.{text.slice(at + CONTACT.length)}
    </>
  )
}
