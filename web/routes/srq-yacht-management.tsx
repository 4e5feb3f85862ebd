import { club } from '../../common/club.ts'
import { JoinUsButton, YachtOwnerInlineForm } from '../features/visitor-forms/yacht-owner-sign-up.tsx'
import { buttonClass } from '../ui/button-styles.ts'
import { PhoneIcon } from '../ui/icons.tsx'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SectionHeading } from '../ui/section-heading.tsx'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'SRQ Yacht Management',
    description:
      'Own a yacht? Place it in our charter fleet with SRQ Yacht Management: professional care, captains and crew, and income from member outings while you enjoy the ownership you want.',
    path: '/srq-yacht-management',
  })
}

const steps = [
  {
    title: 'Submit Your Boat',
    text: 'Tell us about your yacht: model, year and size. It takes two minutes and costs nothing.',
  },
  {
    title: 'We Review and Approve',
    text: 'Our team inspects your vessel, walks you through the program and agrees the terms that suit you.',
  },
  {
    title: 'Start Earning',
    text: 'Your yacht joins the fleet under our care, members enjoy it with our crews, and you earn from every outing.',
  },
]

export default function SrqYachtManagement() {
  const concierge = club.phones[1]
  return (
    <>
      <PageHero
        imageId="yacht-management/hero"
        eyebrow="For owners"
        title="SRQ Yacht Management"
        intro="Put your yacht to work. Our management program places your boat in the club’s charter fleet, cared for by professionals and earning while you are ashore."
      >
        <JoinUsButton />
      </PageHero>

      <section aria-labelledby="how-it-works" className="py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="how-it-works" eyebrow="Three steps" title="How It Works?" />
          <ol className="mt-14 grid gap-8 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="bg-white p-8 shadow-sm ring-1 ring-navy-900/5">
                <span
                  aria-hidden="true"
                  className="grid h-14 w-14 place-items-center rounded-full border border-gold-500 font-display text-2xl text-gold-700"
                >
                  {index + 1}
                </span>
                <h3 className="mt-6 font-display text-2xl font-semibold text-navy-900">{step.title}</h3>
                <p className="mt-3 leading-relaxed text-navy-800/85">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="ready-to-get-started" className="bg-sand-100 py-20 sm:py-28">
        <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="ready-to-get-started"
              eyebrow="Partner with us"
              title="Ready to Get Started?"
              align="left"
              intro="Share a few details about your yacht and our management team will be in touch within one business day."
            />
            <div className="mt-10 bg-white p-6 shadow-sm ring-1 ring-navy-900/5 sm:p-8">
              <YachtOwnerInlineForm />
            </div>
          </div>
          <SlotImage
            id="yacht-management/ready"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[4/5] w-full object-cover shadow-xl"
          />
        </div>
      </section>

      <section aria-labelledby="have-questions" className="bg-navy-900 py-20 text-sand-50">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <SectionHeading
            id="have-questions"
            title="Have Questions?"
            tone="light"
            intro="Our management team is happy to talk through the program, the numbers and your yacht."
          />
          <a href={`tel:${concierge.e164}`} className={buttonClass('gold', 'mt-10')}>
            <PhoneIcon />
            Call Us Anytime
          </a>
          <p className="mt-4 text-sand-100/80">{concierge.display}</p>
        </div>
      </section>
    </>
  )
}
