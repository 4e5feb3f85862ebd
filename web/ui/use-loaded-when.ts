import { useEffect, useState } from 'react'

/**
 * What `load` (a module-level function, usually a dynamic import) gives, once `needed` has first been true; null until
 * then. Loaded in an effect rather than through `lazy`: Suspense reveals loaded content on a timer, which tests that
 * freeze the page's clock would stop.
 */
export function useLoadedWhen<T>(needed: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)

  useEffect(() => {
    if (!needed || loaded) return
    let current = true
    void load().then((value) => {
      if (current) setLoaded({ value })
    })
    return () => {
      current = false
    }
  }, [needed, loaded, load])

  return loaded?.value ?? null
}
