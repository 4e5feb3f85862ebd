import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addClubDays, clubDateOf } from '../../../common/club-time.ts'
import type { TierName } from '../../../common/membership-tiers.ts'
import type { Db } from '../../db/database.ts'
import { buildTestApp, testPasswordHashEnv } from '../../test/test-app.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { type ServerProcess, startServer } from '../../test/server-process.ts'
import { createAccount } from '../accounts/members.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { slotOccupancy } from './booking-tables.ts'
import { pointsAudit } from '../../test/test-bookings.ts'

/**
 * Requests fired all at once, not one after another: whatever the interleaving, the database must give no slot,
 * point or allowance twice. On PostgreSQL the requests run on parallel connections, in one process and through two.
 */

interface Racer {
  id: number
  /** The answer's status and body. */
  book(tour: Record<string, unknown>): Promise<{ status: number; body: string }>
}

interface Arena {
  racer(options: { tier?: TierName; points?: number }): Promise<Racer>
  db(): Db
  close(): Promise<void>
}

const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
let accounts = 0

async function addRacer(db: Db, options: { tier?: TierName; points?: number }) {
  accounts += 1
  const username = `racer${accounts}`
  const password = 'Race-To-The-Slot-1'
  const member = await createAccount(db, hasher, {
    username,
    password,
    userType: 'user',
    email: `${username}@example.com`,
    firstName: 'Rae',
    lastName: `Racer ${accounts}`,
    tier: options.tier ?? 'Gold',
    points: options.points ?? 5000,
  })
  return { member, credentials: { username, password } }
}

/** Ten days from now at the club: inside every tier's window, far from any cut-off. */
const soon = (offset = 0) => addClubDays(clubDateOf(new Date()), 10 + offset)

function races(name: string, open: () => Promise<Arena>) {
  describe(name, () => {
    let arena: Arena

    beforeAll(async () => {
      arena = await open()
    }, 120_000)
    afterAll(async () => {
      await arena?.close()
    })

    it('50 members racing for one slot: exactly one books it, the rest hear 409', async () => {
      const racers = await Promise.all(Array.from({ length: 50 }, () => arena.racer({})))
      const tour = { vessel_id: 'peace', tour_type: 'Half Day Morning', date: soon() }
      const answers = await Promise.all(racers.map((racer) => racer.book(tour)))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(49)
      // Whether the booking's insert refused it or a read after waiting for the winner did, word for word the same.
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(JSON.parse(answer.body)).toEqual({
          detail: "63' Peace is already booked for part of that time. Please choose another slot or vessel.",
        })
      }
      const held = await arena
        .db()
        .select()
        .from(slotOccupancy)
        .where(and(eq(slotOccupancy.vesselKey, 'peace'), eq(slotOccupancy.slotDate, tour.date)))
      expect(held).toHaveLength(1)
      for (const racer of racers) {
        const audit = await pointsAudit(arena.db(), racer.id)
        expect(audit.balance).toBe(audit.ledgerSum)
      }
    })

    it('one member firing 20 bookings at once against an allowance of 2: exactly 2 are booked', async () => {
      const racer = await arena.racer({ tier: 'Silver' })
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const answer = await racer.book({
            vessel_id: index % 2 ? 'kaifin' : 'topshelf',
            tour_type: 'Half Day Afternoon',
            date: soon(index),
          })
          return answer.status
        }),
      )
      expect(statuses.filter((status) => status === 201)).toHaveLength(2)
      expect(statuses.filter((status) => status === 422)).toHaveLength(18)
    })

    it('a member with points for one outing firing 10 at once: exactly one is booked, and the balance stays at 0', async () => {
      const racer = await arena.racer({ points: 200 })
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const answer = await racer.book({ vessel_id: 'wanderlust', tour_type: 'Half Day Morning', date: soon(index) })
          return answer.status
        }),
      )
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 422)).toHaveLength(9)
      expect(await pointsAudit(arena.db(), racer.id)).toMatchObject({
        balance: 0,
        ledgerSum: 0,
        consistent: true,
      })
    })
  })
}

races('racing through one instance', async () => {
  const app = await buildTestApp()
  return {
    async racer(options) {
      const { member, credentials } = await addRacer(app.db, options)
      const login = await app.inject({
        method: 'POST',
        url: '/api/validate-user/validate-user/',
        payload: credentials,
      })
      const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
      return {
        id: member.id,
        async book(tour) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/booking/bookings',
            payload: tour,
            headers: { cookie },
          })
          return { status: response.statusCode, body: response.body }
        },
      }
    },
    db: () => app.db,
    close: () => app.close(),
  }
})

if (inject('testDatabaseTemplate').driver === 'postgres') {
  races('racing through two server processes on one PostgreSQL database', async () => {
    const database: ServerDatabase = await createServerDatabase()
    const env = { ...database.env, ...testPasswordHashEnv }
    const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)])
    const direct = await database.open()
    let sent = 0
    return {
      async racer(options) {
        const { member, credentials } = await addRacer(direct.db, options)
        const login = await fetch(`${servers[0]?.url}/api/validate-user/validate-user/`, {
          method: 'POST',
          body: new URLSearchParams(credentials),
        })
        const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
        return {
          id: member.id,
          async book(tour) {
            const server = servers[sent++ % servers.length]
            const response = await fetch(`${server?.url}/api/booking/bookings`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify(tour),
            })
            return { status: response.status, body: await response.text() }
          },
        }
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
