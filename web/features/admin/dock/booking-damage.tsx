import { useQuery } from '@tanstack/react-query'
import { queryClient } from '../../../lib/query-client.ts'
import { bookingDamageQuery } from './dock-client.ts'
import { DamageList } from './damage-list.tsx'

/**
 * The damage its captain reported at the booking's check-in, with photos and "Mark resolved"; nothing at all for a
 * booking with none, which is nearly every booking.
 */
export function BookingDamage({ reference }: { reference: string }) {
  const damage = useQuery(bookingDamageQuery(reference), queryClient)
  if (!damage.data || damage.data.length === 0) return null
  return (
    <section className="mt-6" aria-label="Damage reported">
      <h3 className="font-display text-2xl font-semibold text-navy-900">Damage reported</h3>
      <div className="mt-2">
        <DamageList damage={damage.data} />
      </div>
    </section>
  )
}
