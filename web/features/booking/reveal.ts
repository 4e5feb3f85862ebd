/** Whether the booking panel is in one column (a phone), where what comes next may be screens below. */
export function isOneColumn(): boolean {
  return !window.matchMedia('(min-width: 64rem)').matches
}

/** Brings an element into view, gliding unless the member asked their system for less motion. */
export function reveal(element: Element | null, block: ScrollLogicalPosition = 'start') {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element?.scrollIntoView({ block, behavior: still ? 'auto' : 'smooth' })
}
