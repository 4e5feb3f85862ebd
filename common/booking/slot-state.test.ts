import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays, clubDateOf, clubInstant } from '../club-time.ts'
import { membershipTiers } from '../membership-tiers.ts'
import { type BookingContext, bookingRefusals, bookingRulesFor } from './booking-rules.ts'
import { slotState } from './slot-state.ts'
import { slotNames } from './slots.ts'
import { clubDates } from './test-dates.ts'
import { isWeekendOuting, MULTI_DAY_MAX, MULTI_DAY_MIN, planTour, tourTypes } from './tours.ts'

const MEMBER = 1
const SOMEONE_ELSE = 2
const HOUR_MS = 3_600_000

/** Any member's facts, as a booking reads them under the member's lock: tier, standing, points and bookings. */
const bookingContexts = fc
  .record({
    today: clubDates,
    hour: fc.integer({ min: 0, max: 23 }),
    tier: fc.constantFrom(...membershipTiers),
    active: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    pointsBalance: fc.integer({ min: 0, max: 20_000 }),
    memberForDays: fc.integer({ min: 0, max: 1500 }),
    cutoffMinutes: fc.constantFrom(0, 60, 120, 240),
    bookings: fc.array(
      fc.record({
        tourType: fc.constantFrom(...tourTypes),
        daysFromToday: fc.integer({ min: -400, max: 120 }),
        days: fc.integer({ min: MULTI_DAY_MIN, max: MULTI_DAY_MAX }),
        bookedHoursBefore: fc.integer({ min: 0, max: 2000 }),
      }),
      { maxLength: 10 },
    ),
  })
  .map(({ today, hour, memberForDays, bookings, ...facts }): BookingContext => {
    const now = clubInstant(today, hour)
    return {
      ...facts,
      now,
      membershipStartedOn: addClubDays(today, -memberForDays),
      bookings: bookings.map((booking) => {
        const plan = planTour(booking.tourType, addClubDays(today, booking.daysFromToday), booking.days)
        return {
          tourType: booking.tourType,
          startAt: plan.startAt,
          bookedAt: new Date(plan.startAt.getTime() - booking.bookedHoursBefore * HOUR_MS),
          weekend: isWeekendOuting(plan),
        }
      }),
    }
  })

const holders = fc.constantFrom(undefined, MEMBER, SOMEONE_ELSE)

describe('a slot’s state and the rules a booking meets', () => {
  it('agree for any member, day and holder: closed exactly when the slot’s outing would be refused, free when not and nobody holds it', () => {
    fc.assert(
      fc.property(
        bookingContexts,
        fc.integer({ min: -3, max: 100 }),
        fc.constantFrom(...slotNames),
        holders,
        (context, offset, slot, holderId) => {
          const date = addClubDays(clubDateOf(context.now), offset)
          const state = slotState({
            memberId: MEMBER,
            holderId,
            refusal: bookingRulesFor(context).slotRefusal({ date, slot }),
          })
          const halfDay = planTour(slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon', date)
          const refused = bookingRefusals(halfDay, 0, context).length > 0
          if (holderId === MEMBER) expect(state).toBe('yours')
          else expect(state).toBe(refused ? 'closed' : holderId === undefined ? 'free' : 'taken')
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('never offer a tour a booking would refuse: every slot free and no refusal for the day means the tour books', () => {
    fc.assert(
      fc.property(
        bookingContexts,
        fc.integer({ min: -3, max: 100 }),
        fc.constantFrom(...tourTypes),
        fc.integer({ min: MULTI_DAY_MIN, max: MULTI_DAY_MAX }),
        (context, offset, tourType, days) => {
          const date = addClubDays(clubDateOf(context.now), offset)
          const plan = planTour(tourType, date, days)
          // One rule set for the whole day, as an availability answer asks it.
          const rules = bookingRulesFor(context)
          const allFree = plan.slots.every(
            (slot) => slotState({ memberId: MEMBER, holderId: undefined, refusal: rules.slotRefusal(slot) }) === 'free',
          )
          if (allFree && !rules.tourRefusal(tourType, date)) expect(bookingRefusals(plan, 0, context)).toEqual([])
        },
      ),
      { numRuns: 2000 },
    )
  })
})
