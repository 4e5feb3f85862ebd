import { type ReactNode, useRef } from 'react'
import type { SwiperProps } from 'swiper/react'
import type { Slide } from './swiper-slides.tsx'
import { useLoadedWhen } from './use-loaded-when.ts'
import { useNearViewport } from './use-near-viewport.ts'

interface SlideShowProps extends SwiperProps {
  slides: readonly Slide[]
  /** What stands in the slide show's place until Swiper has loaded: its first slide, in a box of the same size. */
  still: ReactNode
}

const loadSwiper = () => import('./swiper-slides.tsx')

/**
 * Swiper, loaded when the slide show comes near the screen: a page with slide shows further down does not download or
 * start them before the visitor scrolls towards them, and each starts on its first slide when it comes into view.
 */
export function SlideShow({ still, ...swiper }: SlideShowProps) {
  const place = useRef<HTMLDivElement>(null)
  const loaded = useLoadedWhen(useNearViewport(place), loadSwiper)
  return <div ref={place}>{loaded ? <loaded.SwiperSlides {...swiper} /> : still}</div>
}
