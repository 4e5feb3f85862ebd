import { type RefObject, useEffect, useState } from 'react'

/** Becomes true, and stays true, once the element comes within `margin` of the screen. */
export function useNearViewport(element: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (near || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
