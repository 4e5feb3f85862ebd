import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addClubDays, clubDateOf } from '../../../common/club-time.ts'
import { buildApp } from '../../app.ts'
import type { Db } from '../../db/database.ts'
import { buildTestApp, testConfig, testPasswordHashEnv } from '../../test/test-app.ts'
import { createServerDatabase } from '../../test/test-database.ts'
import { type ServerProcess, startServer } from '../../test/server-process.ts'
import { createAccount } from '../accounts/members.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { waitlistHolds } from './waitlist-tables.ts'

/**
 * The waitlist under races: a cancellation and another member's booking of the freed slot fired together, and the
 * offer work done by two instances at once. On PostgreSQL the requests go through two server processes and the work
 * is done by two more instances of the app on the same database; the embedded database has one instance.
 */

type Method = 'GET' | 'POST' | 'DELETE'
interface Answer {
  status: number
  body: { [key: string]: unknown }
}
interface Session {
  id: number
  email: string
  send(method: Method, path: string, body?: unknown): Promise<Answer>
}
interface Arena {
  member(): Promise<Session>
  db(): Db
  /** The instances that do scheduled work; each `runDue` claims what is due now. */
  workers: FastifyInstance[]
  close(): Promise<void>
}

const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
let accounts = 0

async function addMember(db: Db) {
  accounts += 1
  const username = `waiter${accounts}`
  const password = 'Wait-In-Line-1'
  const member = await createAccount(db, hasher, {
    username,
    password,
    userType: 'user',
    email: `${username}@example.com`,
    firstName: 'Wynn',
    lastName: `Waiter ${accounts}`,
    tier: 'Diamond',
    points: 50_000,
  })
  return { member, credentials: { username, password } }
}

let nextDay = 12
const freshDay = () => addClubDays(clubDateOf(new Date()), nextDay++)

async function offersTo(db: Db, email: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipients, email), like(emailOutbox.subject, '%is free for you%')))
}

function races(name: string, open: () => Promise<Arena>) {
  describe(name, () => {
    let arena: Arena
    beforeAll(async () => {
      arena = await open()
    }, 120_000)
    afterAll(async () => {
      await arena?.close()
    })

    const runDue = () => Promise.all(arena.workers.map((worker) => worker.scheduledWork.runDue()))

    it('a cancellation racing a booking of its slot: one member gets it, and while held only the one waiting', async () => {
      for (let round = 0; round < 6; round += 1) {
        const date = freshDay()
        const tour = { vessel_id: 'wanderlust', tour_type: 'Half Day Morning', date }
        const [holder, waiting, other] = [await arena.member(), await arena.member(), await arena.member()]
        const booked = await holder.send('POST', '/api/booking/bookings', tour)
        expect(booked.status).toBe(201)
        expect((await waiting.send('POST', '/api/booking/waitlist', tour)).status).toBe(201)

        const [cancelled, raced] = await Promise.all([
          holder.send('POST', `/api/booking/bookings/${String(booked.body.booking_id)}/cancel`, {}),
          other.send('POST', '/api/booking/bookings', tour),
        ])
        expect(cancelled.status).toBe(200)
        expect([201, 409]).toContain(raced.status)
        await runDue()
        const [entry] = (await waiting.send('GET', '/api/booking/waitlist')).body as unknown as {
          offer: unknown
        }[]
        if (raced.status === 201) {
          expect(entry?.offer ?? null).toBeNull()
        } else {
          expect(entry?.offer).not.toBeNull()
          const again = await other.send('POST', '/api/booking/bookings', tour)
          expect(again).toMatchObject({ status: 409, body: { rule: 'held' } })
          expect((await waiting.send('POST', '/api/booking/bookings', tour)).status).toBe(201)
        }
        const holders = await arena
          .db()
          .select({ memberId: bookings.memberId, holdId: slotOccupancy.holdId })
          .from(slotOccupancy)
          .leftJoin(bookings, eq(bookings.id, slotOccupancy.bookingId))
          .where(and(eq(slotOccupancy.vesselKey, 'wanderlust'), eq(slotOccupancy.slotDate, date)))
        expect(holders).toEqual([{ memberId: raced.status === 201 ? other.id : waiting.id, holdId: null }])
      }
    })

    it('sends each offer exactly once, however many instances do the work at once', async () => {
      const firsts: Session[] = []
      const seconds: Session[] = []
      const dates: string[] = []
      for (let round = 0; round < 4; round += 1) {
        const date = freshDay()
        dates.push(date)
        const tour = { vessel_id: 'goldenticket', tour_type: 'Full Day', date }
        const holder = await arena.member()
        const booked = await holder.send('POST', '/api/booking/bookings', tour)
        expect(booked.status).toBe(201)
        for (const line of [firsts, seconds]) {
          const waiting = await arena.member()
          expect((await waiting.send('POST', '/api/booking/waitlist', tour)).status).toBe(201)
          line.push(waiting)
        }
        const cancelled = await holder.send(
          'POST',
          `/api/booking/bookings/${String(booked.body.booking_id)}/cancel`,
          {},
        )
        expect(cancelled.status).toBe(200)
      }
      await runDue()
      await runDue()
      for (const [index, first] of firsts.entries()) {
        expect(await offersTo(arena.db(), first.email)).toHaveLength(1)
        expect(await offersTo(arena.db(), seconds[index]!.email)).toHaveLength(0)
      }
      const holds = await arena.db().select().from(waitlistHolds).where(eq(waitlistHolds.vesselKey, 'goldenticket'))
      expect(holds).toHaveLength(dates.length)
      expect(new Set(holds.map((hold) => hold.memberId))).toEqual(new Set(firsts.map((first) => first.id)))
    })
  })
}

function sessionOver(
  id: number,
  email: string,
  cookie: string,
  request: (method: Method, path: string, cookie: string, body?: unknown) => Promise<Answer>,
): Session {
  return { id, email, send: (method, path, body) => request(method, path, cookie, body) }
}

const quiet = { SCHEDULED_WORK_POLL_MS: '60000' }

races('racing through one instance', async () => {
  const app = await buildTestApp({ env: quiet })
  return {
    async member() {
      const { member, credentials } = await addMember(app.db)
      const login = await app.inject({ method: 'POST', url: '/api/validate-user/validate-user/', payload: credentials })
      const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
      return sessionOver(member.id, member.email, cookie, async (method, url, cookie, body) => {
        const answer = await app.inject({
          method,
          url,
          headers: { cookie },
          ...(body === undefined ? {} : { payload: body as object }),
        })
        return { status: answer.statusCode, body: answer.body ? answer.json() : {} }
      })
    },
    db: () => app.db,
    workers: [app],
    close: () => app.close(),
  }
})

if (inject('testDatabaseTemplate').driver === 'postgres') {
  races('racing through two server processes on one PostgreSQL database', async () => {
    const database = await createServerDatabase()
    const env = { ...database.env, ...testPasswordHashEnv, ...quiet }
    const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)])
    const direct = await database.open()
    const workers: FastifyInstance[] = []
    for (let index = 0; index < 2; index += 1) {
      const config = testConfig({ ...quiet, DATABASE_URL: database.env.DATABASE_URL! })
      workers.push(await buildApp({ config, database: await database.open() }))
    }
    let sent = 0
    return {
      async member() {
        const { member, credentials } = await addMember(direct.db)
        const login = await fetch(`${servers[0]?.url}/api/validate-user/validate-user/`, {
          method: 'POST',
          body: new URLSearchParams(credentials),
        })
        const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
        return sessionOver(member.id, member.email, cookie, async (method, path, cookie, body) => {
          const server = servers[sent++ % servers.length]
          const response = await fetch(`${server?.url}${path}`, {
            method,
            headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
          const text = await response.text()
          return { status: response.status, body: text ? JSON.parse(text) : {} }
        })
      },
      db: () => direct.db,
      workers,
      async close() {
        for (const worker of workers) await worker.close()
        await Promise.all(servers.map((server) => server.stop('SIGKILL')))
        await direct.close()
        await database.remove()
      },
    }
  })
}
