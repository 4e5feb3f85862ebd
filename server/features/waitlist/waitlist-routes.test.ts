import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant, clubIsoTime } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { openSocket } from '../../test/websocket-client.ts'
import { slotOccupancy } from '../bookings/booking-tables.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { waitlistHolds } from './waitlist-tables.ts'

const MINUTE = 60_000
const HOLD_MINUTES = 60
const DAY = '2026-12-18'
const morning = { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: DAY }
const afternoon = { vessel_id: 'kaifin', tour_type: 'Half Day Afternoon', date: DAY }
const fullDay = { vessel_id: 'kaifin', tour_type: 'Full Day', date: DAY }

async function offerLetters(app: FastifyInstance, member: SignedIn) {
  return app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.recipients, `${member.username}@example.com`), like(emailOutbox.subject, '%is free for you%')),
    )
}

describe('the waitlist', () => {
  const start = clubInstant('2026-12-07', 9)
  const clock = testClock(start)
  let app: FastifyInstance
  let origin: string
  beforeAll(async () => {
    app = await buildTestApp({
      now: clock.now,
      env: { SCHEDULED_WORK_POLL_MS: '60000', WAITLIST_HOLD_MINUTES: String(HOLD_MINUTES) },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app?.close()
  })

  const member = (points = 50_000) => signedIn(app, { tier: 'Diamond', points })
  const join = (who: SignedIn, tour: object) => call(app, who, 'POST', '/api/booking/waitlist', tour)
  const list = async (who: SignedIn) => (await call(app, who, 'GET', '/api/booking/waitlist')).json()
  const leave = (who: SignedIn, id: string) => call(app, who, 'DELETE', `/api/booking/waitlist/${id}`)
  const cancel = (who: SignedIn, bookingId: string) =>
    call(app, who, 'POST', `/api/booking/bookings/${bookingId}/cancel`, {})
  const booked = async (who: SignedIn, tour: object, date = DAY) => {
    const answer = await book(app, who, { ...tour, date })
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json().booking_id as string
  }

  it('puts members in line for a taken tour, in the order they joined, and lets them leave', async () => {
    const date = '2026-12-14'
    const [holder, first, second] = [await member(), await member(), await member()]
    await booked(holder, morning, date)
    const free = await join(first, { ...afternoon, date })
    expect(free.statusCode).toBe(409)
    expect(free.json().detail).toBe("45' Kai Fin is free for that Half Day Afternoon outing: book it instead.")
    expect((await join(holder, { ...morning, date })).statusCode).toBe(409)

    const joined = await join(first, { ...morning, date })
    expect(joined.statusCode).toBe(201)
    expect(joined.json()).toEqual({ waitlist_id: expect.any(String), position: 1 })
    expect((await join(first, { ...morning, date })).statusCode).toBe(409)
    const behind = await join(second, { ...fullDay, date })
    expect(behind.json().position).toBe(2)

    expect(await list(first)).toEqual([
      {
        waitlist_id: joined.json().waitlist_id,
        vessel_id: 'kaifin',
        item: "45' Kai Fin",
        tour_type: 'Half Day Morning',
        date,
        days: 1,
        start_at: clubIsoTime(clubInstant(date, 8, 30)),
        end_at: clubIsoTime(clubInstant(date, 13, 30)),
        joined_at: clubIsoTime(start),
        position: 1,
        offer: null,
      },
    ])
    expect((await leave(second, joined.json().waitlist_id)).statusCode).toBe(404)
    expect((await leave(second, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await leave(second, 'not-an-id')).statusCode).toBe(400)
    const left = await leave(first, joined.json().waitlist_id)
    expect(left.statusCode).toBe(200)
    expect(left.json()).toEqual({ waitlist_id: joined.json().waitlist_id, status: 'left' })
    expect((await leave(first, joined.json().waitlist_id)).statusCode).toBe(409)
    expect(await list(first)).toEqual([])
    expect((await list(second))[0].position).toBe(1)
    expect((await call(app, undefined, 'GET', '/api/booking/waitlist')).statusCode).toBe(401)
  })

  it('offers freed slots to the first member whose rules allow the tour, holds them, and tells them once', async () => {
    const [holder, broke, first, next, outsider] = [
      await member(),
      await member(0),
      await member(),
      await member(),
      await member(),
    ]
    const bookingId = await booked(holder, morning)
    const ids: string[] = []
    for (const who of [broke, first, next]) ids.push((await join(who, morning)).json().waitlist_id as string)
    const { socket, nextMessage } = await openSocket(
      `${origin.replace('http:', 'ws:')}/api/web_socket/ws/${first.id}`,
      {
        cookie: first.cookie,
        origin,
      },
    )

    clock.set(new Date(start.getTime() + 10 * MINUTE))
    expect((await cancel(holder, bookingId)).statusCode).toBe(200)
    await app.scheduledWork.runDue()
    await app.scheduledWork.runDue()
    const expiresAt = new Date(clock.now().getTime() + HOLD_MINUTES * MINUTE)

    expect(await nextMessage()).toEqual({
      event: 'waitlist_offer',
      waitlist_id: ids[1],
      vessel_id: 'kaifin',
      tour_type: 'Half Day Morning',
      start_at: clubIsoTime(clubInstant(DAY, 8, 30)),
      expires_at: clubIsoTime(expiresAt),
    })
    socket.close()
    const letters = await offerLetters(app, first)
    expect(letters).toHaveLength(1)
    expect(letters[0]?.text).toContain('we are holding it for you until Mon, Dec 7, 2026, 10:10 AM')
    expect(await offerLetters(app, broke)).toEqual([])
    expect((await list(first))[0]).toMatchObject({ position: 2, offer: { expires_at: clubIsoTime(expiresAt) } })
    // The member whose points could not pay for it keeps their place, first in line.
    expect((await list(broke))[0]).toMatchObject({ position: 1, offer: null })
    expect((await list(next))[0]).toMatchObject({ position: 3, offer: null })

    const refused = await book(app, outsider, morning)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      rule: 'held',
      detail:
        "45' Kai Fin is held for a member on the waitlist until Mon, Dec 7, 2026, 10:10 AM. Join the waitlist to be offered it if they do not book it.",
    })
    const quote = (await call(app, outsider, 'POST', '/api/booking/quote', morning)).json()
    expect(quote).toMatchObject({ allowed: false, refusals: [{ rule: 'held' }] })
    const stateFor = async (who: SignedIn) =>
      (await call(app, who, 'GET', `/api/booking/availability?from=${DAY}&days=1&vessel_id=kaifin`)).json().days[0]
        .slots[0].state
    expect(await stateFor(outsider)).toBe('taken')
    expect(await stateFor(first)).toBe('free')
    expect((await join(outsider, morning)).json().position).toBe(4)

    await app.scheduledWork.runDue()
    expect(await offerLetters(app, first)).toHaveLength(1)

    await booked(first, morning)
    expect(await list(first)).toEqual([])
    const [hold] = await app.db.select().from(waitlistHolds).where(eq(waitlistHolds.entryId, ids[1]!))
    expect(hold?.status).toBe('accepted')
    const holders = await app.db
      .select()
      .from(slotOccupancy)
      .where(and(eq(slotOccupancy.vesselKey, 'kaifin'), eq(slotOccupancy.slotDate, DAY)))
    expect(holders).toEqual([expect.objectContaining({ slot: 'morning', holdId: null, bookingId: expect.any(String) })])
    // Its expiry, when due, finds nothing to do.
    clock.set(expiresAt)
    await app.scheduledWork.runDue()
    expect(await offerLetters(app, next)).toEqual([])
  })

  it('passes an offer on when it runs out, and at once when it is declined', async () => {
    const date = '2026-12-21'
    const [holder, first, second, third] = [await member(), await member(), await member(), await member()]
    const bookingId = await booked(holder, afternoon, date)
    const ids: string[] = []
    for (const who of [first, second, third]) ids.push((await join(who, { ...afternoon, date })).json().waitlist_id)
    clock.set(new Date(start.getTime() + 2 * 60 * MINUTE))
    await cancel(holder, bookingId)
    await app.scheduledWork.runDue()
    expect((await list(first))[0].offer).not.toBeNull()

    clock.set(new Date(clock.now().getTime() + HOLD_MINUTES * MINUTE - 1))
    await app.scheduledWork.runDue()
    expect(await offerLetters(app, second)).toEqual([])
    clock.set(new Date(clock.now().getTime() + 1))
    await app.scheduledWork.runDue()
    expect(await list(first)).toEqual([])
    expect(await offerLetters(app, second)).toHaveLength(1)
    expect((await list(second))[0]).toMatchObject({ position: 1, offer: expect.any(Object) })
    expect((await book(app, first, { ...afternoon, date })).json().rule).toBe('held')

    expect((await leave(second, ids[1]!)).statusCode).toBe(200)
    await app.scheduledWork.runDue()
    expect(await offerLetters(app, third)).toHaveLength(1)
    expect((await list(third))[0].offer).not.toBeNull()
    const holds = await app.db.select().from(waitlistHolds).where(eq(waitlistHolds.vesselKey, 'kaifin'))
    const statuses = Object.fromEntries(holds.map((hold) => [hold.entryId, hold.status]))
    expect([statuses[ids[0]!], statuses[ids[1]!], statuses[ids[2]!]]).toEqual(['expired', 'declined', 'open'])
  })

  it('never offers one slot twice when two free at once', async () => {
    const date = '2026-12-23'
    const [morningHolder, afternoonHolder, wholeDay, halfDay, evening] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ]
    const morningId = await booked(morningHolder, morning, date)
    const afternoonId = await booked(afternoonHolder, afternoon, date)
    const full = (await join(wholeDay, { ...fullDay, date })).json()
    const half = (await join(halfDay, { ...morning, date })).json()
    const late = (await join(evening, { ...afternoon, date })).json()
    expect([full.position, half.position, late.position]).toEqual([1, 2, 2])

    await Promise.all([cancel(morningHolder, morningId), cancel(afternoonHolder, afternoonId)])
    await app.scheduledWork.runDue()
    const holds = await app.db
      .select()
      .from(slotOccupancy)
      .where(and(eq(slotOccupancy.vesselKey, 'kaifin'), eq(slotOccupancy.slotDate, date)))
    expect(holds).toHaveLength(2)
    expect(new Set(holds.map((row) => row.holdId)).size).toBe(1)
    expect((await list(wholeDay))[0].offer).not.toBeNull()
    expect((await list(halfDay))[0].offer).toBeNull()
    expect((await list(evening))[0].offer).toBeNull()

    // The whole day declined, each half goes to the next in line for it.
    await leave(wholeDay, full.waitlist_id)
    await app.scheduledWork.runDue()
    expect((await list(halfDay))[0].offer).not.toBeNull()
    expect((await list(evening))[0].offer).not.toBeNull()
  })

  it('offers a vessel’s slots when staff lift the block over them', async () => {
    const date = '2026-12-24'
    const admin = await signedIn(app, { userType: 'admin' })
    const waiting = await member()
    const blocked = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
      vessel_id: 'kaifin',
      from: { date, slot: 'morning' },
      to: { date, slot: 'afternoon' },
      kind: 'maintenance',
      reason: 'Engine service',
    })
    expect(blocked.statusCode).toBe(201)
    expect((await join(waiting, { ...fullDay, date })).statusCode).toBe(201)
    await app.scheduledWork.runDue()
    expect((await list(waiting))[0].offer).toBeNull()
    const lifted = await call(app, admin, 'DELETE', `/api/admin/vessel-blocks/${blocked.json().block_id}`)
    expect(lifted.statusCode).toBe(200)
    await app.scheduledWork.runDue()
    expect((await list(waiting))[0].offer).not.toBeNull()
    expect(await offerLetters(app, waiting)).toHaveLength(1)

    // Closed again over the offer: it is withdrawn and the member waits, first in line, for it to reopen.
    const again = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
      vessel_id: 'kaifin',
      from: { date, slot: 'afternoon' },
      to: { date, slot: 'afternoon' },
      kind: 'weather',
      reason: 'Gale warning',
    })
    expect(again.statusCode, again.body).toBe(201)
    expect((await list(waiting))[0]).toMatchObject({ position: 1, offer: null })
    expect((await book(app, waiting, { ...fullDay, date })).json().rule).toBe('blocked')
    await call(app, admin, 'DELETE', `/api/admin/vessel-blocks/${again.json().block_id}`)
    await app.scheduledWork.runDue()
    expect((await list(waiting))[0].offer).not.toBeNull()
  })
})
