import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { formatPhone } from '../../../common/phone.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { floatPlanPdfHref, floatPlanQuery } from './crew-client.ts'
import { dockButton } from './dock-styles.ts'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t-2 border-navy-900/20 pt-3">
      <h4 className="text-base font-bold tracking-wide text-navy-950 uppercase">{title}</h4>
      <div className="mt-1 text-lg text-navy-950">{children}</div>
    </section>
  )
}

const phone = (number: string | null) => (number ? formatPhone(number) : 'no phone given')

/** The outing's float plan in the US Coast Guard's order, and the one-page PDF to hand over or keep. */
export function FloatPlanSummary({ bookingId }: { bookingId: string }) {
  const plan = useQuery(floatPlanQuery(bookingId), queryClient)
  return (
    <div className="grid gap-3">
      <a href={floatPlanPdfHref(bookingId)} download className={dockButton('navy')}>
        Download the float plan (PDF)
      </a>
      {plan.isPending && <p className="text-lg text-navy-950">Loading the float plan…</p>}
      {plan.isError && (
        <p role="alert" className="text-lg font-semibold text-red-800">
          {problemMessage(plan.error, 'The float plan could not be loaded.')}
        </p>
      )}
      {plan.data && (
        <div className="grid gap-3">
          <Section title="Vessel">
            {plan.data.vessel.length_feet}′ {plan.data.vessel.name}. {plan.data.vessel.description}
          </Section>
          <Section title="Operator">
            {plan.data.operator
              ? `${plan.data.operator.name}, licence ${plan.data.operator.licence_number}, ${phone(plan.data.operator.phone_number)}`
              : 'No captain assigned'}
          </Section>
          <Section title={`Persons aboard: ${plan.data.persons_aboard.count}`}>
            {plan.data.persons_aboard.names.length > 0 ? plan.data.persons_aboard.names.join(', ') : 'No names given'}
          </Section>
          <Section title="Trip">
            {plan.data.trip.tour_type} from {plan.data.trip.departure}. Departs{' '}
            {clubDateTimeLabel(new Date(plan.data.trip.departs_at))}; expected back{' '}
            {clubDateTimeLabel(new Date(plan.data.trip.expected_return_at))}.
          </Section>
          <Section title="Member">
            {plan.data.member.name}, {phone(plan.data.member.phone_number)}
          </Section>
          <Section title="Emergency contact">
            {plan.data.emergency_contact.name
              ? `${plan.data.emergency_contact.name}${plan.data.emergency_contact.relationship ? ` (${plan.data.emergency_contact.relationship})` : ''}, ${phone(plan.data.emergency_contact.phone_number)}`
              : 'None given'}
          </Section>
          <Section title="Marina">
            {plan.data.marina.name}, {plan.data.marina.address}, {phone(plan.data.marina.phone_number)}
          </Section>
        </div>
      )}
    </div>
  )
}
