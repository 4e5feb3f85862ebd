import { clubPolicies as policy, formatUsd } from '../../../common/club-policies.ts'
import { membershipTiers } from '../../../common/membership-tiers.ts'
import { SectionHeading } from '../../ui/section-heading.tsx'
import { SlotImage } from '../../ui/slot-image.tsx'

const reservationsByTier = membershipTiers.map((tier) => `${tier.name} ${tier.openReservations}`).join(', ')

/** How membership works, written from the club's rules (public-site.md §9) so the page and the booking engine agree. */
const details = [
  {
    title: 'Open Reservations',
    paragraphs: [
      `Open reservations are the outings you have booked and not yet enjoyed. Each membership holds a number of them at a time: ${reservationsByTier}. As soon as an outing is over, that reservation opens up again.`,
      `Last-minute bookings open ${policy.lastMinuteWindowHours} hours before departure, are unlimited for every membership, and never count toward your open reservations.`,
    ],
  },
  {
    title: 'Vessel Availability',
    paragraphs: [
      `Outings are half days. Each vessel sails ${policy.outingsPerVesselPerDay} outings a day, a morning and an afternoon, and ${policy.outingsPerVesselPerWeek} a week.`,
      `We keep membership numbers so that all the reservations members could hold stay at or below ${policy.availabilityTargetPercent}% of the fleet's peak-season availability: there is a boat for you when you want one.`,
    ],
  },
  {
    title: 'Date and Time Terms',
    paragraphs: [
      `Days on the water run from ${policy.firstDeparture} to ${policy.lastReturn}. A weekday outing is any outing from ${policy.weekdayOuting}; a weekend outing is any outing from ${policy.weekendOuting}.`,
      `In season runs from ${policy.inSeason.from} to ${policy.inSeason.to}; off season from ${policy.offSeason.from} to ${policy.offSeason.to}. Overnight and multi-day excursions last from ${policy.multiDayTrip.minDays} to ${policy.multiDayTrip.maxDays} days, as your membership allows.`,
    ],
  },
  {
    title: 'Included in Dues',
    items: [
      'Your membership’s annual Mariner Points',
      'A USCG-licensed captain and crew on every outing',
      `Fuel for coastal cruising at up to ${policy.coastalCruisingFuelMph} mph`,
      'Maintenance, cleaning, insurance and dockage of the whole fleet',
      'Concierge booking and member events',
    ],
  },
  {
    title: 'Not Included in Dues',
    items: [
      `A booking fee of ${formatUsd(policy.bookingFeeUsd)} per outing`,
      `Overnight excursions: a crew labor surcharge of ${formatUsd(policy.overnightLaborSurchargeUsdPerDay)} per day, plus dockage and staff hotel if needed`,
      'Food, drinks and provisioning (see our provisioning menu)',
      'Gratuities for your crew, always at your discretion',
      'The one-time capital contribution that begins every membership; dues are then paid annually or quarterly',
    ],
  },
]

export function MembershipDetails() {
  return (
    <section aria-labelledby="membership-details" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading
            id="membership-details"
            eyebrow="How it works"
            title="Membership Details"
            align="left"
            intro="Membership is an annual commitment that begins with a one-time capital contribution. Here is exactly what it includes."
          />
          <SlotImage
            id="membership/details"
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="mt-10 aspect-[4/3] w-full object-cover shadow-lg"
          />
        </div>
        <div className="space-y-12">
          {details.map((detail, index) => (
            <article key={detail.title} aria-labelledby={`membership-detail-${index}`}>
              <h3
                id={`membership-detail-${index}`}
                className="border-b border-gold-500/40 pb-3 font-display text-3xl font-semibold text-navy-900"
              >
                {detail.title}
              </h3>
              {detail.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-navy-800/90">
                  {paragraph}
                </p>
              ))}
              {detail.items && (
                <ul className="mt-4 space-y-2 text-navy-800/90">
                  {detail.items.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold-500" />
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
