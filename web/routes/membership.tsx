import { GuardNotice } from '../features/auth/guard-notice.tsx'
import { MembershipDetails } from '../features/membership/membership-details.tsx'
import { MembershipLevels } from '../features/membership/membership-levels.tsx'
import { BrochureButton } from '../features/visitor-forms/brochure-button.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { NewTabLink } from '../ui/new-tab-link.tsx'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Membership',
    description:
      'Silver, Gold, Platinum and Diamond memberships: annual Mariner Points, open reservations, weekend outings and overnight or multi-day trips on a crewed, captained fleet.',
    path: '/membership',
  })
}

export default function Membership() {
  return (
    <>
      <GuardNotice />
      <PageHero
        imageId="membership/hero"
        eyebrow="Join the club"
        title="Membership"
        intro="Four ways to belong, one promise: the Gulf Coast from the deck of a crewed yacht, whenever you wish, with none of the hassles of ownership."
      >
        <BrochureButton label="Membership Brochure" />
        <NewTabLink href="/apply-for-membership" className={buttonClass('outline-light')}>
          Apply for Membership
        </NewTabLink>
      </PageHero>
      <MembershipLevels />
      <MembershipDetails />
    </>
  )
}
