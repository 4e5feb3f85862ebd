import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))
const REFERENCE = /^B-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{5}$/

describe('booking references', () => {
  let app: App
  let member: SignedIn
  let other: SignedIn
  let admin: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    member = await signedIn(app, { points: 5000 })
    other = await signedIn(app, { points: 5000 })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('come with every booking answer: booking, list, one booking, ledgers, cancel and rebook', async () => {
    const booked = (await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-16' })).json()
    expect(booked.reference).toMatch(REFERENCE)
    const moved = await call(app, member, 'POST', `/api/booking/bookings/${booked.booking_id}/rebook`, {
      vessel_id: 'peace',
      tour_type: 'Half Day Morning',
      date: '2026-12-17',
    })
    expect(moved.statusCode).toBe(201)
    expect(moved.json()).toMatchObject({ rebooked_from: booked.booking_id, rebooked_from_reference: booked.reference })
    expect(moved.json().reference).toMatch(REFERENCE)
    expect(moved.json().reference).not.toBe(booked.reference)

    const past = (await call(app, member, 'GET', '/api/booking/bookings?when=past')).json()
    expect(past).toEqual([
      expect.objectContaining({
        reference: booked.reference,
        rebooked_to: moved.json().booking_id,
        rebooked_to_reference: moved.json().reference,
      }),
    ])
    const upcoming = (await call(app, member, 'GET', '/api/booking/bookings?when=upcoming')).json()
    expect(upcoming).toEqual([
      expect.objectContaining({ reference: moved.json().reference, rebooked_to_reference: null }),
    ])

    const cancelled = await call(app, member, 'POST', `/api/booking/bookings/${moved.json().reference}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ booking_id: moved.json().booking_id, reference: moved.json().reference })

    const ledger = (await call(app, member, 'GET', `/api/booking/membership/${member.id}`)).json()
    const bookingRows = ledger.data.filter((row: { source?: string }) => !row.source)
    expect(bookingRows.map((row: { reference: string }) => row.reference).sort()).toEqual(
      [booked.reference, moved.json().reference].sort(),
    )
    expect(bookingRows).toContainEqual(
      expect.objectContaining({ reference: booked.reference, rebooked_to_reference: moved.json().reference }),
    )
    const adjustments = ledger.data.filter((row: { type?: string }) => row.type === 'cancel' || row.type === 'rebook')
    expect(adjustments.map((row: { booking_reference: string }) => row.booking_reference).sort()).toEqual(
      [booked.reference, moved.json().reference].sort(),
    )
  })

  it('open a booking wherever its id does, in any case, for its member and admins only', async () => {
    const booked = (await book(app, member, { vessel_id: 'congetta', tour_type: 'Sunset', date: '2026-12-18' })).json()
    const lower = booked.reference.toLowerCase()

    const own = await call(app, member, 'GET', `/api/booking/bookings/${lower}`)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({
      booking_id: booked.booking_id,
      reference: booked.reference,
      status: 'booked',
      username: member.username,
      member_name: expect.stringMatching(/^Pat Sailor/),
      revision: 0,
    })
    expect((await call(app, member, 'GET', `/api/booking/bookings/${booked.booking_id}`)).json().reference).toBe(
      booked.reference,
    )
    expect((await call(app, admin, 'GET', `/api/booking/bookings/${booked.reference}`)).statusCode).toBe(200)

    const calendar = await call(app, member, 'GET', `/api/booking/bookings/${booked.reference}/calendar.ics`)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.headers['content-disposition']).toBe(`attachment; filename="booking-${booked.reference}.ics"`)

    // Someone else's booking, a reference nobody holds and anything else are one and the same: nothing.
    for (const path of [
      `/api/booking/bookings/${booked.reference}`,
      `/api/booking/bookings/${booked.reference}/calendar.ics`,
    ]) {
      expect((await call(app, other, 'GET', path)).statusCode).toBe(404)
    }
    for (const action of ['cancel', 'rebook']) {
      const body = action === 'cancel' ? {} : { vessel_id: 'congetta', tour_type: 'Sunset', date: '2026-12-19' }
      const refused = await call(app, other, 'POST', `/api/booking/bookings/${booked.reference}/${action}`, body)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().detail).toEqual(expect.any(String))
    }
    for (const key of ['B-22222', 'B-0O1IL', 'not-a-booking', 'B-7K3Q9X']) {
      const answer = await call(app, member, 'GET', `/api/booking/bookings/${key}`)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().detail).toEqual(expect.any(String))
    }
    expect((await call(app, undefined, 'GET', `/api/booking/bookings/${booked.reference}`)).statusCode).toBe(401)

    const rebooked = await call(app, admin, 'POST', `/api/booking/bookings/${lower}/rebook`, {
      vessel_id: 'congetta',
      tour_type: 'Half Day Morning',
      date: '2026-12-18',
    })
    expect(rebooked.statusCode).toBe(201)
    expect(rebooked.json().rebooked_from_reference).toBe(booked.reference)
  })
})
