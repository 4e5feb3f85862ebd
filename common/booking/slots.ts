import SunCalc from 'suncalc'
import { club } from '../club.ts'
import { type ClubDate, clubInstant, clubWeekday } from '../club-time.ts'

export const slotNames = ['morning', 'afternoon'] as const
export type SlotName = (typeof slotNames)[number]

export interface SlotRef {
  date: ClubDate
  slot: SlotName
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

// A date's sunset and slot times never change, and an availability answer asks for each day's many times over.
const sunsets = new Map<ClubDate, number>()
const DAYS_KEPT = 5000

/** Sunset at the club's marina in Sarasota on `date`, to the minute. */
export function sunsetAt(date: ClubDate): Date {
  let sunset = sunsets.get(date)
  if (sunset === undefined) {
    const times = SunCalc.getTimes(clubInstant(date, 12), club.geo.latitude, club.geo.longitude)
    sunset = Math.round(times.sunset.getTime() / MINUTE_MS) * MINUTE_MS
    if (sunsets.size >= DAYS_KEPT) sunsets.clear()
    sunsets.set(date, sunset)
  }
  return new Date(sunset)
}

const slotTimesKept = new Map<string, { startAt: number; endAt: number }>()

/** The morning runs 8:30 am to 1:30 pm; the afternoon 2:30 pm to an hour after sunset (decisions §4). */
export function slotTimes({ date, slot }: SlotRef): { startAt: Date; endAt: Date } {
  const key = slotKey({ date, slot })
  let times = slotTimesKept.get(key)
  if (!times) {
    times =
      slot === 'morning'
        ? { startAt: clubInstant(date, 8, 30).getTime(), endAt: clubInstant(date, 13, 30).getTime() }
        : { startAt: clubInstant(date, 14, 30).getTime(), endAt: sunsetAt(date).getTime() + HOUR_MS }
    if (slotTimesKept.size >= DAYS_KEPT) slotTimesKept.clear()
    slotTimesKept.set(key, times)
  }
  return { startAt: new Date(times.startAt), endAt: new Date(times.endAt) }
}

/** Weekend outings run from Friday afternoon to Sunday afternoon; Monday morning to Friday morning is the week. */
export function isWeekendSlot({ date, slot }: SlotRef): boolean {
  const weekday = clubWeekday(date)
  return weekday === 6 || weekday === 0 || (weekday === 5 && slot === 'afternoon')
}

/** In season: November 1 to April 30. */
export function isInSeason(date: ClubDate): boolean {
  const month = Number(date.slice(5, 7))
  return month >= 11 || month <= 4
}

export function slotKey({ date, slot }: SlotRef): string {
  return `${date}:${slot}`
}
