import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { SwiperProps } from 'swiper/react'
import type { Slide, SwiperSlides } from './swiper-slides.tsx'
import { useNearViewport } from './use-near-viewport.ts'

interface SlideShowProps extends SwiperProps {
  slides: readonly Slide[]
  /** What stands in the slide show's place until Swiper has loaded: its first slide, in a box of the same size. */
  still: ReactNode
}

/**
 * Swiper, loaded when the slide show comes near the screen: a page with slide shows further down does not download or
 * start them before the visitor scrolls towards them, and each starts on its first slide when it comes into view.
 * (Loaded by an effect rather than `lazy`: Suspense reveals content on a timer, which tests with a frozen clock stop.)
 */
export function SlideShow({ still, ...swiper }: SlideShowProps) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place)
  const [Slides, setSlides] = useState<typeof SwiperSlides | null>(null)

  useEffect(() => {
    if (!near) return
    let current = true
    void import('./swiper-slides.tsx').then((module) => {
      if (current) setSlides(() => module.SwiperSlides)
    })
    return () => {
      current = false
    }
  }, [near])

  return <div ref={place}>{Slides ? <Slides {...swiper} /> : still}</div>
}
