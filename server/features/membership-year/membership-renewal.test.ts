import { runCommand } from '../../test/run-command.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubYears, clubDateOf, clubInstant } from '../../../common/club-time.ts'
import type { Database } from '../../db/database.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { members } from '../accounts/members-table.ts'
import { createAccount } from '../accounts/members.ts'
import { type PasswordHasher, passwordHasher } from '../accounts/password-hashing.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { call, pointsAudit, type SignedIn, signedIn, testClock, staffApp } from '../../test/test-bookings.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'
import { renewDueMembers } from './membership-renewal.ts'

const TODAY = '2026-11-24'
const clock = testClock(clubInstant(TODAY, 9))
const settings = (carryOver = false) => ({ today: clubDateOf(clock.now()), at: clock.now(), carryOver })

const annualRows = (app: FastifyInstance, memberId: number) =>
  app.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.kind, 'annual')))

describe('membership years', () => {
  let app: FastifyInstance
  let admin: SignedIn

  const renew = (ref: string | number, who: SignedIn | undefined = admin) =>
    call(app, who, 'POST', `/api/admin/members/${ref}/renew`)

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('grants the year by hand once: 200 with what lapsed, then 409; audited; the ledger shows an annual row', async () => {
    const member = await signedIn(app, { tier: 'Gold', points: 120, startedOn: '2025-11-24' })
    const first = await renew(member.id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      username: member.username,
      membership_year: '2026-11-24',
      granted: 3350,
      lapsed: 120,
      current_points: 3350,
    })
    const again = await renew(`myc-${String(member.id).padStart(5, '0')}`)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(
      `${member.username}’s membership year from November 24, 2026 has already been granted.`,
    )

    const rows = await annualRows(app, member.id)
    expect(rows).toMatchObject([
      {
        points: 3230,
        balanceAfter: 3350,
        membershipYear: '2026-11-24',
        actorId: admin.id,
        description: 'Membership year from Nov 24, 2026: 3,350 annual points; 120 unused points lapsed',
      },
    ])
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 3350, ledgerSum: 3350, consistent: true })

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, member.id))
    expect(audit).toMatchObject([
      {
        actorId: admin.id,
        action: 'membership.renew',
        details: { membership_year: '2026-11-24', tier: 'Gold', granted: 3350, lapsed: 120, before: 120, after: 3350 },
      },
    ])

    const ledger = await call(app, member, 'GET', `/api/booking/member/${member.id}`)
    expect(ledger.json().usable_points).toBe(3350)
    expect(ledger.json().data[0]).toMatchObject({
      source: 'Point Adjustment',
      type: 'annual',
      points: 3230,
      balance: 3350,
      description: 'Membership year from Nov 24, 2026: 3,350 annual points; 120 unused points lapsed',
    })
  })

  it('answers 409 in the first year and for a removed member, 404 for no one, 401/403 for others', async () => {
    const newcomer = await signedIn(app, { startedOn: '2026-02-01' })
    const first = await renew(newcomer.id)
    expect(first.statusCode).toBe(409)
    expect(first.json().detail).toContain('still in their first membership year (from February 1, 2026)')
    const removed = await signedIn(app, { startedOn: '2024-02-01' })
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, removed.id))
    expect((await renew(removed.id)).statusCode).toBe(409)
    expect(await annualRows(app, removed.id)).toEqual([])
    expect((await renew(999_999)).statusCode).toBe(404)
    expect((await renew('captain')).statusCode).toBe(400)
    const due = await signedIn(app, { startedOn: '2024-02-01' })
    expect((await call(app, undefined, 'POST', `/api/admin/members/${due.id}/renew`)).statusCode).toBe(401)
    expect((await renew(due.id, due)).statusCode).toBe(403)
    expect(await annualRows(app, due.id)).toEqual([])
  })

  it('tells staff whether a renewal is due, by the rule the renewal follows, and when the next one falls due', async () => {
    const state = (ref: string | number, who: SignedIn | undefined = admin) =>
      call(app, who, 'GET', `/api/admin/members/${ref}/renewal`)
    const newcomer = await signedIn(app, { startedOn: '2026-02-01' })
    const first = await state(newcomer.id)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      due: false,
      reason: 'first-year',
      membership_year: '2026-02-01',
      next_renewal_on: '2027-02-01',
    })
    const due = await signedIn(app, { startedOn: '2023-12-10' })
    expect((await state(`MYC-${String(due.id).padStart(5, '0')}`)).json()).toEqual({
      due: true,
      reason: null,
      membership_year: '2025-12-10',
      next_renewal_on: '2026-12-10',
    })
    expect((await renew(due.id)).statusCode).toBe(200)
    expect((await state(due.id)).json()).toMatchObject({ due: false, reason: 'granted', next_renewal_on: '2026-12-10' })
    const removed = await signedIn(app, { startedOn: '2023-12-10' })
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, removed.id))
    expect((await state(removed.id)).json()).toMatchObject({ due: false, reason: 'removed' })
    expect((await state(999_999)).statusCode).toBe(404)
    expect((await call(app, undefined, 'GET', `/api/admin/members/${due.id}/renewal`)).statusCode).toBe(401)
    expect((await state(due.id, due)).statusCode).toBe(403)
  })

  it('renews everyone due in a run, skips the rest, and a second run grants nothing more', async () => {
    const due = await signedIn(app, { tier: 'Silver', points: 400, startedOn: '2023-06-30' })
    const newcomer = await signedIn(app, { startedOn: '2026-06-30' })
    const removed = await signedIn(app, { startedOn: '2023-06-30' })
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, removed.id))

    const first = await renewDueMembers(app.database, settings())
    expect(first.ran).toBe(true)
    expect(first.renewed).toBeGreaterThanOrEqual(1)
    const second = await renewDueMembers(app.database, settings())
    expect(second).toMatchObject({ ran: true, renewed: 0 })
    expect(second.skipped).toBe(first.renewed + first.skipped)

    // Years missed are not paid back: one grant, for the year from June 30, 2026.
    expect(await annualRows(app, due.id)).toMatchObject([
      {
        membershipYear: '2026-06-30',
        points: 1450,
        actorId: null,
        description: 'Membership year from Jun 30, 2026: 1,850 annual points; 400 unused points lapsed',
      },
    ])
    expect(await annualRows(app, newcomer.id)).toEqual([])
    expect(await annualRows(app, removed.id)).toEqual([])
    expect(await pointsAudit(app.db, due.id)).toMatchObject({ balance: 1850, ledgerSum: 1850, consistent: true })
    // Scheduled renewals are recorded by their ledger row; there is no admin to audit.
    expect(await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, due.id))).toEqual([])
  })

  it('grants each member once when runs race, whichever takes the lock', async () => {
    const racers = await Promise.all(
      Array.from({ length: 4 }, () => signedIn(app, { tier: 'Platinum', points: 10, startedOn: '2022-03-01' })),
    )
    const runs = await Promise.all(Array.from({ length: 3 }, () => renewDueMembers(app.database, settings())))
    expect(runs.some((run) => run.ran)).toBe(true)
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBeGreaterThanOrEqual(racers.length)
    for (const racer of racers) {
      expect(await annualRows(app, racer.id)).toHaveLength(1)
      expect(await pointsAudit(app.db, racer.id)).toMatchObject({ balance: 4900, consistent: true, ledgerSum: 4900 })
    }
  })

  it('starts the trip allowance afresh at the anniversary', async () => {
    const member = await signedIn(app, { tier: 'Silver', points: 20_000, startedOn: '2025-12-01' })
    const overnight = (date: string) =>
      call(app, member, 'POST', '/api/booking/bookings', { vessel_id: 'peace', tour_type: 'Overnight', date })
    expect((await overnight('2026-11-26')).statusCode).toBe(201)
    const sameYear = await overnight('2026-11-28')
    expect(sameYear.statusCode).toBe(422)
    expect(sameYear.json().rule).toBe('trips')
    // From December 1 the member is in a new membership year, with a new overnight trip.
    expect((await overnight('2026-12-02')).statusCode).toBe(201)
  })
})

describe('a start date no calendar holds, planted straight in the database (issue 20 §11)', () => {
  const staff = staffApp(clock)
  let app: FastifyInstance
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  const plant = (memberId: number, startedOn: string) =>
    app.db.execute(sql`update members set membership_started_on = ${startedOn}::date where id = ${memberId}`)

  it('is logged and skipped, with nothing written for that member, while everyone else due is renewed', async () => {
    const before = await signedIn(app, { tier: 'Silver', points: 10, startedOn: '2024-01-15' })
    const broken = await signedIn(app, { points: 75 })
    const after = await signedIn(app, { tier: 'Silver', points: 10, startedOn: '2025-02-01' })
    await plant(broken.id, '300000-01-01')

    const run = await renewDueMembers(app.database, settings())
    expect(run).toMatchObject({ ran: true, renewed: 2 })
    expect(run.failed).toEqual([
      {
        memberId: broken.id,
        memberNumber: `MYC-${String(broken.id).padStart(5, '0')}`,
        reason: expect.stringMatching(/^RangeError: /),
      },
    ])
    for (const member of [before, after]) expect(await annualRows(app, member.id)).toHaveLength(1)
    expect(await annualRows(app, broken.id)).toEqual([])
    expect(await pointsAudit(app.db, broken.id)).toMatchObject({ balance: 75, consistent: true, rows: 1 })
  })

  it('in year 9999 leaves the member’s quote, ledger and renewal answering, not 500', async () => {
    const member = await signedIn(app, { points: 900 })
    await plant(member.id, '9999-12-31')
    const quote = await call(app, member, 'POST', '/api/booking/quote', {
      vessel_id: 'peace',
      tour_type: 'Sunset',
      date: '2026-12-18',
    })
    expect(quote.statusCode).toBe(200)
    expect((await call(app, member, 'GET', `/api/booking/membership/${member.id}`)).statusCode).toBe(200)
    expect((await call(app, admin, 'GET', `/api/admin/members/${member.id}/renewal`)).statusCode).toBe(200)
    expect((await call(app, admin, 'POST', `/api/admin/members/${member.id}/renew`)).statusCode).toBe(409)
    const run = await renewDueMembers(app.database, settings())
    expect(run.failed).toHaveLength(1)
    expect(await annualRows(app, member.id)).toEqual([])
  })
})

describe('membership years with carry-over', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { POINTS_CARRY_OVER: 'true' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('adds the annual points to the unused ones, and nothing lapses', async () => {
    const admin = await signedIn(app, { userType: 'admin' })
    const member = await signedIn(app, { tier: 'Diamond', points: 250, startedOn: '2024-11-24' })
    const renewed = await call(app, admin, 'POST', `/api/admin/members/${member.id}/renew`)
    expect(renewed.json()).toMatchObject({ granted: 7500, lapsed: 0, current_points: 7750 })
    expect(await annualRows(app, member.id)).toMatchObject([
      { points: 7500, description: 'Membership year from Nov 24, 2026: 7,500 annual points' },
    ])
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 7750, ledgerSum: 7750, consistent: true })
  })
})

describe('the scheduled renewal', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, membershipRenewalEveryMs: 100 })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('grants a member whose year is due without anyone asking, once', async () => {
    const member = await signedIn(app, { tier: 'Gold', points: 40, startedOn: '2025-11-24' })
    await expect.poll(async () => (await annualRows(app, member.id)).length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await annualRows(app, member.id)).toHaveLength(1)
    expect(await pointsAudit(app.db, member.id)).toMatchObject({ balance: 3350, consistent: true })
  })
})

/** A Gold member with 75 points, made straight in the database as the command-line tests need. */
function goldMember(db: Database['db'], hasher: PasswordHasher, username: string) {
  return createAccount(db, hasher, {
    username,
    password: 'Correct-Horse-1',
    userType: 'user',
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: 'Renew',
    tier: 'Gold',
    points: 75,
  })
}

function renewCommand(env: Record<string, string>) {
  return runCommand('server/features/membership-year/renew-command.ts', [], env)
}

describe('npm run points:renew', { timeout: 90_000 }, () => {
  let target: ServerDatabase
  beforeAll(async () => {
    target = await createServerDatabase()
  })
  afterAll(async () => {
    await target?.remove()
  })

  it('renews everyone due on the configured database and is safe to run twice', async () => {
    let database: Database | undefined
    const today = clubDateOf(new Date())
    try {
      database = await target.open()
      await database.migrate()
      const hasher = passwordHasher(testConfig().accounts.passwordHashCost)
      const add = (username: string, startedOn: string) =>
        goldMember(database!.db, hasher, username).then((row) =>
          database!.db.update(members).set({ membershipStartedOn: startedOn }).where(eq(members.id, row.id)),
        )
      await add('due-one', addClubYears(today, -2))
      await add('due-two', addClubYears(today, -1))
      await add('new-one', today)
    } finally {
      await database?.close()
    }

    const first = await renewCommand(target.env)
    expect(first).toMatchObject({ code: 0, stderr: '', stdout: 'Renewed 2 members; skipped 1 not due.\n' })
    const second = await renewCommand(target.env)
    expect(second).toMatchObject({ code: 0, stdout: 'Renewed 0 members; skipped 3 not due.\n' })

    try {
      database = await target.open()
      const rows = await database.db.select().from(pointsLedger).where(eq(pointsLedger.kind, 'annual'))
      expect(rows.map((row) => row.membershipYear)).toEqual([today, today])
      expect(rows.every((row) => row.balanceAfter === 3350 && row.points === 3275)).toBe(true)
    } finally {
      await database?.close()
    }
  })

  it('renews everyone else when one member’s start date is no calendar day, names that member, and exits 1 only when no one was renewed', async () => {
    let database: Database | undefined
    const today = clubDateOf(new Date())
    try {
      database = await target.open()
      const hasher = passwordHasher(testConfig().accounts.passwordHashCost)
      for (const [username, startedOn] of [
        ['due-three', addClubYears(today, -3)],
        ['broken-date', '300000-01-01'],
      ] as const) {
        const row = await goldMember(database.db, hasher, username)
        await database.db.execute(
          sql`update members set membership_started_on = ${startedOn}::date where id = ${row.id}`,
        )
      }
    } finally {
      await database?.close()
    }

    const first = await renewCommand(target.env)
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(/^Renewed 1 member; skipped \d+ not due; 1 could not be renewed\.\n$/)
    expect(first.stderr).toMatch(/^Could not renew member MYC-\d{5} \(left as it was\): RangeError: .+\n$/)
    const second = await renewCommand(target.env)
    expect(second.code).toBe(1)
    expect(second.stdout).toMatch(/^Renewed 0 members; skipped \d+ not due; 1 could not be renewed\.\n$/)

    try {
      database = await target.open()
      const granted = await database.db
        .select({ username: members.username })
        .from(pointsLedger)
        .innerJoin(members, eq(members.id, pointsLedger.memberId))
        .where(eq(pointsLedger.kind, 'annual'))
      expect(granted.map((row) => row.username).sort()).toEqual(['due-one', 'due-three', 'due-two'])
    } finally {
      await database?.close()
    }
  })
})
