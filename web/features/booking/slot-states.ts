import type { Availability, SlotState } from '../../../common/booking/booking-api.ts'
import { type ClubDate, clubDaysBetween } from '../../../common/booking/club-time.ts'
import type { SlotName } from '../../../common/booking/slots.ts'
import { planTour, type TourType } from '../../../common/booking/tours.ts'

export type DaySlots = Record<SlotName, SlotState>

/** One vessel's slots by club date, as the availability answer gives them. */
export function slotsByDate(availability: Availability | undefined, vesselId: string): Map<ClubDate, DaySlots> {
  const byDate = new Map<ClubDate, DaySlots>()
  for (const day of availability?.days ?? []) {
    const states = { morning: 'closed', afternoon: 'closed' } as DaySlots
    for (const slot of day.slots) if (slot.vessel_id === vesselId) states[slot.slot] = slot.state
    byDate.set(day.date, states)
  }
  return byDate
}

/** Whether every slot the tour needs is free, as far as the answer shows (a slot it does not cover counts as taken). */
export function tourIsOpen(tourType: TourType, date: ClubDate, days: number, byDate: Map<ClubDate, DaySlots>): boolean {
  return planTour(tourType, date, days).slots.every((slot) => byDate.get(slot.date)?.[slot.slot] === 'free')
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

/** What a screen reader hears for a day: `Friday, December 18: morning free, afternoon booked`. */
export function describeDay(label: string, slots: DaySlots | undefined): string {
  if (!slots) return label
  return `${label}: morning ${stateWords[slots.morning]}, afternoon ${stateWords[slots.afternoon]}`
}
