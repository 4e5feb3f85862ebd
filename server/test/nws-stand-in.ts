import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { addClubDays, type ClubDate, clubDateOf, clubInstant, clubIsoTime } from '../../common/club-time.ts'

/** The recorded answers of the National Weather Service's alerts API (server/features/weather/fixtures/). */
export type NwsFixture =
  'small-craft-advisory' | 'gale-warning' | 'special-marine-warning' | 'expired-alert' | 'malformed'

/** The club day the fixtures were recorded on: their times are moved to the day a test names, clock times kept. */
const RECORDED_ON = '2025-12-05'
const TIME_FIELDS = ['sent', 'effective', 'onset', 'expires', 'ends'] as const
const fixturesDir = path.join(import.meta.dirname, '../features/weather/fixtures')

interface Feature {
  properties: Record<string, unknown>
}

export function nwsFixture(name: NwsFixture): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8'))
}

function moved(value: string, days: number): string {
  const instant = new Date(value)
  const day = clubDateOf(instant)
  const sinceMidnight = instant.getTime() - clubInstant(day, 0).getTime()
  return clubIsoTime(new Date(clubInstant(addClubDays(day, days), 0).getTime() + sinceMidnight))
}

/**
 * One alerts document holding the features of `fixtures`, their times moved so the day they were recorded on becomes
 * `dayZero` (a Small Craft Advisory recorded from noon to 6 am the next day then runs from noon on `dayZero`).
 */
export function nwsDocument(fixtures: NwsFixture[], dayZero: ClubDate): Record<string, unknown> {
  const days = Math.round((clubInstant(dayZero, 12).getTime() - clubInstant(RECORDED_ON, 12).getTime()) / 86_400_000)
  const features = fixtures.flatMap((name) => (nwsFixture(name).features as Feature[] | undefined) ?? [])
  return {
    ...nwsFixture('small-craft-advisory'),
    features: features.map((feature) => {
      const properties = { ...feature.properties }
      for (const field of TIME_FIELDS) {
        const value = properties[field]
        if (typeof value === 'string') properties[field] = moved(value, days)
      }
      return { ...feature, properties }
    }),
  }
}

/** A document of one recorded alert (a Small Craft Advisory unless named) applying from `from` to `to`, issued `now`. */
export function nwsAlertOver(from: Date, to: Date, now: Date, fixture: NwsFixture = 'small-craft-advisory') {
  const recorded = nwsFixture(fixture)
  const [feature] = recorded.features as Feature[]
  const issued = clubIsoTime(now)
  const properties = {
    ...feature!.properties,
    id: `${String(feature!.properties.id)}.${from.getTime()}`,
    sent: issued,
    effective: issued,
    onset: clubIsoTime(from),
    expires: clubIsoTime(to),
    ends: clubIsoTime(to),
  }
  return { ...recorded, features: [{ ...feature, properties }] }
}

export const emptyNwsDocument = () => ({ ...nwsFixture('small-craft-advisory'), features: [] })

/**
 * A local stand-in for api.weather.gov on a port of its own: it answers every GET with what the test last set (an
 * empty FeatureCollection at first) and keeps each request's address and headers.
 */
export async function startNwsStandIn(port = 0) {
  let answer = { status: 200, type: 'application/geo+json', body: JSON.stringify(emptyNwsDocument()) }
  const requests: { url: string; headers: http.IncomingHttpHeaders }[] = []
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers })
    response.writeHead(answer.status, { 'content-type': answer.type })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts/active`
  return {
    url: address,
    requests,
    serve(document: unknown) {
      answer = { status: 200, type: 'application/geo+json', body: JSON.stringify(document) }
    },
    answer(status: number, body: string, type = 'text/html') {
      answer = { status, type, body }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type NwsStandIn = Awaited<ReturnType<typeof startNwsStandIn>>
