const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** `$350.00` from 35000 cents. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100)
}
