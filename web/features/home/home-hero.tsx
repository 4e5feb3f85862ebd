import { useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import { PauseIcon, PlayIcon } from '../../ui/icons.tsx'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { SlotImage, slotImageSources } from '../../ui/slot-image.tsx'
import { usePrefersReducedMotion } from '../../ui/use-prefers-reduced-motion.ts'

function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}

/**
 * A full-screen looping video over its still. The video only starts once the page runs, and never for visitors who
 * ask for less motion or to save data; the still shows until the video plays and whenever it cannot.
 */
export function HomeHero() {
  const video = useRef<HTMLVideoElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (reducedMotion || savesData()) element.pause()
    else element.play().catch(() => undefined)
  }, [reducedMotion])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) element.play().catch(() => undefined)
    else element.pause()
  }

  return (
    <section className="relative isolate grid min-h-[calc(100svh-7rem)] place-items-center overflow-hidden bg-navy-950 text-sand-50">
      <SlotImage
        id="home/hero"
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-30 h-full w-full object-cover"
      />
      <video
        ref={video}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        muted
        loop
        playsInline
        preload="none"
        // The still as the poster: the video shows the picture already on screen until its first frame.
        poster={slotImageSources('home/hero').src}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/home-hero.webm" type="video/webm" />
        <source src="/media/home-hero.mp4" type="video/mp4" />
      </video>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/60 via-navy-950/30 to-navy-950/75" />
      <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6">
        <p className="text-xs font-medium tracking-[0.4em] text-gold-400 uppercase sm:text-sm">
          Sarasota · St. Petersburg · Anna Maria · Tampa Bay · Venice
        </p>
        <h1 className="mt-6 font-display text-5xl leading-[1.05] font-semibold sm:text-7xl">
          The Pure Joy of Luxury Boating Without the Hassle
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-sand-100/90">
          A private club of crewed, USCG-captained yachts on Florida’s Gulf Coast. You choose the day; we take care of
          everything else.
        </p>
        <div className="mt-10">
          <NewTabLink href="/contact" className={buttonClass('gold')}>
            Inquire About Membership
          </NewTabLink>
        </div>
      </div>
      {!reducedMotion && (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 grid h-11 w-11 place-items-center rounded-full bg-navy-950/60 text-lg text-sand-50 hover:bg-navy-950/80"
          aria-label={playing ? 'Pause the background video' : 'Play the background video'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </section>
  )
}
