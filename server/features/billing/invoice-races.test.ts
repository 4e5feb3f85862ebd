import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { invoiceNumber } from '../../../common/billing/billing-rules.ts'
import { addClubDays, clubDateOf, clubInstant } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { buildTestApp, testPasswordHashEnv } from '../../test/test-app.ts'
import { createServerDatabase } from '../../test/test-database.ts'
import { type ServerProcess, startServer } from '../../test/server-process.ts'
import { createAccount } from '../accounts/members.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { bookings } from '../bookings/booking-tables.ts'
import { emailAttachments, emailOutbox } from '../email/email-outbox-table.ts'
import { invoices } from './billing-tables.ts'

/**
 * Staff issuing at once: twenty invoices issued together get the year's next twenty numbers, consecutive, none twice
 * and none skipped, each with its e-mail and PDF. On PostgreSQL the requests go through two server processes.
 */

interface Arena {
  issue(bookingId: string): Promise<{ status: number; body: { number?: string } }>
  db(): Db
  close(): Promise<void>
}

const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
const PASSWORD = 'Race-The-Books-1'

async function seed(db: Db, count: number) {
  await createAccount(db, hasher, {
    username: 'billingadmin',
    password: PASSWORD,
    userType: 'admin',
    email: 'billingadmin@example.com',
    firstName: 'Ada',
    lastName: 'Ledger',
  })
  const member = await createAccount(db, hasher, {
    username: 'billedmember',
    password: PASSWORD,
    userType: 'user',
    email: 'billedmember@example.com',
    firstName: 'Bea',
    lastName: 'Billed',
    tier: 'Diamond',
  })
  const today = clubDateOf(new Date())
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, (_, index) => {
        const date = addClubDays(today, 10 + index)
        return {
          memberId: member.id,
          vesselKey: 'peace',
          tourType: 'Full Day',
          tourDate: date,
          days: 1,
          startAt: clubInstant(date, 9),
          endAt: clubInstant(date, 17),
          pointsCost: 0,
          bookingFeeCents: 8500,
          laborSurchargeCents: 0,
          lastMinute: false,
          weekend: false,
          bookedAt: new Date(),
          bookedBy: member.id,
        }
      }),
    )
    .returning({ id: bookings.id })
  return rows.map((row) => row.id)
}

function races(name: string, open: () => Promise<Arena & { bookingIds: string[] }>) {
  describe(name, () => {
    let arena: Arena & { bookingIds: string[] }
    beforeAll(async () => {
      arena = await open()
    }, 120_000)
    afterAll(async () => {
      await arena?.close()
    })

    it('twenty invoices issued at once take twenty consecutive numbers, with no gap and no repeat', async () => {
      const answers = await Promise.all(arena.bookingIds.map((id) => arena.issue(id)))
      expect(answers.map((answer) => answer.status)).toEqual(arena.bookingIds.map(() => 200))
      const year = Number(clubDateOf(new Date()).slice(0, 4))
      const numbers = answers.map((answer) => answer.body.number).sort()
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => invoiceNumber(year, index + 1)))
      const stored = await arena.db().select().from(invoices)
      expect(stored.map((row) => row.sequence).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      )
      expect(await arena.db().select().from(emailOutbox)).toHaveLength(20)
      expect(await arena.db().select({ id: emailAttachments.id }).from(emailAttachments)).toHaveLength(20)

      const again = await Promise.all(arena.bookingIds.slice(0, 4).map((id) => arena.issue(id)))
      expect(again.map((answer) => answer.status)).toEqual([409, 409, 409, 409])
    }, 120_000)
  })
}

async function sessionCookie(login: Response | { headers: Record<string, unknown> }) {
  if (login instanceof Response) return login.headers.getSetCookie()[0]?.split(';')[0] ?? ''
  return String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
}

races('issuing through one instance', async () => {
  const app = await buildTestApp()
  const bookingIds = await seed(app.db, 20)
  const login = await app.inject({
    method: 'POST',
    url: '/api/validate-user/validate-user/',
    payload: { username: 'billingadmin', password: PASSWORD },
  })
  const cookie = await sessionCookie(login)
  return {
    bookingIds,
    async issue(bookingId) {
      const answer = await app.inject({ method: 'POST', url: `/api/invoices/${bookingId}/issue`, headers: { cookie } })
      return { status: answer.statusCode, body: answer.json() }
    },
    db: () => app.db,
    close: () => app.close(),
  }
})

if (inject('testDatabaseTemplate').driver === 'postgres') {
  races('issuing through two server processes on one PostgreSQL database', async () => {
    const database = await createServerDatabase()
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-billing-outbox-'))
    const env = { ...database.env, ...testPasswordHashEnv, OUTBOX_DIR: outboxDir }
    const servers: ServerProcess[] = await Promise.all([startServer(env), startServer(env)])
    const direct = await database.open()
    const bookingIds = await seed(direct.db, 20)
    const login = await fetch(`${servers[0]?.url}/api/validate-user/validate-user/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'billingadmin', password: PASSWORD }),
    })
    const cookie = await sessionCookie(login)
    let sent = 0
    return {
      bookingIds,
      async issue(bookingId) {
        const server = servers[sent++ % servers.length]
        const response = await fetch(`${server?.url}/api/invoices/${bookingId}/issue`, {
          method: 'POST',
          headers: { cookie },
        })
        return { status: response.status, body: (await response.json()) as { number?: string } }
      },
      db: () => direct.db,
      async close() {
        await Promise.all(servers.map((server) => server.stop('SIGKILL')))
        await direct.close()
        await database.remove()
        await rm(outboxDir, { recursive: true, force: true })
      },
    }
  })
}
