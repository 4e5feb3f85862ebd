import type { ReactNode } from 'react'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, type SwiperProps, SwiperSlide } from 'swiper/react'
import 'swiper/css'

export interface Slide {
  key: string
  content: ReactNode
}

/** Swiper with the modules our slide shows use. Loaded only by `SlideShow`, when a slide show comes near the screen. */
export function SwiperSlides({ slides, ...options }: SwiperProps & { slides: readonly Slide[] }) {
  return (
    <Swiper modules={[Autoplay, A11y]} {...options}>
      {slides.map(({ key, content }) => (
        <SwiperSlide key={key}>{content}</SwiperSlide>
      ))}
    </Swiper>
  )
}
