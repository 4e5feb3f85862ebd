import { useSyncExternalStore } from 'react'

/** Below Tailwind's `sm` breakpoint: a phone, where tables become cards. */
const query = '(max-width: 639.98px)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/**
 * True on a phone-sized window; false while prerendering. For views that render one layout or the other rather than
 * both and hide one, such as rows whose actions own a dialog that must exist once.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
