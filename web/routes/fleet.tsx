import { Link } from 'react-router'
import { locations, sectionsAt } from '../../common/fleet.ts'
import { useFleetHashScroll } from '../features/fleet/use-fleet-hash-scroll.ts'
import { VesselSection } from '../features/fleet/vessel-section.tsx'
import { MembershipLevels } from '../features/membership/membership-levels.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Vessels',
    description:
      'The fleet: fifteen crewed, captained yachts from 35 to 63 feet in Sarasota, St. Petersburg, Anna Maria, Tampa Bay and Venice, with the Mariner Points each outing costs.',
    path: '/fleet',
  })
}

export default function Fleet() {
  useFleetHashScroll()

  return (
    <>
      <PageHero
        imageId="fleet/hero"
        eyebrow="The fleet"
        title="Vessels"
        intro="Fifteen yachts, five locations, one standard: immaculate vessels with a USCG-licensed captain and crew on every outing."
      >
        <Link to="/membership" className={buttonClass('gold')}>
          Become a Member
        </Link>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {locations.map((location) => (
          <section key={location.slug} aria-labelledby={`location-${location.slug}`} className="pt-12">
            <h2
              id={`location-${location.slug}`}
              className="flex items-center gap-5 font-display text-4xl font-semibold text-navy-900 sm:text-5xl"
            >
              {location.name}
              <span aria-hidden="true" className="h-px flex-1 bg-gold-500/40" />
            </h2>
            <div className="divide-y divide-navy-900/10">
              {sectionsAt(location.name).map((section, index) => (
                <VesselSection key={section.anchor} section={section} reverse={index % 2 === 1} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <MembershipLevels />
    </>
  )
}
