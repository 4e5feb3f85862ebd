import { like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { club } from '../../../common/club.ts'
import { clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import { buildApp } from '../../app.ts'
import type { Database } from '../../db/database.ts'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { nwsDocument, nwsFixture, type NwsStandIn, startNwsStandIn } from '../../test/nws-stand-in.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { scheduledWork } from '../scheduled-work/scheduled-work-table.ts'

const DAY0 = '2026-12-09'
const MINUTE = 60_000
const quiet = { SCHEDULED_WORK_POLL_MS: '60000' }

async function alertsShown(app: FastifyInstance, admin: SignedIn) {
  const answer = await call(app, admin, 'GET', '/api/admin/weather')
  expect(answer.statusCode).toBe(200)
  return answer.json().alerts as { id: string; event: string; onset: string; ends: string }[]
}

describe('the weather source', () => {
  const clock = testClock(clubInstant(DAY0, 6, 31))
  const log = capturingLogger()
  let nws: NwsStandIn
  let app: FastifyInstance
  let admin: SignedIn
  const said = (message: string) => log.lines.filter((line) => line.msg === message)
  beforeAll(async () => {
    nws = await startNwsStandIn()
    app = await buildTestApp({ now: clock.now, logger: log.logger, env: { ...quiet, WEATHER_ALERTS_URL: nws.url } })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
    await nws?.close()
  })

  it('is read once per 15 minutes, as NWS asks, keeping only the alerts that count', async () => {
    const fixtures = ['small-craft-advisory', 'gale-warning', 'special-marine-warning', 'expired-alert'] as const
    nws.serve(nwsDocument([...fixtures], DAY0))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect(nws.requests).toHaveLength(1)
    expect(nws.requests[0]!.url).toBe('/alerts/active?zone=GMZ856')
    expect(nws.requests[0]!.headers.accept).toBe('application/geo+json')
    expect(nws.requests[0]!.headers['user-agent']).toContain(club.email)

    // The expired advisory, the cancelling message and the rip current statement are left out; a warning with no
    // `ends` runs until it `expires`.
    expect(await alertsShown(app, admin)).toEqual([
      expect.objectContaining({
        event: 'Special Marine Warning',
        onset: clubIsoTime(clubInstant(DAY0, 6)),
        ends: clubIsoTime(clubInstant(DAY0, 9, 30)),
      }),
      expect.objectContaining({
        event: 'Small Craft Advisory',
        onset: clubIsoTime(clubInstant(DAY0, 12)),
        ends: clubIsoTime(clubInstant('2026-12-10', 6)),
      }),
      expect.objectContaining({ event: 'Gale Warning', onset: clubIsoTime(clubInstant('2026-12-10', 12)) }),
    ])
    expect(await app.scheduledWork.runDue()).toBe(0)
    clock.set(new Date(clock.now().getTime() + 13 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(0)
    clock.set(new Date(clock.now().getTime() + 2 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect(nws.requests).toHaveLength(2)
    expect(await app.scheduledWork.runDue()).toBe(0)
  })

  it('keeps the alerts last read while the source is down or answers nonsense, and says so once', async () => {
    const before = await alertsShown(app, admin)
    expect(before).toHaveLength(3)
    const failures: Array<() => void> = [
      () => nws.answer(500, '<html>Service Unavailable</html>'),
      () => nws.answer(200, '{"type": "FeatureColl', 'application/geo+json'),
      () => nws.serve(nwsFixture('malformed')),
      () => nws.serve({ type: 'FeatureCollection', features: [{ properties: { id: 'x' } }] }),
    ]
    for (const fail of failures) {
      fail()
      clock.set(new Date(clock.now().getTime() + 15 * MINUTE))
      expect(await app.scheduledWork.runDue()).toBe(1)
      expect(await alertsShown(app, admin)).toEqual(before)
    }
    const refused = await call(app, admin, 'POST', '/api/admin/weather/refresh')
    expect(refused.statusCode).toBe(502)
    expect(refused.json().detail).toMatch(/could not be read .*the alerts last read stay/)
    expect(await alertsShown(app, admin)).toEqual(before)
    expect(said('Weather alerts: the source failed; keeping the alerts last read')).toHaveLength(1)
    expect((await call(app, admin, 'GET', '/api/admin/weather')).json().source).toMatchObject({ failing: true })

    nws.serve(nwsDocument(['gale-warning'], DAY0))
    const refreshed = await call(app, admin, 'POST', '/api/admin/weather/refresh')
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json().alerts.map((alert: { event: string }) => alert.event)).toEqual(['Gale Warning'])
    expect(refreshed.json().source).toMatchObject({ configured: true, failing: false })
    clock.set(new Date(clock.now().getTime() + 15 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect(said('Weather alerts: the source has recovered')).toHaveLength(1)
    expect(said('Weather alerts: the source failed; keeping the alerts last read')).toHaveLength(1)
  })

  it('answers staff only', async () => {
    const member = await signedIn(app)
    for (const [method, url] of [
      ['GET', '/api/admin/weather'],
      ['POST', '/api/admin/weather/refresh'],
      ['POST', '/api/admin/weather/cancellations'],
    ] as const) {
      const body = method === 'POST' ? { booking_ids: ['B-22222'], reason: 'Gale' } : undefined
      expect((await call(app, member, method, url, body)).statusCode, url).toBe(403)
      expect((await call(app, undefined, method, url, body)).statusCode, url).toBe(401)
    }
  })
})

describe('without a weather source', () => {
  const clock = testClock(clubInstant(DAY0, 6, 31))
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: quiet })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('reads nothing, and Check now says the source is not set up', async () => {
    const admin = await signedIn(app, { userType: 'admin' })
    const refreshed = await call(app, admin, 'POST', '/api/admin/weather/refresh')
    expect(refreshed.statusCode).toBe(503)
    expect(refreshed.json().detail).toBe('The weather source is not set up (WEATHER_ALERTS_URL).')
    const view = await call(app, admin, 'GET', '/api/admin/weather')
    expect(view.json()).toEqual({
      alerts: [],
      outings_at_risk: [],
      source: { configured: false, failing: false, last_read_at: null, last_success_at: null },
    })
    expect(await app.db.select().from(scheduledWork).where(like(scheduledWork.key, 'weather-poll:%'))).toEqual([])
  })
})

// Two instances share one PostgreSQL database; the embedded database has one instance per data folder.
if (inject('testDatabaseTemplate').driver === 'postgres') {
  describe('the weather source on two instances', () => {
    const clock = testClock(clubInstant(DAY0, 6, 31))
    let shared: ServerDatabase
    let nws: NwsStandIn
    const apps: FastifyInstance[] = []
    const databases: Database[] = []
    beforeAll(async () => {
      nws = await startNwsStandIn()
      nws.serve(nwsDocument(['small-craft-advisory'], DAY0))
      shared = await createServerDatabase()
      for (let index = 0; index < 2; index++) {
        const database = await shared.open()
        if (index === 0) await database.migrate()
        databases.push(database)
        const env = { ...quiet, DATABASE_URL: shared.env.DATABASE_URL!, WEATHER_ALERTS_URL: nws.url }
        apps.push(await buildApp({ config: testConfig(env), database, now: clock.now }))
      }
    })
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close()
      await shared?.remove()
      await nws?.close()
    })

    it('is read once per period, whichever instance gets there first', async () => {
      const race = async () => {
        const runs = await Promise.all(apps.map((app) => app.scheduledWork.runDue()))
        return runs.reduce((sum, done) => sum + done, 0)
      }
      expect(await race()).toBe(1)
      expect(await race()).toBe(0)
      clock.set(new Date(clock.now().getTime() + 15 * MINUTE))
      expect(await race()).toBe(1)
      clock.set(new Date(clock.now().getTime() + 3 * 60 * MINUTE))
      expect(await race()).toBe(1)
      expect(nws.requests).toHaveLength(3)
    })
  })
}
