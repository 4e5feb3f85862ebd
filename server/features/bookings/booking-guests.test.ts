import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { book, call, staffApp, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { auditLog } from '../audit/audit-log-table.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

describe('guests aboard', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  const guests = (who: SignedIn | undefined, booking: string, body: unknown) =>
    call(app, who, 'PUT', `/api/booking/bookings/${booking}/guests`, body)

  it('are 1 by default, up to what the vessel carries, with at most as many names', async () => {
    const member = await signedIn(app)
    const plain = await book(app, member, { vessel_id: 'topshelf', tour_type: 'Sunset', date: '2026-12-14' })
    expect(plain.json()).toMatchObject({ guests: 1, guest_names: [] })
    // The 38' Top Shelf carries up to 13.
    const full = await book(app, member, {
      vessel_id: 'topshelf',
      tour_type: 'Half Day Morning',
      date: '2026-12-15',
      guests: 13,
      guest_names: ['Ada', 'Ben'],
    })
    expect(full.statusCode).toBe(201)
    expect(full.json()).toMatchObject({ guests: 13, guest_names: ['Ada', 'Ben'] })
    const over = await book(app, member, {
      vessel_id: 'topshelf',
      tour_type: 'Half Day Morning',
      date: '2026-12-16',
      guests: 14,
    })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toEqual({
      rule: 'guests',
      detail: "38' Top Shelf carries up to 13 guests; this booking has 14.",
    })
    const quote = await call(app, member, 'POST', '/api/booking/quote', {
      vessel_id: 'topshelf',
      tour_type: 'Half Day Morning',
      date: '2026-12-16',
      guests: 14,
    })
    expect(quote.json().refusals.map((refusal: { rule: string }) => refusal.rule)).toContain('guests')
    for (const wrong of [
      { guests: 0 },
      { guests: 2.5 },
      { guests: 2, guest_names: ['A', 'B', 'C'] },
      { guest_names: [''] },
    ]) {
      const refused = await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-17', ...wrong })
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400)
    }
  })

  it('change until the outing starts, by the member or staff, never by another member', async () => {
    const member = await signedIn(app)
    const stranger = await signedIn(app)
    const booking = (
      await book(app, member, { vessel_id: 'topshelf', tour_type: 'Half Day Afternoon', date: '2026-12-08' })
    ).json().booking_id as string
    expect((await guests(undefined, booking, { guests: 2 })).statusCode).toBe(401)
    expect((await guests(stranger, booking, { guests: 2 })).statusCode).toBe(404)
    const changed = await guests(member, booking, { guests: 4, guest_names: ['Ada'] })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ guests: 4, guest_names: ['Ada'] })
    expect((await guests(member, booking, { guests: 14 })).json().rule).toBe('guests')
    expect((await guests(admin, booking, { guests: 6 })).statusCode).toBe(200)
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'booking.guests'))
    expect(audit.map((entry) => entry.details)).toEqual([{ booking_id: booking, guests: { before: 4, after: 6 } }])
    clock.set(clubInstant('2026-12-08', 16, 0))
    expect((await guests(member, booking, { guests: 2 })).statusCode).toBe(409)
    clock.set(clubInstant('2026-12-07', 9))
  })

  it('go with a booking moved to another vessel, which must carry them', async () => {
    const member = await signedIn(app)
    const booking = (
      await book(app, member, { vessel_id: 'topshelf', tour_type: 'Sunset', date: '2026-12-18', guests: 12 })
    ).json().booking_id as string
    const small = await call(app, member, 'GET', '/api/booking/vessels')
    const smaller = small.json().find((vessel: { guests: number }) => vessel.guests < 12)
    const refused = await call(app, member, 'POST', `/api/booking/bookings/${booking}/rebook`, {
      vessel_id: smaller.vessel_id,
      tour_type: 'Sunset',
      date: '2026-12-18',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().rule).toBe('guests')
    const moved = await call(app, member, 'POST', `/api/booking/bookings/${booking}/rebook`, {
      vessel_id: 'topshelf',
      tour_type: 'Sunset',
      date: '2026-12-19',
    })
    expect(moved.json()).toMatchObject({ guests: 12 })
  })
})
