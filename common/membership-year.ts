import { addClubDays, addClubYears, type ClubDate, clubDaysBetween } from './club-time.ts'
import { answer } from './text.ts'
import { z } from './zod.ts'

/**
 * The membership year (issue 16): at each anniversary of the start date a member's tier grants its annual points as one
 * `annual` ledger row, and the weekend-outing and trip allowances start afresh (they count per membership year).
 */

/** The membership year that holds `date`: from an anniversary of the start date to the day before the next one. */
export function membershipYearOf(startedOn: ClubDate, date: ClubDate): { from: ClubDate; until: ClubDate } {
  let years = Number(date.slice(0, 4)) - Number(startedOn.slice(0, 4))
  if (clubDaysBetween(addClubYears(startedOn, years), date) < 0) years -= 1
  // Anything before the membership began counts in its first year.
  years = Math.max(0, years)
  return { from: addClubYears(startedOn, years), until: addClubDays(addClubYears(startedOn, years + 1), -1) }
}

export interface RenewalFacts {
  /** The first day of the member's first membership year. */
  startedOn: ClubDate
  today: ClubDate
  /** The first days of the years already granted (`points_ledger.membership_year` of the `annual` rows). */
  grantedYears: readonly ClubDate[]
}

export type RenewalDue =
  { due: true; year: ClubDate } | { due: false; reason: 'first-year' | 'granted'; year: ClubDate }

/**
 * Which year a renewal grants today, if any: only the current membership year, never one already gone by (no back pay
 * when a start date is moved back), never the first (its points are the opening balance staff set when adding the
 * member), and never a year in which a grant already falls (a start date moved forward or back does not pay twice).
 */
export function renewalDue({ startedOn, today, grantedYears }: RenewalFacts): RenewalDue {
  const current = membershipYearOf(startedOn, today)
  if (current.from === startedOn) return { due: false, reason: 'first-year', year: current.from }
  const within = (granted: ClubDate) =>
    clubDaysBetween(current.from, granted) >= 0 && clubDaysBetween(granted, current.until) >= 0
  if (grantedYears.some(within)) return { due: false, reason: 'granted', year: current.from }
  return { due: true, year: current.from }
}

/** The day the member's next membership year begins: the first anniversary of their start date after today. */
export function nextRenewalOn(startedOn: ClubDate, today: ClubDate): ClubDate {
  return addClubDays(membershipYearOf(startedOn, today).until, 1)
}

export interface RenewalGrant {
  /** The ledger row's signed points. */
  points: number
  /** Unused points that lapse (0 with carry-over). */
  lapsed: number
  balanceAfter: number
}

/**
 * Without carry-over the balance becomes the tier's annual points and the unused ones lapse; with it the annual points
 * are added. Either way one ledger row moves the balance, so the balance still equals the sum of the ledger.
 */
export function renewalGrant(annualPoints: number, balance: number, carryOver: boolean): RenewalGrant {
  if (carryOver) return { points: annualPoints, lapsed: 0, balanceAfter: balance + annualPoints }
  return { points: annualPoints - balance, lapsed: balance, balanceAfter: annualPoints }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `Membership year from Nov 24, 2026: 3,350 annual points; 120 unused points lapsed` */
export function renewalDescription(year: ClubDate, annualPoints: number, lapsed: number): string {
  const [y, m, d] = year.split('-').map(Number) as [number, number, number]
  const points = (count: number) => count.toLocaleString('en-US')
  const head = `Membership year from ${MONTHS[m - 1]} ${d}, ${y}: ${points(annualPoints)} annual points`
  if (lapsed === 0) return head
  return `${head}; ${points(lapsed)} unused ${lapsed === 1 ? 'point' : 'points'} lapsed`
}

/** `POST /admin/members/{id}/renew` answers what it granted. */
export const membershipRenewedSchema = answer(
  z.object({
    username: z.string(),
    membership_year: z.string(),
    granted: z.number().int(),
    lapsed: z.number().int(),
    current_points: z.number().int(),
  }),
)
export type MembershipRenewed = z.infer<typeof membershipRenewedSchema>

/** `GET /admin/members/{id}/renewal`: whether staff may renew the member now, and when the next renewal falls due. */
export const renewalStateSchema = answer(
  z.object({
    due: z.boolean(),
    /** The first day of the member's current membership year. */
    membership_year: z.string(),
    /** Why a renewal is not due: the first year, already granted, or the member is removed; null when due. */
    reason: z.enum(['first-year', 'granted', 'removed']).nullable(),
    /** The first day of the next membership year. */
    next_renewal_on: z.string(),
  }),
)
export type RenewalState = z.infer<typeof renewalStateSchema>
