import { useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { type Testimonial, testimonials } from '../../content/testimonials.ts'
import { CAROUSEL_SLIDE_MS } from '../../ui/carousel.tsx'
import { SectionHeading } from '../../ui/section-heading.tsx'
import { SlideShow } from '../../ui/slide-show.tsx'
import { useSwiperMotion } from '../../ui/use-swiper-motion.ts'

/** Long enough to read a quote before the next one comes in. */
const TESTIMONIAL_ADVANCE_MS = 9000

function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="px-2 text-center">
      <blockquote className="font-display text-2xl leading-snug italic sm:text-3xl">
        <p>“{testimonial.msg}”</p>
      </blockquote>
      <figcaption className="mt-8 text-sm font-medium tracking-[0.25em] text-gold-400 uppercase">
        {testimonial.name}
      </figcaption>
    </figure>
  )
}

/** Three member quotes; a dot brings its quote in from the side it lies on, so the movement shows the direction. */
export function Testimonials() {
  const [swiper, setSwiper] = useState<SwiperInstance>()
  const [current, setCurrent] = useState(0)
  const { reducedMotion, hold } = useSwiperMotion(swiper)

  return (
    <section aria-labelledby="testimonials-heading" className="bg-navy-900 py-20 text-sand-50 sm:py-28">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="In their words"
          title="Testimonials & Reviews"
          tone="light"
        />
        <div
          className="mt-12"
          onMouseEnter={() => hold(true)}
          onMouseLeave={() => hold(false)}
          onFocus={() => hold(true)}
          onBlur={() => hold(false)}
        >
          <SlideShow
            speed={reducedMotion ? 0 : CAROUSEL_SLIDE_MS}
            rewind
            autoplay={{ delay: TESTIMONIAL_ADVANCE_MS, disableOnInteraction: true }}
            a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: 'Testimonial {{index}} of {{slidesLength}}' }}
            onSwiper={setSwiper}
            onSlideChange={(instance) => setCurrent(instance.activeIndex)}
            slides={testimonials.map((testimonial) => ({
              key: testimonial.name,
              content: <Quote testimonial={testimonial} />,
            }))}
            still={
              // All quotes in one cell, only the first shown: the box is as tall as the longest, as Swiper's will be.
              <div className="grid">
                {testimonials.map((testimonial, index) => (
                  <div key={testimonial.name} className={`[grid-area:1/1] ${index === 0 ? '' : 'invisible'}`}>
                    <Quote testimonial={testimonial} />
                  </div>
                ))}
              </div>
            }
          />
        </div>
        <div className="mt-10 flex justify-center gap-3" role="group" aria-label="Choose a testimonial">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={`Show testimonial ${index + 1} of ${testimonials.length}`}
              aria-current={current === index ? 'true' : undefined}
              onClick={() => swiper?.slideTo(index)}
              className="grid h-11 w-11 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${current === index ? 'w-8 bg-gold-400' : 'w-2.5 bg-sand-50/40'}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  )
}
