import { Link } from 'react-router'
import { club } from '../../common/club.ts'
import { FleetCards } from '../features/fleet/fleet-cards.tsx'
import { HomeHero } from '../features/home/home-hero.tsx'
import { Testimonials } from '../features/testimonials/testimonials.tsx'
import { BrochureButton } from '../features/visitor-forms/brochure-button.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { AnchorIcon, ShipWheelIcon, StarIcon, CompassIcon } from '../ui/icons.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SectionHeading } from '../ui/section-heading.tsx'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: club.name,
    description:
      'A private yacht club in Sarasota, Florida: crewed, USCG-captained yachts in Sarasota, St. Petersburg, Anna Maria, Tampa Bay and Venice, booked with Mariner Points. The pure joy of boating without the hassles.',
    path: '/',
  })
}

const benefits = [
  {
    title: 'Exclusive Access',
    text: 'A private fleet reserved for members, concierge booking and member-only gatherings on and off the water.',
    Icon: AnchorIcon,
  },
  {
    title: 'Best In Class Fleet',
    text: 'Fifteen immaculately kept vessels from 35 to 63 feet, from nimble center consoles to flybridge motor yachts.',
    Icon: ShipWheelIcon,
  },
  {
    title: '5 Star Staff',
    text: 'USCG-licensed captains and attentive crews who know every channel and sandbar, and every member by name.',
    Icon: StarIcon,
  },
  {
    title: 'Flexible Memberships',
    text: 'Four tiers of annual Mariner Points, paid yearly or quarterly, so your membership fits the way you boat.',
    Icon: CompassIcon,
  },
]

export default function Home() {
  return (
    <>
      <HomeHero />

      <section aria-labelledby="best-of-all-worlds" className="py-20 sm:py-28">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20">
          <SlotImage
            id="home/best-of-all-worlds"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/3] w-full object-cover shadow-xl"
          />
          <div>
            <SectionHeading
              id="best-of-all-worlds"
              eyebrow="Why members join"
              title="The Best of All Worlds"
              align="left"
              intro={
                <>
                  <p>
                    All of the joy of yacht ownership and none of the work. Members step aboard a spotless, fully crewed
                    yacht, enjoy the day, and step off again: no maintenance, no dockage, no insurance, no cleaning.
                  </p>
                  <p className="mt-4">
                    Choose from fifteen vessels across Sarasota, St. Petersburg, Anna Maria, Tampa Bay and Venice, and
                    book them with the Mariner Points your membership brings each year.
                  </p>
                </>
              }
            />
            <div className="mt-10">
              <BrochureButton label="Download Membership Brochure" variant="navy" />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits" className="bg-sand-100 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="benefits" eyebrow="Membership" title="Benefits of Membership" />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ title, text, Icon }) => (
              <li key={title} className="bg-white p-8 text-center shadow-sm ring-1 ring-navy-900/5">
                <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-navy-900 text-3xl text-gold-400">
                  <Icon />
                </span>
                <h3 className="mt-6 font-display text-2xl font-semibold text-navy-900">{title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-navy-800/85">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="our-fleet" className="py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="our-fleet"
            eyebrow="Five locations"
            title="Our Fleet"
            intro="Every vessel sails with a USCG-licensed captain and crew. Open one to see it up close."
          />
          <div className="mt-14">
            <FleetCards />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="experience-freedom"
        className="relative isolate overflow-hidden py-28 text-sand-50 sm:py-36"
      >
        <SlotImage id="home/experience-freedom" className="absolute inset-0 -z-20 h-full w-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-navy-950/65" />
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <SectionHeading
            id="experience-freedom"
            eyebrow="Your membership"
            title="Experience Freedom"
            tone="light"
            intro="Wake up, choose a yacht, and be on the water by mid-morning. Membership gives you the Gulf Coast on your schedule."
          />
          <Link to="/membership" className={buttonClass('gold', 'mt-10')}>
            Explore Membership
          </Link>
        </div>
      </section>

      <Testimonials />
    </>
  )
}
