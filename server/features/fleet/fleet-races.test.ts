import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addClubDays, clubDateOf } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { buildTestApp, testPasswordHashEnv } from '../../test/test-app.ts'
import { pointsAudit } from '../../test/test-bookings.ts'
import { createServerDatabase } from '../../test/test-database.ts'
import { type ServerProcess, startServer } from '../../test/server-process.ts'
import { createAccount } from '../accounts/members.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { slotOccupancy } from '../bookings/booking-tables.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'

/**
 * Staff and members firing at once: a block and a booking for one slot, two assignments of one captain, a forced block
 * and the member's own cancellation. Whatever the interleaving, the database gives each slot one holder, each captain
 * one outing at a time, and each refund once. On PostgreSQL the requests go through two server processes.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Answer {
  status: number
  body: { [key: string]: unknown }
}
interface Session {
  id: number
  send(method: Method, path: string, body?: unknown): Promise<Answer>
}
interface Arena {
  account(userType: 'user' | 'admin', points?: number): Promise<Session>
  db(): Db
  close(): Promise<void>
}

const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
let accounts = 0

async function addAccount(db: Db, userType: 'user' | 'admin', points = 5000) {
  accounts += 1
  const username = `fleet${userType}${accounts}`
  const password = 'Race-The-Fleet-1'
  const member = await createAccount(db, hasher, {
    username,
    password,
    userType,
    email: `${username}@example.com`,
    firstName: 'Rae',
    lastName: `Racer ${accounts}`,
    tier: 'Diamond',
    points,
  })
  return { member, credentials: { username, password } }
}

/** Days well inside every window and far from any cut-off, a fresh one for each round. */
let nextDay = 12
const freshDay = () => addClubDays(clubDateOf(new Date()), nextDay++)

function races(name: string, open: () => Promise<Arena>) {
  describe(name, () => {
    let arena: Arena
    let admin: Session

    beforeAll(async () => {
      arena = await open()
      admin = await arena.account('admin')
    }, 120_000)
    afterAll(async () => {
      await arena?.close()
    })

    it('a block and a booking for one slot, fired together: exactly one holds it', async () => {
      const member = await arena.account('user')
      for (let round = 0; round < 8; round += 1) {
        const date = freshDay()
        const [blocked, booked] = await Promise.all([
          admin.send('POST', '/api/admin/vessel-blocks', {
            vessel_id: 'peace',
            from: { date, slot: 'morning' },
            to: { date, slot: 'morning' },
            kind: 'charter',
            reason: 'Private charter',
          }),
          member.send('POST', '/api/booking/bookings', { vessel_id: 'peace', tour_type: 'Half Day Morning', date }),
        ])
        expect([blocked.status, booked.status].sort()).toEqual([201, 409])
        const holders = await arena
          .db()
          .select()
          .from(slotOccupancy)
          .where(and(eq(slotOccupancy.vesselKey, 'peace'), eq(slotOccupancy.slotDate, date)))
        expect(holders).toHaveLength(1)
        expect(holders[0]!.blockId !== null).toBe(blocked.status === 201)
      }
      expect(await pointsAudit(arena.db(), member.id)).toMatchObject({ consistent: true })
    })

    it('one captain put on two overlapping outings at once: exactly one assignment stands', async () => {
      const added = await admin.send('POST', '/api/admin/captains', {
        name: 'Ana Reyes',
        email: 'ana.reyes@example.com',
        phone_number: '9415550100',
        licence: { number: 'ML-1234567', expires_on: '2099-12-31' },
        vessels: ['peace', 'rallypoint'],
      })
      expect(added.status).toBe(201)
      for (let round = 0; round < 6; round += 1) {
        const member = await arena.account('user')
        const date = freshDay()
        const outings = await Promise.all(
          ['peace', 'rallypoint'].map((vessel_id) =>
            member.send('POST', '/api/booking/bookings', { vessel_id, tour_type: 'Full Day', date }),
          ),
        )
        expect(outings.map((outing) => outing.status)).toEqual([201, 201])
        const answers = await Promise.all(
          outings.map((outing) =>
            admin.send('PUT', `/api/admin/bookings/${String(outing.body.booking_id)}/captain`, {
              captain_id: added.body.captain_id,
            }),
          ),
        )
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
        expect(answers.find((answer) => answer.status === 409)?.body.rule).toBe('captain_busy')
      }
    })

    it('a forced block racing the member’s own cancellation: the points come back once', async () => {
      for (let round = 0; round < 6; round += 1) {
        const member = await arena.account('user', 4000)
        const date = freshDay()
        const booked = await member.send('POST', '/api/booking/bookings', {
          vessel_id: 'rallypoint',
          tour_type: 'Half Day Afternoon',
          date,
        })
        expect(booked.status).toBe(201)
        const bookingId = String(booked.body.booking_id)
        const [blocked, cancelled] = await Promise.all([
          admin.send('POST', '/api/admin/vessel-blocks', {
            vessel_id: 'rallypoint',
            from: { date, slot: 'afternoon' },
            to: { date, slot: 'afternoon' },
            kind: 'weather',
            reason: 'Gale warning',
            force: true,
          }),
          member.send('POST', `/api/booking/bookings/${bookingId}/cancel`, {}),
        ])
        expect(blocked.status).toBe(201)
        expect([200, 409]).toContain(cancelled.status)
        const refunds = await arena
          .db()
          .select()
          .from(pointsLedger)
          .where(and(eq(pointsLedger.memberId, member.id), eq(pointsLedger.kind, 'cancel')))
        expect(refunds).toHaveLength(1)
        expect(await pointsAudit(arena.db(), member.id)).toMatchObject({ balance: 4000, consistent: true })
      }
    })
  })
}

function sessionOver(
  id: number,
  cookie: string,
  request: (method: Method, path: string, cookie: string, body?: unknown) => Promise<Answer>,
): Session {
  return { id, send: (method, path, body) => request(method, path, cookie, body) }
}

races('racing through one instance', async () => {
  const app = await buildTestApp()
  return {
    async account(userType, points) {
      const { member, credentials } = await addAccount(app.db, userType, points)
      const login = await app.inject({ method: 'POST', url: '/api/validate-user/validate-user/', payload: credentials })
      const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
      return sessionOver(member.id, cookie, async (method, url, cookie, body) => {
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
    close: () => app.close(),
  }
})

if (inject('testDatabaseTemplate').driver === 'postgres') {
  races('racing through two server processes on one PostgreSQL database', async () => {
    const database = await createServerDatabase()
    const env = { ...database.env, ...testPasswordHashEnv }
    const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)])
    const direct = await database.open()
    let sent = 0
    return {
      async account(userType, points) {
        const { member, credentials } = await addAccount(direct.db, userType, points)
        const login = await fetch(`${servers[0]?.url}/api/validate-user/validate-user/`, {
          method: 'POST',
          body: new URLSearchParams(credentials),
        })
        const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
        return sessionOver(member.id, cookie, async (method, path, cookie, body) => {
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
      async close() {
        await Promise.all(servers.map((server) => server.stop('SIGKILL')))
        await direct.close()
        await database.remove()
      },
    }
  })
}
