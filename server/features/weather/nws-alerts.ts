import { z } from 'zod'
import { club } from '../../../common/club.ts'
import type { SourceAlert } from '../../../common/weather/weather-rules.ts'

/** How long one read of the source may take before it counts as down. */
export const SOURCE_TIMEOUT_MS = 5000

const optionalText = z.string().nullish()

/**
 * The part of an NWS alerts answer (a GeoJSON FeatureCollection, `application/geo+json`) the club reads; everything else
 * the service sends is let through and ignored, so a field added upstream breaks nothing.
 */
const alertsDocumentSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      properties: z.looseObject({
        id: z.string().min(1),
        event: z.string().min(1),
        status: optionalText,
        messageType: optionalText,
        headline: optionalText,
        effective: optionalText,
        onset: optionalText,
        expires: optionalText,
        ends: optionalText,
      }),
    }),
  ),
})

export type SourceRead = { ok: true; alerts: SourceAlert[] } | { ok: false; problem: string }

/** The address to read: `WEATHER_ALERTS_URL` as given, with `?zone=` the marine zone when it has no query of its own. */
export function alertsAddress(url: string, zone: string): string {
  const address = new URL(url)
  if (address.search === '') address.searchParams.set('zone', zone)
  return address.toString()
}

/** Reads the active alerts once; any failure (down, slow, an error status, not JSON, the wrong shape) says why. */
export async function readNwsAlerts(address: string): Promise<SourceRead> {
  let response: Response
  try {
    response = await fetch(address, {
      headers: {
        // NWS asks every client to name itself and a contact in the User-Agent.
        'user-agent': `(${club.name}, ${club.email})`,
        accept: 'application/geo+json',
      },
      signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
      redirect: 'follow',
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    return { ok: false, problem: timedOut ? `no answer within ${SOURCE_TIMEOUT_MS / 1000} s` : 'unreachable' }
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { ok: false, problem: `HTTP ${response.status}` }
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { ok: false, problem: 'the answer is not JSON' }
  }
  const parsed = alertsDocumentSchema.safeParse(body)
  if (!parsed.success) return { ok: false, problem: 'the answer is not an alerts FeatureCollection' }
  return { ok: true, alerts: parsed.data.features.map((feature) => feature.properties) }
}
