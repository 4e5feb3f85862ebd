import type { FleetSection } from '../../../common/fleet.ts'
import { formatLength } from '../../../common/fleet.ts'
import { vesselDescriptions } from '../../../common/vessel-descriptions.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { Carousel } from '../../ui/carousel.tsx'
import { NewTabLink } from '../../ui/new-tab-link.tsx'

const IMAGES_PER_VESSEL = 3

/** One listing on /fleet; its id is the listing's anchor, so /fleet#{anchor} lands here. */
export function VesselSection({ section, reverse }: { section: FleetSection; reverse: boolean }) {
  const { anchor, vessel, listing } = section
  const imageIds = Array.from({ length: IMAGES_PER_VESSEL }, (_, index) => `fleet/${vessel.key}-${index + 1}`)
  const headingId = `${anchor}-heading`
  const locationId = `${anchor}-location`

  return (
    <section id={anchor} aria-labelledby={`${headingId} ${locationId}`} className="scroll-mt-28 py-12 sm:py-16">
      <div
        className={`grid items-center gap-10 lg:grid-cols-2 lg:gap-16 ${reverse ? 'lg:[&>*:first-child]:order-2' : ''}`}
      >
        <Carousel label={`${vessel.name}, ${listing.location}`} imageIds={imageIds} />
        <div>
          <p
            id={locationId}
            className="inline-flex rounded-full bg-navy-900 px-4 py-1.5 text-xs font-medium tracking-[0.2em] text-sand-50 uppercase"
          >
            <span className="sr-only">Location: </span>
            {listing.location}
          </p>
          <h3 id={headingId} className="mt-5 font-display text-4xl font-semibold text-navy-900">
            {formatLength(vessel.lengthFeet)} {vessel.name}
          </h3>
          <p className="mt-3 text-lg font-medium text-gold-700">
            {listing.marinerPoints.toLocaleString('en-US')} Mariner Points
            <span className="text-sm font-normal text-navy-800/80"> per half-day outing</span>
          </p>
          <p className="mt-5 leading-relaxed text-navy-800/90">{vesselDescriptions[vessel.key]}</p>
          <p className="mt-4 text-sm text-navy-800/80">
            {vessel.kind[0]?.toUpperCase()}
            {vessel.kind.slice(1)} · up to {vessel.guests} guests · USCG-licensed captain and crew
          </p>
          <NewTabLink href="/contact" className={buttonClass('gold', 'mt-8')}>
            Become a Member to Book
          </NewTabLink>
        </div>
      </div>
    </section>
  )
}
