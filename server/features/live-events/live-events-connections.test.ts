import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, inject, it, vi } from 'vitest'
import { SESSION_ENDED_CLOSE_CODE } from '../../../common/live-events.ts'
import { buildApp } from '../../app.ts'
import { LISTENER_APPLICATION_NAME, openDatabase } from '../../db/database.ts'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { createTestDatabase, databaseUrl } from '../../test/test-database.ts'
import { listeningApps } from '../../test/listening-apps.ts'
import { openSocket, unresponsiveSocket } from '../../test/websocket-client.ts'
import { type MemberRow, members } from '../accounts/members-table.ts'
import { addAccount, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

const listening = listeningApps()

function eventsUrl(app: FastifyInstance, member: MemberRow) {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/web_socket/ws/${member.id}`
}

/** A member and the headers their portal tab opens its socket with. */
async function memberWithSession(app: FastifyInstance) {
  const member = await addAccount(app)
  const cookie = sessionCookieOf(await logIn(app, { username: member.username, password: 'Correct-Horse-1' }))
  return { member, headers: { cookie } }
}

async function appPingingEvery(pingIntervalMs: number) {
  const database = await createTestDatabase()
  try {
    return await buildApp({ config: testConfig(), database, liveEventsPingIntervalMs: pingIntervalMs })
  } catch (error) {
    await database.close()
    throw error
  }
}

describe('live event sockets', () => {
  it('are closed when they stop answering pings; those that answer stay open', async () => {
    const app = await listening(await appPingingEvery(300))
    const { member, headers } = await memberWithSession(app)
    const answering = await openSocket(eventsUrl(app, member), headers)
    let pings = 0
    answering.socket.on('ping', () => (pings += 1))
    const vanished = await unresponsiveSocket(eventsUrl(app, member), headers)

    await once(vanished, 'close')
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3), { timeout: 10_000 })
    expect(answering.socket.readyState).toBe(answering.socket.OPEN)
  })

  it('are closed with 4401 once their session ends, by logout or deactivation; a live session’s stay open', async () => {
    const app = await listening(await appPingingEvery(300))
    const { member, headers } = await memberWithSession(app)
    const otherBrowser = {
      cookie: sessionCookieOf(await logIn(app, { username: member.username, password: 'Correct-Horse-1' })),
    }
    const loggingOut = await openSocket(eventsUrl(app, member), headers)
    const staying = await openSocket(eventsUrl(app, member), otherBrowser)
    let pings = 0
    staying.socket.on('ping', () => (pings += 1))

    expect((await app.inject({ method: 'POST', url: '/api/validate-user/logout/', headers })).statusCode).toBe(200)
    expect(await loggingOut.closed).toBe(SESSION_ENDED_CLOSE_CODE)
    const pingsAtLogout = pings
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(pingsAtLogout + 2), { timeout: 10_000 })
    expect(staying.socket.readyState).toBe(staying.socket.OPEN)

    await app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id))
    expect(await staying.closed).toBe(SESSION_ENDED_CLOSE_CODE)
  })

  it('are closed as going away (1001) when the app closes, and one that never answers does not hold it up', async () => {
    const app = await listening(await buildTestApp())
    const { member, headers } = await memberWithSession(app)
    const tab = await openSocket(eventsUrl(app, member), headers)
    const vanished = await unresponsiveSocket(eventsUrl(app, member), headers)

    const vanishedClosed = once(vanished, 'close')
    await app.close()
    expect(await tab.closed).toBe(1001)
    await vanishedClosed
  })
})

const template = inject('testDatabaseTemplate')
if (template.driver === 'postgres') {
  const { adminUrl } = template

  describe('live events across instances', () => {
    /** A second instance on the first one's database, with its own pool and listener, as another server would have. */
    async function secondInstance(first: FastifyInstance, logger = capturingLogger().logger) {
      const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`)
      const url = databaseUrl(adminUrl, rows[0]?.name ?? '')
      const database = await openDatabase({ driver: 'postgres', url, poolMax: 3 }, logger)
      try {
        return await listening(await buildApp({ config: testConfig(), database }))
      } catch (error) {
        await database.close()
        throw error
      }
    }

    it('reach a socket connected to another instance than the one that published', async () => {
      const first = await listening(await buildTestApp())
      const second = await secondInstance(first)
      const { member, headers } = await memberWithSession(first)
      const onFirst = await openSocket(eventsUrl(first, member), headers)
      const onSecond = await openSocket(eventsUrl(second, member), headers)

      await first.db.transaction(async (tx) => {
        await first.memberEvents.publish(tx, member.id, {
          event: 'booking_success',
          point_used: 20,
          current_points: 80,
        })
      })

      const booked = { event: 'booking_success', point_used: 20, current_points: 80 }
      expect(await onSecond.nextMessage()).toEqual(booked)
      expect(await onFirst.nextMessage()).toEqual(booked)
    })

    it('flow again once an instance has reconnected after losing its listening connection, its tabs told to read again', async () => {
      const first = await listening(await buildTestApp())
      const { logger, lines } = capturingLogger()
      const second = await secondInstance(first, logger)
      const { member, headers } = await memberWithSession(first)
      const onSecond = await openSocket(eventsUrl(second, member), headers)

      const { rows } = await first.db.execute<{ killed: boolean }>(
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      )
      expect(rows.map(({ killed }) => killed)).toEqual([true, true])
      await vi.waitFor(
        () => expect(lines.map(({ msg }) => msg)).toContain('Listening for database notifications again'),
        { timeout: 10_000, interval: 50 },
      )
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'Lost the database connection that listens for notifications; reconnecting',
        }),
      )

      // What was published while it was gone is lost, so its sockets are closed for the tabs to reconnect and read.
      expect(await onSecond.closed).toBe(1012)
      const reopened = await openSocket(eventsUrl(second, member), headers)
      await first.memberEvents.publish(first.db, member.id, { event: 'points_changed', current_points: 55 })
      expect(await reopened.nextMessage()).toEqual({ event: 'points_changed', current_points: 55 })
    })
  })
}
