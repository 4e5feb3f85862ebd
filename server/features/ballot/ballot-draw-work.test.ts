import type { AddressInfo } from 'node:net'
import { eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { drawBallot } from '../../../common/ballot/ballot-draw.ts'
import { clubInstant } from '../../../common/club-time.ts'
import { buildApp } from '../../app.ts'
import type { Database } from '../../db/database.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { enterBallot, namePeakDates } from '../../test/test-ballot.ts'
import { book, call, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { createServerDatabase, type ServerDatabase } from '../../test/test-database.ts'
import { openSocket } from '../../test/websocket-client.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { scheduledWork } from '../scheduled-work/scheduled-work-table.ts'
import { ballotDraws } from './ballot-tables.ts'
import { ballotDrawKey } from './peak-date-operations.ts'

const PEAK = '2026-12-31'
const quiet = { SCHEDULED_WORK_POLL_MS: '60000' }
const peaceFullDay = { vessel_id: 'peace', tour_type: 'Full Day', date: PEAK }

async function lettersAbout(app: FastifyInstance, date: string) {
  return app.db
    .select({ to: emailOutbox.recipients, subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%ballot for ${date}%`))
}

async function entered(app: FastifyInstance, member: SignedIn, request: typeof peaceFullDay & { rank?: number }) {
  const response = await enterBallot(app, member, { rank: 1, ...request })
  expect(response.statusCode, response.body).toBe(201)
}

describe('the draw of a peak date', () => {
  const clock = testClock(clubInstant('2026-12-01', 10))
  let app: FastifyInstance
  let admin: SignedIn
  /** Two wins this year by the time of the last draw. */
  let twice: SignedIn
  /** One win. */
  let once: SignedIn
  /** None, and too few points left when the day is drawn. */
  let short: SignedIn
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: quiet })
    await app.listen({ host: '127.0.0.1', port: 0 })
    admin = await signedIn(app, { userType: 'admin' })
    twice = await signedIn(app, { tier: 'Gold', points: 5000, startedOn: '2026-06-01' })
    once = await signedIn(app, { tier: 'Gold', points: 5000, startedOn: '2026-06-01' })
    short = await signedIn(app, { tier: 'Gold', points: 1000, startedOn: '2026-06-01' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('draws fewer wins first, skips a winner who can no longer afford it, books the next and tells everyone once', async () => {
    await namePeakDates(app, admin, ['2026-12-24', '2026-12-25'], ['2026-12-05', 9], ['2026-12-19', 18])
    await namePeakDates(app, admin, [PEAK], ['2026-12-05', 9], ['2026-12-20', 18])
    clock.set(clubInstant('2026-12-06', 10))
    await entered(app, twice, { ...peaceFullDay, date: '2026-12-24' })
    await entered(app, twice, { ...peaceFullDay, date: '2026-12-25' })
    await entered(app, once, { ...peaceFullDay, vessel_id: 'giddyup', date: '2026-12-24' })
    for (const member of [twice, once, short]) await entered(app, member, peaceFullDay)
    await entered(app, once, { ...peaceFullDay, vessel_id: 'giddyup', tour_type: 'Half Day Morning', rank: 2 })
    // Enough points to enter, not once this booking has charged them.
    expect(
      (await book(app, short, { vessel_id: 'giddyup', tour_type: 'Full Day', date: '2026-12-10' })).statusCode,
    ).toBe(201)

    clock.set(clubInstant('2026-12-19', 18))
    expect(await app.scheduledWork.runDue()).toBe(2)
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const { socket, nextMessage } = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${once.id}`, {
      cookie: once.cookie,
      origin,
    })
    const before = { once: await pointsAudit(app.db, once.id), short: await pointsAudit(app.db, short.id) }

    clock.set(clubInstant('2026-12-20', 17, 59))
    expect(await app.scheduledWork.runDue()).toBe(0)
    clock.set(clubInstant('2026-12-20', 18))
    // The draw, then the waitlist's look for free slots that joining the line asks for (none are).
    expect(await app.scheduledWork.runDue()).toBe(2)
    expect(await app.scheduledWork.runDue()).toBe(0)

    const draw = (await call(app, admin, 'GET', `/api/admin/peak-dates/${PEAK}/draw`)).json()
    expect(draw).toMatchObject({ date: PEAK, seed: expect.any(Number), drawn_at: '2026-12-20T18:00:00-05:00' })
    expect(
      draw.steps.map(
        (step: { position: number; member: { id: number }; wins: number; rank: number; outcome: string }) => [
          step.position,
          step.member.id,
          step.wins,
          step.rank,
          step.outcome,
        ],
      ),
    ).toEqual([
      [1, short.id, 0, 1, 'refused'],
      [2, once.id, 1, 1, 'booked'],
      [3, twice.id, 2, 1, 'taken'],
    ])
    expect(draw.steps[0].reason).toBe('This outing costs 798 Mariner Points; you have 622.')
    expect(draw.winners).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: once.id }),
        item: "63' Peace",
        tour_type: 'Full Day',
      }),
    ])
    expect(draw.unplaced).toEqual([expect.objectContaining({ member: expect.objectContaining({ id: twice.id }) })])

    // Booked through the booking engine: the points charged as a ledger row, the balance its sum.
    const won = draw.winners[0]
    const after = await pointsAudit(app.db, once.id)
    expect(after).toMatchObject({ consistent: true, balance: before.once.balance - 798, rows: before.once.rows + 1 })
    expect(after.ledgerSum).toBe(after.balance)
    expect(await pointsAudit(app.db, short.id)).toEqual(before.short)
    const upcoming = (await call(app, once, 'GET', '/api/booking/bookings?when=upcoming')).json()
    expect(upcoming).toEqual(expect.arrayContaining([expect.objectContaining({ booking_id: won.booking_id })]))
    expect(await nextMessage()).toEqual({ event: 'booking_success', point_used: 798, current_points: after.balance })
    expect(await nextMessage()).toEqual({ event: 'ballot_result', date: PEAK, won: true, booking_id: won.booking_id })
    socket.close()

    const results = async (member: SignedIn) =>
      (await call(app, member, 'GET', '/api/booking/ballot'))
        .json()
        .entries.filter((entry: { date: string }) => entry.date === PEAK)
        .map((entry: { rank: number; result: string; booking: unknown }) => [entry.rank, entry.result, entry.booking])
    expect(await results(once)).toEqual([
      [1, 'won', { booking_id: won.booking_id, reference: won.reference }],
      [2, 'not_needed', null],
    ])
    expect(await results(twice)).toEqual([[1, 'not_placed', null]])
    // Not placed, so in line for it: a cancellation of the winner's outing would be offered to them.
    expect((await call(app, twice, 'GET', '/api/booking/waitlist')).json()).toEqual([
      expect.objectContaining({ vessel_id: 'peace', tour_type: 'Full Day', date: PEAK, position: 1, offer: null }),
    ])
    expect((await call(app, short, 'GET', '/api/booking/waitlist')).json()).toEqual([])
    expect(await results(short)).toEqual([[1, 'refused', null]])

    const letters = await lettersAbout(app, 'December 31, 2026')
    expect(letters.map((letter) => letter.to).sort()).toEqual(
      [once, twice, short].map((member) => `${member.username}@example.com`).sort(),
    )
    const letterTo = (member: SignedIn) => letters.find((letter) => letter.to === `${member.username}@example.com`)!
    expect(letterTo(once).subject).toBe('You won the ballot for December 31, 2026')
    expect(letterTo(once).text).toContain(won.reference)
    expect(letterTo(twice).text).toContain('Taken by a member drawn earlier')
    expect(letterTo(short).text).toContain('798 Mariner Points')

    // The day is booked as any other once drawn.
    const other = await book(app, short, { vessel_id: 'giddyup', tour_type: 'Half Day Afternoon', date: PEAK })
    expect(other.statusCode, other.body).toBe(201)
  })

  it('replays from its recorded seed and inputs to the same steps', async () => {
    const [record] = await app.db.select().from(ballotDraws).where(eq(ballotDraws.peakDate, PEAK))
    const { inputs, result } = record!.record
    const replayed = drawBallot({
      ...inputs,
      seed: record!.seed,
      canAfford: (request) => inputs.refusals[request.id] ?? null,
    })
    expect(replayed).toEqual(result)
  })

  it('answers 404 for a date not drawn, and is for staff only', async () => {
    expect((await call(app, admin, 'GET', '/api/admin/peak-dates/2027-01-02/draw')).statusCode).toBe(404)
    expect((await call(app, once, 'GET', `/api/admin/peak-dates/${PEAK}/draw`)).statusCode).toBe(403)
  })
})

// Two instances share one PostgreSQL database; the embedded database has one instance per data folder.
if (inject('testDatabaseTemplate').driver === 'postgres') {
  describe('a draw on two instances', () => {
    const clock = testClock(clubInstant('2026-12-01', 10))
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
    })
    afterAll(async () => {
      for (const app of apps.reverse()) await app.close()
      await shared?.remove()
    })

    it('runs once, whichever instance claims it', async () => {
      const [one, two] = apps as [FastifyInstance, FastifyInstance]
      const admin = await signedIn(one, { userType: 'admin' })
      await namePeakDates(one, admin, [PEAK], ['2026-12-05', 9], ['2026-12-20', 18])
      clock.set(clubInstant('2026-12-06', 10))
      const members = [await signedIn(one, { tier: 'Gold' }), await signedIn(two, { tier: 'Gold' })]
      await entered(one, members[0]!, peaceFullDay)
      await entered(two, members[1]!, peaceFullDay)
      clock.set(clubInstant('2026-12-20', 18))
      await Promise.all([one, two].map((app) => app.scheduledWork.runDue()))
      // Done once, by whichever claimed it (the waitlist round the draw asks for may run on either).
      const [draw] = await one.db
        .select()
        .from(scheduledWork)
        .where(eq(scheduledWork.key, ballotDrawKey(PEAK)))
      expect(draw).toMatchObject({ attempts: 1, doneAt: expect.any(Date) })
      expect(await one.db.select().from(ballotDraws)).toHaveLength(1)
      expect(await lettersAbout(one, 'December 31, 2026')).toHaveLength(2)
    })
  })
}
