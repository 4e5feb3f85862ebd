import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './db/database.ts'
import { bookings } from './features/bookings/booking-tables.ts'
import { brochureRequests } from './features/visitors/visitor-tables.ts'
import {
  addFaultAccount,
  type Answer,
  BROCHURE_PATH,
  brochureRequest,
  callApi,
  logInCookie,
  printFigures,
  weekdaysAhead,
} from './test/fault-load.ts'
import { type ServerProcess, startServer } from './test/server-process.ts'
import { testPasswordHashEnv } from './test/test-app.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './test/throwaway-postgres.ts'
import { openSocket } from './test/websocket-client.ts'

/**
 * PostgreSQL itself stopped under a light load and started again, the server left running: while it is down every
 * call answers 503 with Retry-After, the server comes back by itself, the portal's live events are told to read
 * again, and everything answered 2xx before, during and after is in the database. Once with a clean (fast) shutdown,
 * once as a crash (immediate), which PostgreSQL recovers from its write-ahead log.
 */

vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 })

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Keeps posting visitor forms, one after another, until told to stop; each form's name says which it was. */
function formLoad(url: string, label: string) {
  const answers: Array<{ name: string; answer: Answer }> = []
  let stopped = false
  const running = (async () => {
    for (let index = 0; !stopped; index++) {
      const name = `${label} visitor ${index}`
      answers.push({ name, answer: await callApi(url, 'POST', BROCHURE_PATH, { body: brochureRequest(name) }) })
    }
  })()
  return {
    answers,
    async stop() {
      stopped = true
      await running
    },
  }
}

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('PostgreSQL restarted under load', () => {
  it.each(['fast', 'immediate'] as const)(
    'stopped (%s): 503 with Retry-After while down, back by itself, live events resumed, nothing lost',
    async (mode) => {
      const postgres: ThrowawayPostgres = await startThrowawayPostgres()
      cleanups.push(() => postgres.remove())
      const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-restart-outbox-'))
      cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
      const server: ServerProcess = await startServer({
        DATABASE_URL: postgres.url,
        OUTBOX_DIR: outboxDir,
        FORM_RATE_LIMIT_MAX: '1000000',
        ...testPasswordHashEnv,
      })
      cleanups.push(() => server.stop('SIGKILL'))

      const direct = await openDatabase({ driver: 'postgres', url: postgres.url, poolMax: 1 })
      const member = await addFaultAccount(direct.db, 'restartmember')
      await direct.close()
      const cookie = await logInCookie(server.url, 'restartmember')
      const [before, after] = weekdaysAhead(2)
      const booked = await callApi(server.url, 'POST', '/api/booking/bookings', {
        cookie,
        body: { vessel_id: 'peace', tour_type: 'Half Day Morning', date: before },
      })
      expect(booked.status).toBe(201)

      const eventsUrl = `${server.url.replace('http:', 'ws:')}/api/web_socket/ws/${member.id}`
      const tab = await openSocket(eventsUrl, { cookie, origin: server.url })

      const load = formLoad(server.url, mode)
      await waitFor(async () => (load.answers.length >= 20 ? true : undefined))
      await postgres.stop(mode)
      // What was in flight as it stopped may have landed or not; from here on every call meets a database that is down.
      const downFrom = load.answers.length

      const whileDown = await Promise.all([
        callApi(server.url, 'POST', BROCHURE_PATH, { body: brochureRequest(`${mode} refused`) }),
        callApi(server.url, 'GET', '/api/booking/bookings?when=upcoming', { cookie }),
        callApi(server.url, 'POST', '/api/booking/bookings', {
          cookie,
          body: { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: before },
        }),
        callApi(server.url, 'GET', '/api/health'),
      ])
      for (const answer of whileDown) {
        expect(answer.status).toBe(503)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(answer.body.detail).toEqual(expect.any(String))
      }
      await waitFor(async () => (load.answers.length >= downFrom + 20 ? true : undefined))
      const downTo = load.answers.length
      const answeredWhileDown = load.answers.slice(downFrom + 1, downTo)
      expect(answeredWhileDown.map(({ answer }) => answer.status)).toEqual(answeredWhileDown.map(() => 503))

      await postgres.start()
      // The tab is told its events may be lost (1012) and reconnects, as the portal does, and reads again.
      expect(await tab.closed).toBe(1012)
      await waitFor(async () => ((await callApi(server.url, 'GET', '/api/health')).status === 200 ? true : undefined))
      const reopened = await openSocket(eventsUrl, { cookie, origin: server.url })
      const afterRestart = await callApi(server.url, 'POST', '/api/booking/bookings', {
        cookie,
        body: { vessel_id: 'peace', tour_type: 'Half Day Morning', date: after },
      })
      expect(afterRestart.status).toBe(201)
      expect(await reopened.nextMessage()).toMatchObject({ event: 'booking_success' })
      reopened.socket.close()

      await waitFor(async () =>
        load.answers.slice(downTo).some(({ answer }) => answer.status === 200) ? true : undefined,
      )
      await load.stop()

      const check = await openDatabase({ driver: 'postgres', url: postgres.url, poolMax: 1 })
      cleanups.push(() => check.close())
      const accepted = load.answers.filter(({ answer }) => answer.status === 200).map(({ name }) => name)
      const stored = await check.db
        .select({ name: brochureRequests.visitorName })
        .from(brochureRequests)
        .where(inArray(brochureRequests.visitorName, accepted))
      const bookingIds = [booked.body.booking_id, afterRestart.body.booking_id] as string[]
      const storedBookings = await check.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.memberId, member.id))
      const lost =
        accepted.length - stored.length + bookingIds.filter((id) => !storedBookings.some((row) => row.id === id)).length
      const unanswered = load.answers.filter(({ answer }) => ![200, 503].includes(answer.status))
      const slowest503 = Math.max(
        ...whileDown.map((answer) => answer.ms),
        ...answeredWhileDown.map(({ answer }) => answer.ms),
      )
      printFigures(`PostgreSQL stopped (${mode}) and started under load`, {
        'requests made': load.answers.length + whileDown.length + 3,
        'answered 2xx': accepted.length + 2,
        'answered 503 while down': load.answers.filter(({ answer }) => answer.status === 503).length + whileDown.length,
        'other answers or none': unanswered.length,
        'slowest 503 (ms)': Math.round(slowest503),
        'faults injected': 1,
        'records lost': lost,
      })
      expect(lost).toBe(0)
      expect(unanswered.map(({ answer }) => answer.status)).toEqual([])
    },
  )
})
