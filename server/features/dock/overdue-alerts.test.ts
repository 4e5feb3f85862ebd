import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import { buildApp } from '../../app.ts'
import type { Database } from '../../db/database.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { addCaptain, crewedOuting, signedInCaptain } from '../../test/test-dock.ts'
import { openSocket } from '../../test/websocket-client.ts'
import { club } from '../../../common/club.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { scheduledWork } from '../scheduled-work/scheduled-work-table.ts'

const MINUTE = 60_000
const reading = { engine_hours: 200, fuel_percent: 95, guests_aboard: 3, notes: '' }
const quiet = { SCHEDULED_WORK_POLL_MS: '60000' }

async function alertsFor(app: FastifyInstance, reference: string) {
  const letters = await app.db
    .select({ subject: emailOutbox.subject, to: emailOutbox.recipients, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%(${reference})`))
  return letters.filter((letter) => /overdue/i.test(letter.subject))
}

/** What a staff socket hears: every message since it opened, collected as it comes (NOTIFY crosses instances). */
interface Listening {
  close(): void
  /** The messages that arrived since the last call, after a moment for any still on their way. */
  drained(waitMs?: number): Promise<unknown[]>
}

async function staffSocket(app: FastifyInstance, admin: SignedIn): Promise<Listening> {
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const { socket } = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${admin.id}`, {
    cookie: admin.cookie,
    origin,
  })
  let heard: unknown[] = []
  socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString('utf8'))))
  return {
    close: () => socket.close(),
    async drained(waitMs = 300) {
      await new Promise((resolve) => setTimeout(resolve, waitMs))
      const messages = heard
      heard = []
      return messages
    },
  }
}

describe('an outing late back', () => {
  const clock = testClock(clubInstant('2026-12-07', 9))
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn
  let captain: SignedIn
  let captainId: number
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { ...quiet, OVERDUE_GRACE_MINUTES: '1' } })
    await app.listen({ host: '127.0.0.1', port: 0 })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Diamond', points: 50_000 })
    captainId = await addCaptain(app, admin, ['peace', 'rallypoint'])
    captain = await signedInCaptain(app, admin, captainId)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('alarms staff once at its expected return and the grace, then every 30 minutes until it checks in', async () => {
    const outing = await crewedOuting(
      app,
      admin,
      member,
      { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-08' },
      captainId,
    )
    const socket = await staffSocket(app, admin)
    clock.set(new Date(outing.startAt.getTime() - 30 * MINUTE))
    const out = await call(app, captain, 'POST', `/api/admin/bookings/${outing.bookingId}/check-out`, reading)
    expect(out.statusCode).toBe(200)
    const reference = out.json().reference as string
    expect(out.json().expected_return_at).toBe(clubIsoTime(outing.endAt))

    clock.set(new Date(outing.endAt.getTime() + 59_000))
    expect(await app.scheduledWork.runDue()).toBe(0)
    expect((await call(app, admin, 'GET', '/api/crew/outings')).json()[0].state).toBe('out')

    clock.set(new Date(outing.endAt.getTime() + MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect(await app.scheduledWork.runDue()).toBe(0)
    const [first, ...none] = await alertsFor(app, reference)
    expect(none).toEqual([])
    expect(first).toMatchObject({ to: club.email, subject: `Overdue: 63' Peace (${reference})` })
    expect(first?.text).toContain('/admin?tab=fleet')
    expect(await socket.drained()).toEqual([
      {
        event: 'outing_overdue',
        booking_id: outing.bookingId,
        vessel_id: 'peace',
        expected_at: clubIsoTime(outing.endAt),
      },
    ])
    expect((await call(app, admin, 'GET', '/api/crew/outings')).json()[0].state).toBe('overdue')

    clock.set(new Date(outing.endAt.getTime() + 30 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(0)
    clock.set(new Date(outing.endAt.getTime() + 31 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect((await alertsFor(app, reference)).map((letter) => letter.subject)).toEqual([
      `Overdue: 63' Peace (${reference})`,
      `Still overdue: 63' Peace (${reference})`,
    ])
    expect(await socket.drained()).toHaveLength(1)

    const back = await call(app, captain, 'POST', `/api/admin/bookings/${outing.bookingId}/check-in`, {
      ...reading,
      engine_hours: 204,
    })
    expect(back.statusCode).toBe(200)
    expect(await socket.drained()).toEqual([{ event: 'outing_back', booking_id: outing.bookingId, vessel_id: 'peace' }])
    clock.set(new Date(outing.endAt.getTime() + 5 * 60 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(0)
    expect(await alertsFor(app, reference)).toHaveLength(2)
    const pending = await app.db
      .select()
      .from(scheduledWork)
      .where(and(like(scheduledWork.key, `overdue:${outing.bookingId}:%`)))
    expect(pending.map((work) => [work.key.split(':')[2], work.doneAt !== null, work.cancelledAt !== null])).toEqual(
      expect.arrayContaining([
        ['1', true, false],
        ['2', true, false],
        ['3', false, true],
      ]),
    )
    socket.close()
  })

  it('sends one late alert, not a burst, after no instance ran for hours', async () => {
    const outing = await crewedOuting(
      app,
      admin,
      member,
      { vessel_id: 'rallypoint', tour_type: 'Half Day Morning', date: '2026-12-09' },
      captainId,
    )
    clock.set(new Date(outing.startAt.getTime() - 10 * MINUTE))
    const out = await call(app, admin, 'POST', `/api/admin/bookings/${outing.bookingId}/check-out`, reading)
    expect(out.statusCode).toBe(200)
    clock.set(new Date(outing.endAt.getTime() + 4 * 60 * MINUTE))
    expect(await app.scheduledWork.runDue()).toBe(1)
    expect(await alertsFor(app, out.json().reference as string)).toHaveLength(1)
    const [next] = await app.db
      .select()
      .from(scheduledWork)
      .where(and(like(scheduledWork.key, `overdue:${outing.bookingId}:%`), eq(scheduledWork.attempts, 0)))
    expect(next?.dueAt.getTime()).toBeGreaterThan(clock.now().getTime())
    expect(next!.dueAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(30 * MINUTE)
  })
})

// Two instances share one PostgreSQL database; the embedded database has one instance per data folder.
if (inject('testDatabaseTemplate').driver === 'postgres') {
  describe('overdue alerts on two instances', () => {
    const clock = testClock(clubInstant('2026-12-07', 9))
    let shared: ServerDatabase
    const apps: FastifyInstance[] = []
    const databases: Database[] = []
    beforeAll(async () => {
      shared = await createServerDatabase()
      for (let index = 0; index < 2; index++) {
        const database = await shared.open()
        if (index === 0) await database.migrate()
        databases.push(database)
        const config = testConfig({ ...quiet, DATABASE_URL: shared.env.DATABASE_URL! })
        apps.push(await buildApp({ config, database, now: clock.now }))
      }
      await apps[0]!.listen({ host: '127.0.0.1', port: 0 })
    })
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close()
      await shared?.remove()
    })

    it('sends each alert exactly once, however the instances race, and none after check-in', async () => {
      const [one, two] = apps as [FastifyInstance, FastifyInstance]
      const admin = await signedIn(one, { userType: 'admin' })
      const member = await signedIn(one, { tier: 'Diamond', points: 50_000 })
      const captainId = await addCaptain(one, admin, ['peace', 'rallypoint', 'topshelf'])
      const socket = await staffSocket(one, admin)
      const booked = []
      for (const vessel_id of ['peace', 'rallypoint', 'topshelf']) {
        booked.push(
          await crewedOuting(
            one,
            admin,
            member,
            { vessel_id, tour_type: 'Half Day Morning', date: '2026-12-08' },
            vessel_id === 'peace' ? captainId : undefined,
          ),
        )
      }
      clock.set(new Date(booked[0]!.startAt.getTime() - 30 * MINUTE))
      const outings = []
      for (const outing of booked) {
        const out = await call(two, admin, 'POST', `/api/admin/bookings/${outing.bookingId}/check-out`, reading)
        expect(out.statusCode).toBe(200)
        outings.push({ ...outing, reference: out.json().reference as string })
      }
      const endAt = outings[0]!.endAt.getTime()
      /** Both instances at once (a second call on one instance joins its run): how many alerts they sent. */
      const race = async (lateMinutes: number) => {
        clock.set(new Date(endAt + lateMinutes * MINUTE))
        const runs = await Promise.all([one, two].map((app) => app.scheduledWork.runDue()))
        return runs.reduce((sum, done) => sum + done, 0)
      }
      expect(await race(30)).toBe(3)
      expect(await race(31)).toBe(0)
      expect(await race(60)).toBe(3)
      const back = await call(one, admin, 'POST', `/api/admin/bookings/${outings[2]!.bookingId}/check-in`, {
        ...reading,
        engine_hours: 210,
      })
      expect(back.statusCode).toBe(200)
      expect(await race(90)).toBe(2)
      for (const [index, outing] of outings.entries()) {
        expect((await alertsFor(one, outing.reference)).length, outing.reference).toBe(index === 2 ? 2 : 3)
      }
      const heard = (await socket.drained(500)) as { event: string }[]
      expect(heard.filter((message) => message.event === 'outing_overdue')).toHaveLength(8)
      expect(heard.filter((message) => message.event === 'outing_back')).toHaveLength(1)
      socket.close()
    })
  })
}
