import { Link } from 'react-router'
import { membershipTiers, tierBenefits } from '../../../common/membership-tiers.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { SectionHeading } from '../../ui/section-heading.tsx'

/** The four tiers side by side; prices are given in person ("Inquire for Details"). */
export function MembershipLevels() {
  return (
    <section aria-labelledby="membership-levels" className="bg-sand-100 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="membership-levels"
          eyebrow="Membership"
          title="Membership Levels"
          intro="Every membership includes a crewed, captained fleet across five Gulf Coast locations. Choose the points and priority that fit the way you love to be on the water."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {membershipTiers.map((tier) => (
            <li
              key={tier.name}
              className={`flex flex-col bg-white p-8 shadow-sm ring-1 xl:p-6 ${
                tier.name === 'Gold' ? 'ring-2 ring-gold-500' : 'ring-navy-900/5'
              }`}
            >
              <h3 className="font-display text-3xl font-semibold text-navy-900">{tier.name}</h3>
              <p className="mt-2 text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">{tier.tagline}</p>
              <p className="mt-5 text-sm leading-relaxed text-navy-800/85">{tier.description}</p>
              <p className="mt-6 border-y border-navy-900/10 py-4 font-display text-2xl text-navy-900">
                Inquire for Details
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-navy-800">
                {tierBenefits(tier).map((benefit) => (
                  <li key={benefit} className="flex gap-3">
                    <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold-500" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <Link
                to="/contact"
                className={buttonClass(
                  tier.name === 'Gold' ? 'gold' : 'navy',
                  'mt-8 px-4 whitespace-nowrap xl:tracking-[0.08em]',
                )}
              >
                Request a Member Packet
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
