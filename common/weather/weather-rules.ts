import { addClubDays, type ClubDate, clubDateOf, clubDaysBetween } from '../club-time.ts'

/** The National Weather Service alerts that put outings on a weather watch (member-api §8). */
export const countedAlertEvents = [
  'Small Craft Advisory',
  'Gale Warning',
  'Storm Warning',
  'Hurricane Warning',
  'Tropical Storm Warning',
  'Hurricane Force Wind Warning',
  'Special Marine Warning',
] as const

/** How often the source is read, when it is configured. */
export const WEATHER_POLL_MINUTES = 15
/** A member whose outing the club cancelled for weather may rebook ahead of others for this long. */
export const REBOOKING_PRIORITY_DAYS = 7
/** How far past their tier's booking window that one priority booking may reach. */
export const REBOOKING_PRIORITY_REACH_DAYS = 30

/** One alert as the source gives it, the fields the rules weigh (times as ISO 8601 strings or null). */
export interface SourceAlert {
  id: string
  event: string
  status?: string | null
  messageType?: string | null
  headline?: string | null
  effective?: string | null
  onset?: string | null
  expires?: string | null
  ends?: string | null
}

/** An alert that counts, with the window it applies to. */
export interface WeatherAlert {
  id: string
  event: string
  headline: string
  onset: Date
  ends: Date
}

function instant(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

/**
 * The alerts of a successful read that count at `now`: a counted event, an actual alert (not a test or an exercise)
 * and not a cancelling message, applying from `onset` (or `effective`) to `ends` (or `expires`), and not yet over.
 */
export function alertsThatCount(source: readonly SourceAlert[], now: Date): WeatherAlert[] {
  const counted = new Set<string>(countedAlertEvents)
  const alerts = new Map<string, WeatherAlert>()
  for (const alert of source) {
    if (!counted.has(alert.event)) continue
    if (alert.messageType === 'Cancel' || (alert.status && alert.status !== 'Actual')) continue
    const onset = instant(alert.onset) ?? instant(alert.effective)
    const ends = instant(alert.ends) ?? instant(alert.expires)
    if (!onset || !ends || ends <= now || ends <= onset) continue
    alerts.set(alert.id, {
      id: alert.id,
      event: alert.event,
      headline: alert.headline?.trim() || alert.event,
      onset,
      ends,
    })
  }
  return [...alerts.values()].sort((a, b) => a.onset.getTime() - b.onset.getTime() || a.id.localeCompare(b.id))
}

/** Whether an outing from `startAt` to `endAt` overlaps an alert's window (touching ends do not overlap). */
export function overlaps(alert: Pick<WeatherAlert, 'onset' | 'ends'>, startAt: Date, endAt: Date): boolean {
  return startAt < alert.ends && endAt > alert.onset
}

/**
 * The alert an outing is under at `now`, the earliest of those overlapping it, or undefined: an outing over, or an
 * alert over, puts nothing at risk.
 */
export function alertOver<Alert extends Pick<WeatherAlert, 'onset' | 'ends'>>(
  alerts: readonly Alert[],
  outing: { startAt: Date; endAt: Date },
  now: Date,
): Alert | undefined {
  if (outing.endAt <= now) return undefined
  return alerts.find((alert) => alert.ends > now && overlaps(alert, outing.startAt, outing.endAt))
}

/**
 * Whether a member's own cancellation gives every point back: more than 48 hours ahead (`freeByNotice`), or while a
 * counted alert overlaps the outing, whatever the notice.
 */
export function cancelsWithoutLoss(freeByNotice: boolean, underWarning: boolean): boolean {
  return freeByNotice || underWarning
}

/** When a priority granted at `grantedAt` ends. */
export function priorityUntil(grantedAt: Date): Date {
  return new Date(grantedAt.getTime() + REBOOKING_PRIORITY_DAYS * 86_400_000)
}

/** The last day a member with an unused priority may book at `now`: their tier's window plus the reach. */
export function priorityReachesTo(bookingWindowDays: number, now: Date): ClubDate {
  return addClubDays(clubDateOf(now), bookingWindowDays + REBOOKING_PRIORITY_REACH_DAYS)
}

/** Whether a booking of `date` made at `now` needs the priority: it is past the tier's own window. */
export function needsPriority(bookingWindowDays: number, date: ClubDate, now: Date): boolean {
  return clubDaysBetween(clubDateOf(now), date) > bookingWindowDays
}
