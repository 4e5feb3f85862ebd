import { TZDate, tz, tzOffset } from '@date-fns/tz'
import { format } from 'date-fns'

/**
 * The club keeps its calendar in Sarasota's time zone (decisions §4): a date is a `YYYY-MM-DD` day there, and every
 * time a member sees is shown there, whatever zone the browser or server runs in.
 */
export const CLUB_TIME_ZONE = 'America/New_York'
const inClubZone = { in: tz(CLUB_TIME_ZONE) }

/** A calendar day at the club, `YYYY-MM-DD`. */
export type ClubDate = string

export const CLUB_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isClubDate(value: string): boolean {
  if (!CLUB_DATE_PATTERN.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as written rather than as 1900–1999.
  const probe = new Date(0)
  probe.setUTCFullYear(year, month - 1, day)
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
}

const partsKept = new Map<ClubDate, readonly [number, number, number]>()
const DATES_KEPT = 20_000

/** Year, month (0–11) and day of a club date; each date is read once (an availability answer asks thousands of times). */
function parts(date: ClubDate): readonly [number, number, number] {
  let read = partsKept.get(date)
  if (!read) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number]
    read = [year, month - 1, day]
    if (partsKept.size >= DATES_KEPT) partsKept.clear()
    partsKept.set(date, read)
  }
  return read
}

/** The club's day at noon: a safe anchor for day arithmetic, far from any daylight-saving change. */
function noonOf(date: ClubDate): TZDate {
  return new TZDate(...parts(date), 12, 0, CLUB_TIME_ZONE)
}

/** The instant a clock on the club's wall shows `hours:minutes` on `date`. */
export function clubInstant(date: ClubDate, hours: number, minutes = 0): Date {
  return new Date(new TZDate(...parts(date), hours, minutes, CLUB_TIME_ZONE).getTime())
}

const HOUR_MS = 3_600_000
const offsetsKept = new Map<number, number>()
const HOURS_KEPT = 50_000

/**
 * The club's offset from UTC in minutes at an instant. Every change of the club's zone falls on a whole hour of UTC
 * (2:00 am local, in standard or daylight time), so one UTC hour has one offset: each is worked out once (it asks
 * `Intl`, which is slow), and an availability answer's thousands of times cost a lookup each.
 */
function clubOffset(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS)
  let offset = offsetsKept.get(hour)
  if (offset === undefined) {
    offset = tzOffset(CLUB_TIME_ZONE, instant)
    if (Number.isNaN(offset)) return offset
    if (offsetsKept.size >= HOURS_KEPT) offsetsKept.clear()
    offsetsKept.set(hour, offset)
  }
  return offset
}

/** The club's wall clock at an instant, `2026-11-23T08:30:00`, and its offset from UTC in minutes. */
function clubWallClock(instant: Date): { wall: string; offset: number } {
  const offset = clubOffset(instant)
  return { wall: new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19), offset }
}

/** The club's calendar day of an instant. */
export function clubDateOf(instant: Date): ClubDate {
  return clubWallClock(instant).wall.slice(0, 10)
}

/** Calendar arithmetic needs no time zone: a club date is a day, so it is worked out on that day in UTC. */
function utcDay(date: ClubDate): number {
  const [year, month, day] = parts(date)
  return Date.UTC(year, month, day)
}

// Written from the parts: toISOString() writes years past 9999 as +010000, which is no club date.
function fromUtcDay(time: number): ClubDate {
  const day = new Date(time)
  if (Number.isNaN(day.getTime())) throw new RangeError('Invalid time value: a day no calendar holds')
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1, 2)}-${pad(day.getUTCDate(), 2)}`
}

const DAY_MS = 86_400_000

export function addClubDays(date: ClubDate, days: number): ClubDate {
  return fromUtcDay(utcDay(date) + days * DAY_MS)
}

/** The same day `years` later; February 29 becomes February 28 in a common year. */
export function addClubYears(date: ClubDate, years: number): ClubDate {
  const [year, month, day] = parts(date)
  const lastOfMonth = new Date(Date.UTC(year + years, month + 1, 0)).getUTCDate()
  return fromUtcDay(Date.UTC(year + years, month, Math.min(day, lastOfMonth)))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function clubDaysBetween(from: ClubDate, to: ClubDate): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS)
}

/** 0 for Sunday to 6 for Saturday. */
export function clubWeekday(date: ClubDate): number {
  return new Date(utcDay(date)).getUTCDay()
}

/** An instant as the API answers it: ISO 8601 with the club's offset, `2026-11-23T08:30:00-05:00`. */
export function clubIsoTime(instant: Date): string {
  const { wall, offset } = clubWallClock(instant)
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${wall}${offset < 0 ? '-' : '+'}${hours}:${minutes}`
}

/** `8:30 AM` */
export function clubClockTime(instant: Date): string {
  return format(instant, 'h:mm a', inClubZone)
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** Whether a value is a time as answers write it (ISO 8601 with its offset). */
export function isIsoInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value)
}

/** `Fri, Dec 18, 2026, 2:30 PM` */
export function clubDateTimeLabel(instant: Date): string {
  return format(instant, 'EEE, MMM d, yyyy, h:mm a', inClubZone)
}

/** `Fri, Dec 18` */
export function clubDayLabel(instantOrDate: Date | ClubDate): string {
  return format(typeof instantOrDate === 'string' ? noonOf(instantOrDate) : instantOrDate, 'EEE, MMM d', inClubZone)
}

/** `Friday, December 18, 2026` */
export function clubLongDayLabel(instantOrDate: Date | ClubDate): string {
  const instant = typeof instantOrDate === 'string' ? noonOf(instantOrDate) : instantOrDate
  return format(instant, 'EEEE, MMMM d, yyyy', inClubZone)
}

/** `December 18, 2026`: a day such as a membership's start, where the weekday means nothing. */
export function clubDateLabel(instantOrDate: Date | ClubDate): string {
  const instant = typeof instantOrDate === 'string' ? noonOf(instantOrDate) : instantOrDate
  return format(instant, 'MMMM d, yyyy', inClubZone)
}
