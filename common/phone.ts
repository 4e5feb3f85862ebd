/**
 * US phone numbers as the club keeps them: ten digits, no country code (public-site.md §5, portal-and-admin.md §5).
 * People paste and type them every way (`(941) 555-0199`, `941.555.0199`, `+1 941 555 0199`); a field keeps what they
 * mean, and every screen shows them one way.
 */

export const PHONE_DIGITS = 10

/** North American area codes never begin with 0 or 1, so a leading 1 before ten more digits is the country code. */
const WITH_COUNTRY_CODE = /^1\d{10}$/

/**
 * What a phone field holds after each keystroke or paste: the digits, without a leading US country code. Nothing is cut
 * off, so a number that is not ten digits stays visible and the field's rule says so.
 */
export function phoneFieldValue(typed: string): string {
  const digits = typed.replace(/\D/g, '')
  if (WITH_COUNTRY_CODE.test(digits)) return digits.slice(1)
  // While the number is being typed: "+1" or "1" first is the country code, never the start of an area code.
  return digits.startsWith('1') && digits.length <= 10 ? digits.slice(1) : digits
}

/** The ten digits of a US number written any usual way, or undefined for anything else. */
export function normalisePhone(written: string): string | undefined {
  if (!/^[\d\s().+-]*$/.test(written)) return undefined
  const plus = written.trim().startsWith('+')
  const digits = written.replace(/\D/g, '')
  if (/^\d{10}$/.test(digits) && !plus) return digits
  if (WITH_COUNTRY_CODE.test(digits)) return digits.slice(1)
  return undefined
}

/** `(941) 555-0199` for ten digits; anything else as it is. */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return ''
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits)
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits
}
