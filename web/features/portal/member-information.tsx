import type { MemberProfile } from '../../../common/accounts.ts'
import { formatPhone } from '../../../common/phone.ts'

function cityLine(profile: MemberProfile): string {
  const stateZip = [profile.state, profile.zip_code].filter(Boolean).join(' ')
  return [profile.city, stateZip].filter(Boolean).join(', ')
}

/** The Member Information panel (portal-and-admin.md §2). */
export function MemberInformation({ profile }: { profile: MemberProfile }) {
  const emergency = [formatPhone(profile.emergency_contact), profile.emergency_relationship].filter(Boolean).join(' · ')
  const rows: Array<[string, string]> = [
    ['Email', profile.email_id],
    ['Phone', formatPhone(profile.phone_number) || 'N/A'],
    ['Address', profile.address || 'N/A'],
    ['City, State, ZIP', cityLine(profile) || 'N/A'],
    ['Emergency contact', profile.emergency_name || 'N/A'],
    ['Emergency number and relationship', emergency || 'N/A'],
  ]
  return (
    <section aria-labelledby="member-information-heading">
      <h2 id="member-information-heading" className="text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase">
        Member Information
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sand-100/70">{label}</dt>
            <dd className="break-words text-sand-50">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
