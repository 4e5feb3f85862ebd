/**
 * Amounts as staff type them (`85.00`, `$1,234.50`, `-10`) and as integer cents, the only way money is kept. The
 * conversion works on the digits, never through floating point, so `0.29` is 29 cents and not 28.999….
 */

const DOLLARS = /^([-−])?\$?([-−])?(\d{1,13})(?:\.(\d{0,2}))?$/

/** Integer cents from typed dollars, or `undefined` when the text is not an amount (three decimals, letters, two signs). */
export function parseDollars(typed: string): number | undefined {
  const match = DOLLARS.exec(typed.replace(/[\s,]/g, ''))
  if (!match) return undefined
  const [, signBefore, signAfter, whole = '0', fraction = ''] = match
  if (signBefore && signAfter) return undefined
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return signBefore || signAfter ? -cents : cents
}

/** `85.00`, `-10.00`, `1234.50`: cents written back into an amount field, as it parses again. */
export function dollarInput(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100)
  const rest = Math.abs(cents) % 100
  return `${cents < 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')}`
}

/** The running total of typed amounts in cents; an amount not yet readable counts as nothing. */
export function typedTotalCents(amounts: readonly string[]): number {
  return amounts.reduce((total, typed) => total + (parseDollars(typed) ?? 0), 0)
}
