import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { resolveFleetAnchor } from '../../../common/fleet.ts'
import { usePrefersReducedMotion } from '../../ui/use-prefers-reduced-motion.ts'

/** public-site.md §9: the fleet page scrolls to the vessel in the URL 100 ms after it loads. */
export const HASH_SCROLL_DELAY_MS = 100

/**
 * Scrolls smoothly to the section the URL's hash names, including the navigation's historical anchors
 * (`#lil'bitnauti`, `#happyhour`, …), 100 ms after load and after every navigation, even to the same hash.
 */
export function useFleetHashScroll() {
  const { hash, key } = useLocation()
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    const anchor = resolveFleetAnchor(hash)
    if (!anchor) return
    const timer = window.setTimeout(() => {
      document.getElementById(anchor)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash, key, reducedMotion])
}
