import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ClubDate } from '../../../common/club-time.ts'
import { type TourType, tourTypes } from '../../../common/booking/tours.ts'
import { ordinal } from '../../../common/waitlist/waitlist-rules.ts'
import { problemMessage } from '../../lib/api-request.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AlertMessage } from '../../ui/alert-message.tsx'
import { buttonClass } from '../../ui/button-styles.ts'
import { canWaitFor, type DaySlots } from './slot-states.ts'
import { fetchWaitlist, joinWaitlist, waitlistKeys } from './waitlist-client.ts'

interface JoinWaitlistProps {
  vesselId: string
  itemName: string
  date: ClubDate
  slots: Map<ClubDate, DaySlots>
}

export const placeInLine = (position: number) => `You are ${ordinal(position)} on the waitlist`

/**
 * The day's tours another member booked or staff closed, each with "Join the waitlist" (member-api §8); a tour the
 * member already waits for says their place in line instead.
 */
export function JoinWaitlist({ vesselId, itemName, date, slots }: JoinWaitlistProps) {
  const [said, setSaid] = useState('')
  const waitlist = useQuery({ queryKey: waitlistKeys.mine, queryFn: fetchWaitlist }, queryClient)
  const join = useMutation(
    {
      mutationFn: (tourType: TourType) => joinWaitlist({ vessel_id: vesselId, tour_type: tourType, date }),
      onSuccess: async (joined, tourType) => {
        setSaid(`${placeInLine(joined.position)} for ${tourType} aboard ${itemName}.`)
        await queryClient.invalidateQueries({ queryKey: waitlistKeys.mine })
      },
    },
    queryClient,
  )
  const offered = slots.get(date)?.tours ?? {}
  const waitable = tourTypes.filter((type) => type !== 'Multi-day' && type in offered && canWaitFor(type, date, slots))
  if (waitable.length === 0 && !said) return null
  const entryFor = (type: TourType) =>
    waitlist.data?.find((entry) => entry.vessel_id === vesselId && entry.date === date && entry.tour_type === type)

  return (
    <section aria-labelledby="join-waitlist-heading" className="mt-6 border-t border-navy-900/10 pt-6">
      <h5 id="join-waitlist-heading" className="text-sm font-medium text-navy-900">
        Taken that day? Wait for it
      </h5>
      <p className="mt-1 text-sm text-navy-800">
        If it comes free, the first member in line is e-mailed and it is held for them for a while.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {waitable.map((type) => {
          const entry = entryFor(type)
          return (
            <li key={type}>
              {entry ? (
                <p className="rounded-full bg-navy-900/5 px-4 py-2 text-sm text-navy-900">
                  {type}: {ordinal(entry.position)} in line
                </p>
              ) : (
                <button
                  type="button"
                  className={buttonClass('outline-dark', 'px-5 py-2')}
                  disabled={join.isPending}
                  onClick={() => join.mutate(type)}
                >
                  Join the waitlist for {type}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-emerald-800">
        {said}
      </p>
      {join.isError && <AlertMessage>{problemMessage(join.error, 'Could not join the waitlist.')}</AlertMessage>}
    </section>
  )
}
