import { useEffect } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts'

/**
 * Stops auto-advance for visitors who ask for less motion (the preference is only known after hydration; pass
 * `speed={reducedMotion ? 0 : …}` for the slide itself) and returns `hold`, which pauses auto-advance while the
 * visitor hovers or focuses the slides.
 */
export function useSwiperMotion(swiper: SwiperInstance | undefined, stopped = false) {
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (!swiper || !reducedMotion) return
    swiper.autoplay.stop()
  }, [swiper, reducedMotion])

  const hold = (on: boolean) => {
    if (!swiper || stopped || reducedMotion) return
    if (on) swiper.autoplay.pause()
    else swiper.autoplay.resume()
  }

  return { reducedMotion, hold }
}
