import { clubDateOf, clubInstant, clubIsoTime } from '../../common/club-time.ts'

/** A time on the club's clock for `<input type="datetime-local">`: `2026-12-18T12:30`. */
export function wallClockField(iso: string): string {
  const instant = new Date(iso)
  return `${clubDateOf(instant)}T${clubIsoTime(instant).slice(11, 16)}`
}

/** The instant a datetime-local field means on the club's clock, written as the API writes times. */
export function instantOfWallClock(field: string): string | undefined {
  const [, date, hours, minutes] = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(field) ?? []
  if (!date || !hours || !minutes) return undefined
  return clubIsoTime(clubInstant(date, Number(hours), Number(minutes)))
}
