import type { Availability } from '../../../common/booking/booking-api.ts'
import type { SlotState } from '../../../common/booking/slot-state.ts'
import { type ClubDate, clubDaysBetween } from '../../../common/club-time.ts'
import type { SlotName } from '../../../common/booking/slots.ts'
import type { BookingRule } from '../../../common/booking/booking-rules.ts'
import { planTour, type TourType, tourTypes } from '../../../common/booking/tours.ts'

export type DaySlots = Record<SlotName, SlotState> & {
  /** Why each closed slot is closed, in the words a booking would be refused with. */
  reasons: Partial<Record<SlotName, string>>
  /** The closed slots staff blocked: a member may wait for them to open. */
  blocked: Partial<Record<SlotName, boolean>>
  /** The tour types the member may book, each with what refuses it that day (`null`: nothing but the slots). */
  tours: Partial<Record<TourType, string | null>>
  /** A peak date not yet drawn: its outings go by ballot (member-api §8). */
  ballot: boolean
}

/**
 * One vessel's slots by club date, as the availability answer gives them; with `setAside` (staff booking for a member
 * with the rules set aside), what only those rules close is open. Any tour type may then be chosen.
 */
export function slotsByDate(
  availability: Availability | undefined,
  vesselId: string,
  setAside?: ReadonlySet<BookingRule>,
): Map<ClubDate, DaySlots> {
  const byDate = new Map<ClubDate, DaySlots>()
  const holds = (refusal: { rule: BookingRule } | null) => refusal !== null && !setAside?.has(refusal.rule)
  for (const day of availability?.days ?? []) {
    const states: DaySlots = {
      morning: 'closed',
      afternoon: 'closed',
      reasons: {},
      blocked: {},
      tours: {},
      ballot: false,
    }
    for (const slot of day.slots) {
      if (slot.vessel_id !== vesselId) continue
      states[slot.slot] = slot.state === 'closed' && !holds(slot.reason) ? 'free' : slot.state
      if (slot.reason && holds(slot.reason)) states.reasons[slot.slot] = slot.reason.detail
      if (slot.state === 'closed' && slot.reason?.rule === 'blocked') states.blocked[slot.slot] = true
      if (slot.reason?.rule === 'ballot') states.ballot = true
    }
    const tours = setAside ? tourTypes.map((tourType) => ({ tour_type: tourType, refusal: null })) : []
    for (const tour of [...day.tours, ...tours]) {
      if (states.tours[tour.tour_type] === undefined || !setAside) {
        states.tours[tour.tour_type] = tour.refusal && holds(tour.refusal) ? tour.refusal.detail : null
      }
    }
    byDate.set(day.date, states)
  }
  return byDate
}

/** Why no tour can be booked on a day, or nothing when one slot is free: each slot's reason, said once. */
export function dayReason(slots: DaySlots | undefined): string | undefined {
  if (!slots || slots.morning === 'free' || slots.afternoon === 'free') return undefined
  const said = (['morning', 'afternoon'] as const).map((slot) =>
    slots[slot] === 'taken'
      ? `The ${slot} is booked.`
      : slots[slot] === 'yours'
        ? `You have booked the ${slot}.`
        : (slots.reasons[slot] ?? `The ${slot} cannot be booked.`),
  )
  return [...new Set(said)].join(' ')
}

/** Whether every slot the tour needs is free, as far as the answer shows (a slot it does not cover counts as taken). */
export function tourIsOpen(tourType: TourType, date: ClubDate, days: number, byDate: Map<ClubDate, DaySlots>): boolean {
  return planTour(tourType, date, days).slots.every((slot) => byDate.get(slot.date)?.[slot.slot] === 'free')
}

/**
 * Whether the member may join the waitlist for a tour (member-api §8): no rule of theirs refuses it that day, and its
 * slots are free, booked by others or blocked, at least one of them not free and none their own.
 */
export function canWaitFor(tourType: TourType, date: ClubDate, byDate: Map<ClubDate, DaySlots>): boolean {
  if (byDate.get(date)?.tours[tourType] !== null) return false
  const states = planTour(tourType, date, 1).slots.map((slot) => {
    const day = byDate.get(slot.date)
    return day?.[slot.slot] === 'closed' && day.blocked[slot.slot] ? 'blocked' : day?.[slot.slot]
  })
  return (
    states.every((state) => state === 'free' || state === 'taken' || state === 'blocked') &&
    states.some((state) => state !== 'free')
  )
}

/** A day worth picking: at least one slot free. */
export function dayIsOpen(date: ClubDate, byDate: Map<ClubDate, DaySlots>): boolean {
  const slots = byDate.get(date)
  return slots?.morning === 'free' || slots?.afternoon === 'free'
}

/** How much to ask for to show a month: from its first day (or today) to its last, and a week more for long trips. */
export function monthRange(firstOfMonth: ClubDate, today: ClubDate): { from: ClubDate; days: number } {
  const from = clubDaysBetween(today, firstOfMonth) > 0 ? firstOfMonth : today
  const [year, month] = firstOfMonth.split('-').map(Number) as [number, number]
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  return { from, days: Math.min(62, clubDaysBetween(from, nextMonth) + 7) }
}

const stateWords: Record<SlotState, string> = {
  free: 'free',
  taken: 'booked',
  yours: 'booked by you',
  closed: 'not bookable',
}

/**
 * What a screen reader hears for a day: `Friday, December 18: morning free, afternoon booked`, and for a day that
 * cannot be booked, why.
 */
export function describeDay(label: string, slots: DaySlots | undefined): string {
  if (!slots) return label
  const reason = dayReason(slots)
  const states = `${label}: morning ${stateWords[slots.morning]}, afternoon ${stateWords[slots.afternoon]}`
  return reason ? `${states}. ${reason}` : states
}
