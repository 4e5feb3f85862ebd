import { addClubYears, CLUB_DATE_PATTERN, type ClubDate, clubDateOf, isClubDate } from './club-time.ts'
import { text } from './text.ts'

/**
 * Every date a call takes is a club day in this range (issue 20 §10): far wider than any booking, start date or
 * birthday needs, and narrow enough that no date arithmetic or database column ever meets a year it cannot write.
 */
export const EARLIEST_CLUB_DATE: ClubDate = '1900-01-01'
export const LATEST_CLUB_DATE: ClubDate = '2200-12-31'

/** Whether `value` is a real club day from 1900-01-01 to 2200-12-31 (four-digit years compare as text). */
export function isClubDateInRange(value: string): boolean {
  return isClubDate(value) && value >= EARLIEST_CLUB_DATE && value <= LATEST_CLUB_DATE
}

/** A date field of any call: a real day written `YYYY-MM-DD`, from 1900 to 2200. */
export const clubDateSchema = text(10)
  .refine(isClubDate, { message: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(isClubDateInRange, 'must be a date from 1900-01-01 to 2200-12-31')

/** A membership may start up to a year ahead (a member who joins for next season), never later. */
export const START_DATE_MESSAGE = 'Please give a start date from 1900-01-01 to one year from today.'

/** A membership's first day: a real date from 1900 up to a year after today at the club. */
export const membershipStartSchema = text(10)
  .regex(CLUB_DATE_PATTERN, 'Please give the start date as YYYY-MM-DD.')
  .refine(isClubDate, { message: 'Please give a real date.', abort: true })
  .refine((value) => isClubDateInRange(value) && value <= addClubYears(clubDateOf(new Date()), 1), START_DATE_MESSAGE)
