import { club, formatAddress } from '../../common/club.ts'
import { ContactForm } from '../features/visitor-forms/contact-form.tsx'
import { MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons.tsx'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SectionHeading } from '../ui/section-heading.tsx'
import { SlotImage } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Contact Us',
    description: `Contact ${club.name}: ask about membership, book a private tour of the fleet, or send us a question. ${formatAddress()}.`,
    path: '/contact',
  })
}

export default function Contact() {
  return (
    <>
      <PageHero
        imageId="contact/hero"
        eyebrow="We would love to hear from you"
        title="Contact Us"
        intro="Ask about membership, arrange a private tour of the fleet, or simply say hello. A member of our team will reply within one business day."
      />

      <section aria-labelledby="contact-form-heading" className="py-20 sm:py-28">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div className="hidden lg:block">
            <SlotImage id="contact/side" sizes="40vw" className="aspect-[4/5] w-full object-cover shadow-xl" />
          </div>
          <div>
            <SectionHeading id="contact-form-heading" eyebrow="Get in touch" title="Send Us a Message" align="left" />
            <div className="mt-10">
              <ContactForm />
            </div>
            <ul className="mt-12 grid gap-4 border-t border-navy-900/10 pt-8 text-navy-800 sm:grid-cols-2">
              <li className="flex gap-3">
                <MapPinIcon className="mt-1 shrink-0 text-gold-700" />
                {formatAddress()}
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-1 shrink-0 text-gold-700" />
                <a href={`mailto:${club.email}`} className="hover:text-gold-700">
                  {club.email}
                </a>
              </li>
              {club.phones.map((phone) => (
                <li key={phone.e164} className="flex gap-3">
                  <PhoneIcon className="mt-1 shrink-0 text-gold-700" />
                  <a href={`tel:${phone.e164}`} className="hover:text-gold-700">
                    {phone.label}: {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  )
}
