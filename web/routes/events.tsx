import { Link } from 'react-router'
import { EventSignupButton } from '../features/visitor-forms/event-signup-button.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SectionHeading } from '../ui/section-heading.tsx'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Events',
    description:
      'Member events on and off the water: raft-ups, fleet tours, private networking gatherings and our grand opening at Quay Commons. Sign up to hear about the next one.',
    path: '/events',
  })
}

const pastEvents = [
  {
    title: 'Anchors Away & Luxury All Day',
    imageId: 'events/anchors-away',
    text: 'A day-long raft-up off the barrier islands: yachts tied together in turquoise water, paddleboards, a floating lunch and music until the sun went down.',
  },
  {
    title: 'Grand Opening at Quay Commons',
    imageId: 'events/grand-opening',
    text: 'We opened our doors on the Sarasota waterfront with champagne, live music and the whole fleet dressed in lights along the dock.',
  },
  {
    title: 'Tour the Fleet',
    imageId: 'events/tour-the-fleet',
    text: 'An open-deck afternoon where members and guests stepped aboard every vessel, met the captains and chose their favourites for the season.',
  },
  {
    title: 'Private Networking Gatherings',
    imageId: 'events/networking',
    text: 'Intimate sunset evenings on board for members and their guests: good company, a chef’s menu and conversations that carry on long after docking.',
  },
]

export default function Events() {
  return (
    <>
      <PageHero
        imageId="events/hero"
        eyebrow="Club life"
        title="Events"
        intro="Membership is more than time on the water. Throughout the year we gather members and their guests for celebrations, tours and evenings to remember."
      >
        <EventSignupButton eventName="Waitlist" label="Sign Up for Future Events" />
      </PageHero>

      <section aria-labelledby="past-events" className="py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="past-events"
            eyebrow="Highlights"
            title="Inside Past Events"
            intro="A glimpse of the gatherings members have enjoyed so far."
          />
          <ul className="mt-14 grid gap-10 md:grid-cols-2">
            {pastEvents.map((event) => (
              <li key={event.title} className="bg-white shadow-sm ring-1 ring-navy-900/5">
                <SlotImage
                  id={event.imageId}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="p-8">
                  <h3 className="font-display text-3xl font-semibold text-navy-900">{event.title}</h3>
                  <p className="mt-3 leading-relaxed text-navy-800/85">{event.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-14 text-center">
            <Link to="/events/gallery" className={buttonClass('navy')}>
              View Private Gallery
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="get-on-the-list"
        className="relative isolate overflow-hidden py-28 text-sand-50 sm:py-36"
      >
        <SlotImage id="events/get-on-the-list" className="absolute inset-0 -z-20 h-full w-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-navy-950/70" />
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <SectionHeading
            id="get-on-the-list"
            eyebrow="Be the first to know"
            title="Get On The List"
            tone="light"
            intro="Our events are intimate and fill quickly. Leave your details and we will tell you about the next one before anyone else."
          />
          <EventSignupButton eventName="Future Events" label="Find out about Future Events" className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="events-next-steps" className="bg-sand-100 py-20 sm:py-24">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <SectionHeading
            id="events-next-steps"
            title="Come Aboard"
            intro="See how membership works, or visit the marina and let us show you the fleet in person."
          />
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to="/membership" className={buttonClass('navy')}>
              Explore Membership
            </Link>
            <Link to="/contact" className={buttonClass('outline-dark')}>
              Schedule a Private Tour
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
