import { useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons.tsx'
import { SlideShow } from './slide-show.tsx'
import { SlotImage } from './slot-image.tsx'
import { useSwiperMotion } from './use-swiper-motion.ts'

/** Timings from public-site.md §9. */
export const CAROUSEL_ADVANCE_MS = 5000
export const CAROUSEL_SLIDE_MS = 500

const frameClass = 'aspect-[16/10] overflow-hidden rounded-sm bg-navy-900'

interface CarouselProps {
  /** What the pictures are of, e.g. the vessel's name. */
  label: string
  imageIds: readonly string[]
  sizes?: string
}

/**
 * Advances every 5 s, slides for 500 ms, wraps both ways, pauses while hovered or focused (and when the visitor
 * presses pause), ignores clicks during a slide, follows swipes, and keeps still for visitors who ask for less motion.
 */
export function Carousel({ label, imageIds, sizes = '(min-width: 1024px) 50vw, 100vw' }: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance>()
  const [current, setCurrent] = useState(0)
  const [stopped, setStopped] = useState(false)
  const { reducedMotion, hold } = useSwiperMotion(swiper, stopped)

  const go = (move: (instance: SwiperInstance) => void) => {
    if (swiper && !swiper.animating) move(swiper)
  }

  const toggleAdvance = () => {
    if (stopped) swiper?.autoplay.start()
    else swiper?.autoplay.stop()
    setStopped(!stopped)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Pictures of ${label}`}
      className="group relative min-w-0"
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold(false)
      }}
    >
      <SlideShow
        loop
        speed={reducedMotion ? 0 : CAROUSEL_SLIDE_MS}
        preventInteractionOnTransition
        autoplay={{ delay: CAROUSEL_ADVANCE_MS, disableOnInteraction: false }}
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setCurrent(instance.realIndex)}
        className={frameClass}
        slides={imageIds.map((id) => ({
          key: id,
          content: <SlotImage id={id} sizes={sizes} loading="lazy" className="h-full w-full object-cover" />,
        }))}
        still={
          <div className={frameClass}>
            {imageIds[0] && (
              <SlotImage id={imageIds[0]} sizes={sizes} loading="lazy" className="h-full w-full object-cover" />
            )}
          </div>
        }
      />

      <div className="mt-3 flex items-center justify-between gap-3">
        <div className="flex gap-2" role="group" aria-label={`Choose a picture of ${label}`}>
          {imageIds.map((id, index) => (
            <button
              key={id}
              type="button"
              aria-label={`Show picture ${index + 1} of ${imageIds.length}`}
              aria-current={current === index ? 'true' : undefined}
              onClick={() => go((instance) => instance.slideToLoop(index))}
              className={`h-12 w-16 overflow-hidden rounded-sm ring-offset-2 transition sm:h-14 sm:w-20 ${
                current === index ? 'ring-2 ring-gold-500' : 'opacity-70 hover:opacity-100'
              }`}
            >
              <SlotImage id={id} alt="" sizes="80px" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={toggleAdvance}
            aria-label={stopped ? 'Play the slideshow' : 'Pause the slideshow'}
            className="grid h-10 w-10 place-items-center rounded-full border border-navy-900/25 text-navy-900 hover:bg-navy-900 hover:text-sand-50"
            hidden={reducedMotion}
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button
            type="button"
            onClick={() => go((instance) => instance.slidePrev())}
            aria-label="Previous picture"
            className="grid h-10 w-10 place-items-center rounded-full border border-navy-900/25 text-navy-900 hover:bg-navy-900 hover:text-sand-50"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => go((instance) => instance.slideNext())}
            aria-label="Next picture"
            className="grid h-10 w-10 place-items-center rounded-full border border-navy-900/25 text-navy-900 hover:bg-navy-900 hover:text-sand-50"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </section>
  )
}
