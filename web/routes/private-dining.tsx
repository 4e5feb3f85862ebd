import { Link } from 'react-router'
import { club } from '../../common/club.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { NewTabLink } from '../ui/new-tab-link.tsx'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SectionHeading } from '../ui/section-heading.tsx'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Private Dining',
    description:
      'Private dining on board: a bespoke chef’s menu, catered hospitality and celebrations for every occasion, served on deck with the Gulf as your backdrop.',
    path: '/private-dining',
  })
}

const sections = [
  {
    id: 'chef-menu',
    eyebrow: 'Bespoke',
    title: 'A Chef’s Menu, Composed for You',
    imageId: 'dining/chef-menu',
    text: [
      'Our private chefs design each menu around you: Gulf shrimp and stone crab in season, line-caught grouper, bright salads from local growers and desserts worth saving room for.',
      'Tell us your tastes and any dietary needs when you book, and your menu will be waiting on board, plated at anchor as the sun goes down.',
    ],
  },
  {
    id: 'hospitality',
    eyebrow: 'Hospitality',
    title: 'Effortless Hospitality',
    imageId: 'dining/hospitality',
    text: [
      `In partnership with ${club.cateringPartner}, we provision every kind of day on the water, from a relaxed brunch spread to a multi-course dinner with wine pairings.`,
      'Our crew sets the table, serves and clears away, so you and your guests simply enjoy the company and the view.',
    ],
  },
  {
    id: 'celebration',
    eyebrow: 'Celebrations',
    title: 'Made for Celebration',
    imageId: 'dining/celebration',
    text: [
      'Birthdays, anniversaries, proposals and milestones deserve a setting to match. We arrange the flowers, the cake, the champagne and the moment.',
      'Share the occasion when you reserve, and our concierge will take care of every detail.',
    ],
  },
]

export default function PrivateDining() {
  return (
    <>
      <PageHero
        imageId="dining/hero"
        eyebrow="On board"
        title="Private Dining"
        intro="Fine dining with the Gulf of Mexico as your dining room: bespoke menus, impeccable service and unforgettable sunsets."
      >
        <NewTabLink href={club.links.provisioningMenu} className={buttonClass('gold')}>
          Explore Our Menu
        </NewTabLink>
        <Link to="/contact" className={buttonClass('outline-light')}>
          Inquire About Membership
        </Link>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-24 px-4 py-20 sm:px-6 sm:py-28">
        {sections.map((section, index) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20"
          >
            <SlotImage
              id={section.imageId}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className={`aspect-[4/3] w-full object-cover shadow-xl ${index % 2 === 1 ? 'lg:order-2' : ''}`}
            />
            <div>
              <SectionHeading id={section.id} eyebrow={section.eyebrow} title={section.title} align="left" />
              {section.text.map((paragraph) => (
                <p key={paragraph} className="mt-5 text-lg leading-relaxed text-navy-800/85">
                  {paragraph}
                </p>
              ))}
              <Link to="/contact" className={buttonClass('navy', 'mt-8')}>
                Inquire About Membership
              </Link>
            </div>
          </section>
        ))}
      </div>

      <p className="pb-16 text-center text-sm text-navy-800/80">
        Photo credits:{' '}
        <NewTabLink href={club.links.photographerGallery} className="underline underline-offset-2 hover:text-gold-700">
          {club.photographer}
        </NewTabLink>
      </p>
    </>
  )
}
