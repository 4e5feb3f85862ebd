import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { BookingAnswer, BookingRequest, BookingSummary } from '../../../common/booking/booking-api.ts'
import { LONGEST_BOOKING_WINDOW_DAYS, overridableRules } from '../../../common/booking/booking-rules.ts'
import { addClubDays, type ClubDate, clubDateOf, clubInstant, clubLongDayLabel } from '../../../common/club-time.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import { ApiError } from '../../lib/api-request.ts'
import { profileQuery } from '../../lib/member-profile.ts'
import { queryClient } from '../../lib/query-client.ts'
import { AvailabilityCalendar } from './availability-calendar.tsx'
import { BallotEntry } from './ballot-entry.tsx'
import { bookingKeys, fetchAvailability, postBooking, postRebook } from './booking-client.ts'
import { GuestFields } from './guest-fields.tsx'
import { JoinWaitlist } from './join-waitlist.tsx'
import { guestCount, guestsFormSchema, type GuestsFormValues, noGuestsYet } from './guests.ts'
import { QuotePanel } from './quote-panel.tsx'
import { isOneColumn, reveal } from './reveal.ts'
import { dayReason, monthRange, slotsByDate } from './slot-states.ts'
import { TourPicker } from './tour-picker.tsx'
import type { BookableVessel } from './vessel-grid.tsx'
import { AlertMessage } from '../../ui/alert-message.tsx'

const firstOf = (date: ClubDate) => `${date.slice(0, 8)}01`

interface BookingPanelProps {
  vessel: BookableVessel
  /** The booking being moved, when rebooking. */
  rebooking?: BookingSummary
  /** Staff booking for a member: the member's rules and points apply, unless staff set the rules aside. */
  forMember?: { username: string; setRulesAside: boolean }
  /** The day to open on, already chosen: staff who came from a free slot of the fleet calendar. */
  initialDate?: ClubDate
  /** The tour to open on, already chosen: a member booking what the waitlist offered them. */
  initialTour?: { tourType: TourType; days: number }
  onBooked: (answer: BookingAnswer) => void
}

/** A vessel's month, the tours that fit the chosen day, the quote and the Confirm button. */
export function BookingPanel({ vessel, rebooking, forMember, initialDate, initialTour, onBooked }: BookingPanelProps) {
  const today = clubDateOf(new Date())
  const [month, setMonth] = useState(firstOf(initialDate ?? today))
  const [date, setDate] = useState<ClubDate | undefined>(initialDate)
  const [choice, setChoice] = useState<{ tourType: TourType; days: number } | undefined>(initialTour)
  // One key per attempt: pressing Confirm again after a lost answer can never book twice.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID())
  const range = monthRange(month, today)
  const itemName = `${vessel.length_feet}' ${vessel.name}`
  const dayHeading = useRef<HTMLHeadingElement>(null)
  const quoteArea = useRef<HTMLDivElement>(null)
  const guestsArea = useRef<HTMLDivElement>(null)
  // A moved booking keeps who is aboard; a new one asks. What is typed survives a refusal.
  const aboard = useForm<GuestsFormValues, unknown, { guests: number; guest_names: string[] }>({
    defaultValues: noGuestsYet,
    resolver: zodResolver(guestsFormSchema(vessel.guests, itemName)),
  })

  const availability = useQuery(
    {
      queryKey: bookingKeys.availability(vessel.vessel_id, range.from, forMember?.username),
      queryFn: ({ signal }) => fetchAvailability(vessel.vessel_id, range.from, range.days, signal, forMember?.username),
    },
    queryClient,
  )
  const slots = slotsByDate(
    availability.data,
    vessel.vessel_id,
    forMember?.setRulesAside ? overridableRules : undefined,
  )
  const closedBecause = date && dayReason(slots.get(date))
  const tour: BookingRequest | undefined =
    date && choice
      ? {
          vessel_id: vessel.vessel_id,
          tour_type: choice.tourType,
          date,
          ...(choice.tourType === 'Multi-day' ? { days: choice.days } : {}),
          ...(forMember
            ? { username: forMember.username, ...(forMember.setRulesAside ? { override_rules: true } : {}) }
            : {}),
        }
      : undefined

  const confirm = useMutation(
    {
      mutationFn: (wanted: BookingRequest) =>
        rebooking ? postRebook(rebooking.booking_id, wanted, attemptKey) : postBooking(wanted, attemptKey),
      onSuccess: async (answer) => {
        setDate(undefined)
        setChoice(undefined)
        setAttemptKey(crypto.randomUUID())
        aboard.reset(noGuestsYet)
        onBooked(answer)
        await queryClient.invalidateQueries({ queryKey: ['booking'] })
        await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
      },
      onError: async (error) => {
        setAttemptKey(crypto.randomUUID())
        if (error instanceof ApiError && error.status === 409) {
          await queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] })
        }
      },
    },
    queryClient,
  )

  return (
    <div className="grid gap-x-10 gap-y-8 bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h3 className="font-display text-2xl font-semibold text-navy-900">{itemName}</h3>
        <p className="mt-1 text-sm text-navy-800">Choose a day with a free morning or afternoon.</p>
        <div className="mt-4">
          <AvailabilityCalendar
            month={clubInstant(month, 12)}
            onMonthChange={(shown) => setMonth(firstOf(clubDateOf(shown)))}
            firstMonth={clubInstant(firstOf(today), 12)}
            lastMonth={clubInstant(firstOf(addClubDays(today, LONGEST_BOOKING_WINDOW_DAYS)), 12)}
            slots={slots}
            selected={date}
            onSelect={(chosen) => {
              setDate(chosen)
              setChoice(undefined)
              confirm.reset()
              // On a phone the tours are below the month: take the member to them, and the focus with them.
              if (isOneColumn()) {
                requestAnimationFrame(() => {
                  reveal(dayHeading.current)
                  dayHeading.current?.focus({ preventScroll: true })
                })
              }
            }}
            loading={availability.isFetching}
          />
        </div>
        {availability.isError && (
          <AlertMessage className="mt-3">
            Could not load this vessel’s calendar. {availability.error.message}
          </AlertMessage>
        )}
        {date && (
          <div className="mt-8 border-t border-navy-900/10 pt-6">
            <h4
              ref={dayHeading}
              tabIndex={-1}
              className="mb-4 scroll-mt-24 font-medium text-navy-900 focus:outline-none"
            >
              {clubLongDayLabel(date)}
            </h4>
            {closedBecause && slots.get(date)?.ballot && !forMember && !rebooking ? (
              <BallotEntry vessel={vessel} date={date} reason={closedBecause} />
            ) : closedBecause ? (
              <p className="border-l-4 border-navy-900/30 bg-sand-100 p-4 text-sm text-navy-900">
                This day cannot be booked. {closedBecause}
              </p>
            ) : (
              <TourPicker
                date={date}
                prices={vessel.prices}
                slots={slots}
                tourType={choice?.tourType}
                days={choice?.days ?? 2}
                onChange={(tourType, days) => {
                  setChoice({ tourType, days })
                  confirm.reset()
                  if (isOneColumn()) requestAnimationFrame(() => reveal(guestsArea.current ?? quoteArea.current))
                }}
              />
            )}
            {!forMember && !rebooking && (
              <JoinWaitlist vesselId={vessel.vessel_id} itemName={itemName} date={date} slots={slots} />
            )}
            {choice && !closedBecause && (
              <div ref={guestsArea} className="mt-6 scroll-mt-24 border-t border-navy-900/10 pt-6">
                {rebooking ? (
                  <p className="text-sm text-navy-800">
                    Who is aboard: the booking’s {guestCount(rebooking.guests)} move with it, and can be changed once it
                    is rebooked.
                  </p>
                ) : (
                  <GuestFields form={aboard} limit={vessel.guests} itemName={itemName} />
                )}
              </div>
            )}
          </div>
        )}
      </div>
      <div ref={quoteArea} className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
        {tour && !closedBecause ? (
          <QuotePanel
            tour={tour}
            itemName={itemName}
            confirmLabel={rebooking ? 'Confirm rebooking' : 'Confirm booking'}
            busy={confirm.isPending}
            error={confirm.error?.message ?? ''}
            onConfirm={
              rebooking
                ? () => confirm.mutate(tour)
                : () => void aboard.handleSubmit((guests) => confirm.mutate({ ...tour, ...guests }))()
            }
          />
        ) : (
          <p className="hidden text-sm text-navy-800 lg:block">
            {date
              ? 'Choose a tour to see what it costs.'
              : 'Pick a day to see the tours that fit it and what they cost.'}
          </p>
        )}
      </div>
    </div>
  )
}
