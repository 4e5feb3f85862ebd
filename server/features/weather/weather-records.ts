import { and, asc, eq, gt, lt } from 'drizzle-orm'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { OutingAtRisk, WeatherAnswer, WeatherNotice } from '../../../common/weather/weather-api.ts'
import { alertOver, type WeatherAlert } from '../../../common/weather/weather-rules.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, vessels } from '../bookings/booking-tables.ts'
import { itemName } from '../bookings/vessel-catalogue.ts'
import { weatherAlerts, weatherSource } from './weather-tables.ts'

/** The alerts of the last successful read that are not yet over at `now`, earliest first. */
export async function currentAlerts(db: Db, now: Date): Promise<WeatherAlert[]> {
  return db
    .select({
      id: weatherAlerts.id,
      event: weatherAlerts.event,
      headline: weatherAlerts.headline,
      onset: weatherAlerts.onset,
      ends: weatherAlerts.ends,
    })
    .from(weatherAlerts)
    .where(gt(weatherAlerts.ends, now))
    .orderBy(asc(weatherAlerts.onset), asc(weatherAlerts.id))
}

export function noticeOf(alert: WeatherAlert | undefined): WeatherNotice | null {
  return alert ? { event: alert.event, headline: alert.headline, ends: clubIsoTime(alert.ends) } : null
}

/** The alert an outing not yet over is under at `now`, or undefined. */
export async function alertOverOuting(db: Db, outing: { startAt: Date; endAt: Date }, now: Date) {
  return alertOver(await currentAlerts(db, now), outing, now)
}

/** Booked outings not yet over that overlap a current alert, earliest first, each with the first alert over it. */
export async function outingsAtRisk(db: Db, alerts: readonly WeatherAlert[], now: Date): Promise<OutingAtRisk[]> {
  if (alerts.length === 0) return []
  const lastEnd = new Date(Math.max(...alerts.map((alert) => alert.ends.getTime())))
  const rows = await db
    .select({
      booking: bookings,
      vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet },
      member: { memberId: members.memberId, firstName: members.firstName, lastName: members.lastName },
    })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .innerJoin(members, eq(members.id, bookings.memberId))
    .where(and(eq(bookings.status, 'booked'), gt(bookings.endAt, now), lt(bookings.startAt, lastEnd)))
    .orderBy(asc(bookings.startAt), asc(bookings.vesselKey))
  return rows.flatMap(({ booking, vessel, member }) => {
    const alert = alertOver(alerts, booking, now)
    if (!alert) return []
    return [
      {
        booking_id: booking.id,
        reference: booking.reference,
        vessel_id: booking.vesselKey,
        item: itemName(vessel),
        member_name: `${member.firstName} ${member.lastName}`,
        member_id: member.memberId,
        tour_type: booking.tourType,
        start_at: clubIsoTime(booking.startAt),
        end_at: clubIsoTime(booking.endAt),
        started: booking.startAt <= now,
        alert_id: alert.id,
      },
    ]
  })
}

/** Staff's weather view: the current alerts, the outings under them, and how the source stands. */
export async function weatherView(db: Db, now: Date, configured: boolean): Promise<WeatherAnswer> {
  const alerts = await currentAlerts(db, now)
  const [source] = await db.select().from(weatherSource)
  return {
    alerts: alerts.map((alert) => ({
      id: alert.id,
      event: alert.event,
      headline: alert.headline,
      onset: clubIsoTime(alert.onset),
      ends: clubIsoTime(alert.ends),
    })),
    outings_at_risk: await outingsAtRisk(db, alerts, now),
    source: {
      configured,
      failing: source?.failing ?? false,
      last_read_at: source?.lastReadAt ? clubIsoTime(source.lastReadAt) : null,
      last_success_at: source?.lastSuccessAt ? clubIsoTime(source.lastSuccessAt) : null,
    },
  }
}
