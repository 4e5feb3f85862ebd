import { Link } from 'react-router'
import { club } from '../../common/club.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { FadeIn } from '../ui/fade-in.tsx'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Founders',
    description: `The story of ${club.name}: how lifelong Gulf Coast boaters turned their own boats and a simple idea into Sarasota’s private yacht club.`,
    path: '/founders',
  })
}

export default function Founders() {
  return (
    <>
      <PageHero
        imageId="founders/hero"
        eyebrow="Our story"
        title="Founders"
        intro="A club built by boaters, for people who love the water as much as we do."
      />

      <article className="mx-auto max-w-3xl px-4 py-20 text-lg leading-relaxed text-navy-800/90 sm:px-6 sm:py-28">
        <FadeIn order={0}>
          <h2 className="font-display text-4xl font-semibold text-navy-900 sm:text-5xl">It began at the dock</h2>
          <p className="mt-6">
            Our founders grew up on these waters: fishing the flats off Longboat Key, learning to read the tides in
            Sarasota Bay, and spending more weekends on a boat than off one. Over the years they owned boats of every
            size, and they learned the truth every owner knows: the joy lives on the water, but the work lives
            everywhere else.
          </p>
        </FadeIn>

        <FadeIn order={1} className="mt-12">
          <SlotImage
            id="founders/boats"
            sizes="(min-width: 768px) 768px, 100vw"
            className="aspect-[4/3] w-full object-cover shadow-xl"
          />
          <h2 className="mt-12 font-display text-4xl font-semibold text-navy-900 sm:text-5xl">
            Their boats, and yours
          </h2>
          <p className="mt-6">
            The first vessels of the fleet were the founders’ own: well-loved yachts that had carried their families to
            countless sandbars and sunsets. They asked a simple question: what if friends and neighbours could enjoy
            boats like these without the maintenance, the dockage, the insurance and the endless upkeep?
          </p>
          <p className="mt-4">
            The answer became a fleet that now spans fifteen vessels and five locations, every one of them sailed by a
            USCG-licensed captain and cared for by a crew that treats it as its own.
          </p>
        </FadeIn>

        <FadeIn order={2} className="mt-12">
          <SlotImage
            id="founders/club"
            sizes="(min-width: 768px) 768px, 100vw"
            className="aspect-[4/3] w-full object-cover shadow-xl"
          />
          <h2 className="mt-12 font-display text-4xl font-semibold text-navy-900 sm:text-5xl">The club today</h2>
          <p className="mt-6">
            Since {club.foundedYear}, {club.name} has welcomed members who want the Gulf Coast on their own schedule: a
            morning cruise before work, a sunset dinner at anchor, a long weekend down the coast. Every membership is
            approved by the club, so the community stays close and the fleet stays available.
          </p>
          <p className="mt-4">
            We still meet members at the dock, still know the best sandbars, and still believe the pure joy of boating
            should come without the hassles.
          </p>
          <Link to="/membership" className={buttonClass('navy', 'mt-10')}>
            Explore Membership
          </Link>
        </FadeIn>
      </article>
    </>
  )
}
