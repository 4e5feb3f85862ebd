import type { ReactNode } from 'react'
import { club, formatAddress } from '../../common/club.ts'
import { NewTabLink } from '../ui/new-tab-link.tsx'
import { pageMeta } from '../ui/page-meta.ts'

export function meta() {
  return pageMeta({
    title: 'Privacy Policy',
    description: `How ${club.name} collects, uses and protects your information, including mobile and text-message information, and a summary of the Telephone Consumer Protection Act.`,
    path: '/privacy-policy',
  })
}

const statuteUrl = 'https://www.law.cornell.edu/uscode/text/47/227'

/** A deployment may supply the statute's full text as content/legal/tcpa-47-usc-227.txt; it is then shown below. */
const statuteFiles = import.meta.glob<string>('../../content/legal/tcpa-47-usc-227.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const statuteText = Object.values(statuteFiles)[0]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="font-display text-3xl font-semibold text-navy-900">{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

export default function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 leading-relaxed text-navy-800/90 sm:px-6 sm:py-24">
      <p className="text-xs font-medium tracking-[0.35em] text-gold-700 uppercase">Legal</p>
      <h1 className="mt-3 font-display text-5xl font-semibold text-navy-900 sm:text-6xl">Privacy Policy</h1>
      <p className="mt-4 text-sm">Last updated April 24, 2025</p>

      <Section title="Who we are">
        <p>
          {club.name} (“the club”, “we”) operates this website and a private membership boat club at {formatAddress()}.
          This policy explains what we collect when you visit the site, send us an enquiry, sign up for events or become
          a member, and what we do with it.
        </p>
      </Section>

      <Section title="What we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            What you give us in our forms: your name, e-mail address, phone number, organization, your message, event
            sign-ups and, for yacht owners, details of your yacht.
          </li>
          <li>
            Your consent choices: whether you agreed to receive e-mail and text messages, with the time, the page and
            the wording you were shown, so we can prove and honour your choice.
          </li>
          <li>
            For members: the details needed to run your membership, such as your address, emergency contact, bookings
            and Mariner Points. Bank details for payments are encrypted and never shown in full.
          </li>
          <li>
            Technical records our servers keep to run and protect the site, such as your IP address and the pages
            requested, kept for a limited time.
          </li>
        </ul>
      </Section>

      <Section title="How we use it">
        <p>
          To answer your enquiries, send the brochure or event information you ask for, arrange tours, run memberships
          and bookings, keep the site secure, and, only where you have agreed, send you news by e-mail or text message.
        </p>
        <p>We do not sell your personal information, and we do not use advertising trackers on this site.</p>
      </Section>

      <Section title="Mobile information and text messages">
        <p>
          <strong className="font-semibold text-navy-900">
            We never share mobile information, including your phone number and text-messaging consent, with third
            parties or affiliates for marketing or promotional purposes.
          </strong>{' '}
          We use service providers only to deliver the messages you agreed to receive.
        </p>
        <p>
          You can stop text messages at any time by replying STOP, and ask for help by replying HELP. Message and data
          rates may apply. Message frequency varies.
        </p>
      </Section>

      <Section title="Cookies">
        <p>
          We use only the cookies the site needs: a session cookie that keeps members signed in. We use no advertising
          or cross-site tracking cookies.
        </p>
      </Section>

      <Section title="Sharing">
        <p>
          We share information only with providers that help us run the club (for example e-mail delivery and hosting),
          under contracts that keep it confidential, or when the law requires it.
        </p>
      </Section>

      <Section title="Security and retention">
        <p>
          We protect your information with encryption in transit, encrypted storage of bank details, restricted staff
          access and regular review. We keep enquiries for as long as they are useful to answer you and to keep a record
          of consent, and member records for as long as the membership and the law require.
        </p>
      </Section>

      <Section title="Children">
        <p>
          Our services are not directed to children under 13, and we do not knowingly collect personal information from
          children under 13. If you believe a child has given us information, contact us and we will delete it.
        </p>
      </Section>

      <Section title="Your choices">
        <p>
          You may ask to see, correct or delete your information, or withdraw consent to e-mail or text messages, at any
          time by writing to <a href={`mailto:${club.email}`}>{club.email}</a> or calling{' '}
          <a href={`tel:${club.phones[0].e164}`}>{club.phones[0].display}</a>.
        </p>
      </Section>

      <Section title="Telephone Consumer Protection Act">
        <p>
          The Telephone Consumer Protection Act (47 U.S.C. § 227) is the United States law that protects people from
          unwanted calls and text messages. In plain language, it:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            requires a business to have your prior express consent before it calls or texts your mobile phone using an
            autodialer or a prerecorded or artificial voice, and your prior express written consent for marketing
            messages;
          </li>
          <li>restricts prerecorded telemarketing calls to homes and unsolicited advertisements sent by fax;</li>
          <li>lets you withdraw your consent at any reasonable time and in any reasonable way;</li>
          <li>
            requires callers to respect the National Do Not Call Registry and their own do-not-call lists, and to
            identify themselves;
          </li>
          <li>gives people a right to sue over violations, with damages for each unlawful call or message.</li>
        </ul>
        <p>
          We only call or text you when you have asked us to or agreed to it, and we stop as soon as you tell us to.{' '}
          <NewTabLink href={statuteUrl} className="underline underline-offset-2 hover:text-gold-700">
            Read the official text of 47 U.S.C. § 227
          </NewTabLink>
          .
        </p>
        {statuteText && (
          <details className="rounded-sm border border-navy-900/15 bg-white p-6">
            <summary className="cursor-pointer font-medium text-navy-900">The full text of 47 U.S.C. § 227</summary>
            <div tabIndex={0} className="mt-4 max-h-[32rem] overflow-y-auto text-sm whitespace-pre-line">
              {statuteText}
            </div>
          </details>
        )}
      </Section>

      <Section title="Contact">
        <p>
          Questions about this policy: {club.name}, {formatAddress()}; <a href={`mailto:${club.email}`}>{club.email}</a>
          .
        </p>
      </Section>
    </article>
  )
}
