import { afterAll, beforeAll } from 'vitest'
import { buildTestApp } from './test-app.ts'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { TierName } from '../../common/membership-tiers.ts'
import type { Db } from '../db/database.ts'
import { members } from '../features/accounts/members-table.ts'
import { addAccount, logIn, sessionCookieOf } from './test-accounts.ts'
import { pointsLedger } from '../features/points/points-ledger-table.ts'

/** A clock the test moves; the app reads it wherever the booking rules ask what time it is. */
export function testClock(start: Date) {
  let now = start
  return {
    now: () => now,
    set(instant: Date) {
      now = instant
    },
  }
}

export interface SignedIn {
  id: number
  username: string
  cookie: string
}

/** A member (or admin) with a session, a tier and a balance (written through the ledger, as every balance is). */
export async function signedIn(
  app: FastifyInstance,
  options: { tier?: TierName; points?: number; userType?: 'user' | 'admin'; startedOn?: string } = {},
): Promise<SignedIn> {
  const account = await addAccount(app, {
    tier: options.tier ?? 'Gold',
    points: options.points ?? 5000,
    userType: options.userType ?? 'user',
  })
  if (options.startedOn) {
    await app.db.update(members).set({ membershipStartedOn: options.startedOn }).where(eq(members.id, account.id))
  }
  const response = await logIn(app, { username: account.username, password: 'Correct-Horse-1' })
  return { id: account.id, username: account.username, cookie: sessionCookieOf(response) }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function call(
  app: FastifyInstance,
  who: SignedIn | undefined,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

export function book(
  app: FastifyInstance,
  who: SignedIn,
  tour: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return call(app, who, 'POST', '/api/booking/bookings', tour, headers)
}

/** The balance, the ledger's sum, and whether each ledger row's balance follows from the row before it. */
export async function pointsAudit(db: Db, memberId: number) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId))
  const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.memberId, memberId)).orderBy(pointsLedger.id)
  let running = 0
  let consistent = true
  for (const row of rows) {
    running += row.points
    if (row.balanceAfter !== running || row.balanceAfter < 0) consistent = false
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
  return { balance: member?.pointsBalance ?? -1, ledgerSum: total, consistent, rows: rows.length }
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/**
 * A describe block's app on the test clock, with a signed-in admin: built before its tests, closed after. Read
 * `staff.app` and `staff.admin` inside the tests.
 */
export function staffApp(clock: { now: () => Date }) {
  const staff = {} as { app: TestApp; admin: SignedIn }
  beforeAll(async () => {
    staff.app = await buildTestApp({ now: clock.now })
    staff.admin = await signedIn(staff.app, { userType: 'admin' })
  })
  afterAll(async () => {
    await staff.app?.close()
  })
  return staff
}
