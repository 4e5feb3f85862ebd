import type { ReactNode } from 'react'
import { SlotImage } from './slot-image.tsx'

interface PageHeroProps {
  imageId: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  children?: ReactNode
}

/** The banner at the top of a page: artwork or photo behind the page's one h1. */
export function PageHero({ imageId, eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy-950 text-sand-50">
      <SlotImage
        id={imageId}
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/75 via-navy-950/45 to-navy-950/80" />
      <div className="mx-auto max-w-4xl px-4 py-24 text-center sm:px-6 sm:py-32 lg:py-40">
        {eyebrow && (
          <p className="text-xs font-medium tracking-[0.35em] text-gold-400 uppercase sm:text-sm">{eyebrow}</p>
        )}
        <h1 className="mt-4 font-display text-5xl leading-[1.05] font-semibold sm:text-6xl lg:text-7xl">{title}</h1>
        {intro && <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-sand-100/90">{intro}</div>}
        {children && <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{children}</div>}
      </div>
    </section>
  )
}
