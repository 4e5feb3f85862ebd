import type { BlockKind } from '../../../../common/fleet-operations/block-slots.ts'
import type { FleetCalendar } from '../../../../common/fleet-operations/fleet-api.ts'
import type { SlotName } from '../../../../common/booking/slots.ts'
import {
  addClubDays,
  type ClubDate,
  clubDateTimeLabel,
  clubDayLabel,
  clubWeekday,
  isClubDate,
} from '../../../../common/club-time.ts'

/** The fleet calendar's week and the words its cells are read with; pure, so tested without a browser. */

export const WEEK_DAYS = 7

export type FleetVessel = FleetCalendar['vessels'][number]
export type FleetCell = FleetVessel['cells'][number]

/** The Monday of `date`'s week: the club's week runs Monday to Sunday, as its weekday and weekend outings do. */
export function weekStartOf(date: ClubDate): ClubDate {
  return addClubDays(date, -((clubWeekday(date) + 6) % 7))
}

/** The week the address asks for (`from`), or this week when it asks for none or for no real day. */
export function shownWeek(from: string | null, today: ClubDate): ClubDate {
  return weekStartOf(from && isClubDate(from) ? from : today)
}

export const stepWeek = (weekStart: ClubDate, weeks: number): ClubDate => addClubDays(weekStart, weeks * WEEK_DAYS)

export function weekDays(weekStart: ClubDate): ClubDate[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => addClubDays(weekStart, index))
}

/** `Mon, Nov 23 – Sun, Nov 29` */
export function weekLabel(weekStart: ClubDate): string {
  return `${clubDayLabel(weekStart)} – ${clubDayLabel(addClubDays(weekStart, WEEK_DAYS - 1))}`
}

export const slotLabels: Record<SlotName, string> = { morning: 'Morning', afternoon: 'Afternoon' }

export const blockKindLabels: Record<BlockKind, string> = {
  maintenance: 'Maintenance',
  charter: 'Private charter',
  weather: 'Weather',
  other: 'Other',
}

/** Where a booked outing stands on the water, in words; an outing not yet out says nothing more. */
export const outingStateWords = { upcoming: '', out: 'Out', back: 'Back', overdue: 'Late' } as const

export const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`

/** When a waitlist offer's hold ends, for people: `Mon, Dec 7, 2026, 11:00 AM`. */
export const holdEnd = (hold: NonNullable<FleetCell['hold']>) => clubDateTimeLabel(new Date(hold.expires_at))

/** What a cell holds, in words: the booking, the block, or that it is free; a past slot says so first. */
export function cellSummary(cell: FleetCell): string {
  const past = cell.state === 'past' ? 'past, ' : ''
  if (cell.booking) {
    const { member, tour_type, guests, captain } = cell.booking
    const crew = captain ? `captain ${captain.name}` : 'no captain'
    const state = outingStateWords[cell.booking.state]
    const water = state ? `, ${state.toLowerCase()}` : ''
    const weather = cell.booking.weather ? `, at risk: ${cell.booking.weather}` : ''
    return `${past}booked by ${member.name}, ${tour_type}, ${guestsText(guests)}, ${crew}${water}${weather}`
  }
  if (cell.block) return `${past}blocked for ${blockKindLabels[cell.block.kind].toLowerCase()}: ${cell.block.reason}`
  if (cell.hold) return `${past}held for ${cell.hold.member.name} from the waitlist until ${holdEnd(cell.hold)}`
  return cell.state === 'past' ? 'past, not booked' : 'free'
}

/** A cell's whole name, for the keyboard and screen readers: `Top Shelf, Mon, Nov 23, morning: free`. */
export function cellLabel(vesselName: string, cell: FleetCell): string {
  return `${vesselName}, ${clubDayLabel(cell.date)}, ${cell.slot}: ${cellSummary(cell)}`
}

/** Whether a cell can still be changed: a past slot opens read-only. */
export const isChangeable = (cell: FleetCell) => cell.state !== 'past'
