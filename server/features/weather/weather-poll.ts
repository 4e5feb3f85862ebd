import { WEATHER_POLL_MINUTES } from '../../../common/weather/weather-rules.ts'
import type { Db } from '../../db/database.ts'
import { scheduleWork, type WorkHandler } from '../scheduled-work/scheduled-work.ts'
import { refreshAlerts, type WeatherSettings } from './weather-source.ts'

export const WEATHER_POLL_WORK = 'weather_poll'
const PERIOD_MS = WEATHER_POLL_MINUTES * 60_000

/** The start of the 15-minute period holding `at`; a period's poll is one row, whoever schedules it. */
function periodOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / PERIOD_MS) * PERIOD_MS)
}

/** Schedules the poll of the period holding `at` (due at its start), unless any instance already has. */
export async function schedulePoll(tx: Db, at: Date): Promise<void> {
  const dueAt = periodOf(at)
  await scheduleWork(tx, {
    kind: WEATHER_POLL_WORK,
    key: `weather-poll:${dueAt.toISOString()}`,
    dueAt,
    payload: {},
  })
}

/**
 * One period's read of the source, then the next period's poll: a source that fails is a normal outcome (logged once
 * by `refreshAlerts`), so the work is done either way, and an instance that was down polls once, not once per period
 * it missed. Without a source configured the chain ends.
 */
export function weatherPoll(settings: WeatherSettings, logger: Parameters<typeof refreshAlerts>[2]): WorkHandler {
  return async (tx, { now }) => {
    const { alertsUrl } = settings
    if (!alertsUrl) return
    await refreshAlerts(tx, { ...settings, alertsUrl }, logger, now)
    await schedulePoll(tx, new Date(periodOf(now).getTime() + PERIOD_MS))
  }
}
