import { eq } from 'drizzle-orm'
import { alertsThatCount } from '../../../common/weather/weather-rules.ts'
import type { Db } from '../../db/database.ts'
import { alertsAddress, readNwsAlerts } from './nws-alerts.ts'
import { weatherAlerts, weatherSource } from './weather-tables.ts'

export interface WeatherSettings {
  /** `WEATHER_ALERTS_URL`; unset, the source is off. */
  alertsUrl?: string
  marineZone: string
}

interface Logger {
  warn(object: object, message: string): void
  info(object: object, message: string): void
}

export type RefreshOutcome = { ok: true; alerts: number } | { ok: false; problem: string }

/**
 * Reads the source once in `tx`: a good answer replaces the stored alerts with those that count; a failed one leaves
 * them as they are. The source's row is locked first, so reads never overlap, and it remembers whether the source was
 * failing: a failure is logged when it starts and the recovery when it ends, never once per read.
 */
export async function refreshAlerts(
  tx: Db,
  settings: WeatherSettings & { alertsUrl: string },
  logger: Logger,
  now: Date,
): Promise<RefreshOutcome> {
  const [state] = await tx.select().from(weatherSource).where(eq(weatherSource.id, 1)).for('update')
  const wasFailing = state?.failing ?? false
  const address = alertsAddress(settings.alertsUrl, settings.marineZone)
  const read = await readNwsAlerts(address)
  if (!read.ok) {
    await tx
      .update(weatherSource)
      .set({ failing: true, lastError: read.problem, lastReadAt: now })
      .where(eq(weatherSource.id, 1))
    if (!wasFailing) {
      logger.warn(
        { source: address, problem: read.problem },
        'Weather alerts: the source failed; keeping the alerts last read',
      )
    }
    return { ok: false, problem: read.problem }
  }
  const alerts = alertsThatCount(read.alerts, now)
  await tx.delete(weatherAlerts)
  if (alerts.length > 0) await tx.insert(weatherAlerts).values(alerts.map((alert) => ({ ...alert, readAt: now })))
  await tx
    .update(weatherSource)
    .set({ failing: false, lastError: null, lastReadAt: now, lastSuccessAt: now })
    .where(eq(weatherSource.id, 1))
  if (wasFailing) logger.info({ source: address, alerts: alerts.length }, 'Weather alerts: the source has recovered')
  return { ok: true, alerts: alerts.length }
}
