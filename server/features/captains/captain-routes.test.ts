import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { book, call, staffApp, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const ana = {
  name: 'Ana Reyes',
  email: 'ana.reyes@example.com',
  phone_number: '9415550100',
  licence: { number: 'ML-1234567', expires_on: '2027-01-20' },
  vessels: ['peace', 'rallypoint'],
}

describe('the captains', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  let member: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
    member = await signedIn(app, { tier: 'Diamond', points: 50_000 })
  })

  const assign = (booking: string, captainId: number | null) =>
    call(app, admin, 'PUT', `/api/admin/bookings/${booking}/captain`, { captain_id: captainId })
  const outing = async (vessel_id: string, tour_type: string, date: string) => {
    const booked = await book(app, member, { vessel_id, tour_type, date })
    expect(booked.statusCode).toBe(201)
    return booked.json().booking_id as string
  }

  it('are for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/captains'],
      ['POST', '/api/admin/captains'],
      ['PUT', '/api/admin/captains/1'],
      ['DELETE', '/api/admin/captains/1'],
      ['POST', '/api/admin/captains/1/time-off'],
      ['PUT', '/api/admin/bookings/B-AAAAA/captain'],
      ['GET', '/api/admin/captains/schedule'],
    ] as const) {
      expect((await call(app, undefined, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401)
      expect((await call(app, member, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403)
    }
  })

  it('join the roster with a valid record only', async () => {
    for (const wrong of [
      { ...ana, phone_number: '941555' },
      { ...ana, email: 'not-an-address' },
      { ...ana, vessels: ['titanic'] },
      { ...ana, licence: { number: '', expires_on: '2027-01-20' } },
      { ...ana, name: '' },
    ]) {
      const refused = await call(app, admin, 'POST', '/api/admin/captains', wrong)
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400)
    }
    expect((await call(app, admin, 'GET', '/api/admin/captains')).json()).toEqual([])
  })

  it('crew only what they may: qualified, licensed, not off, not already out; and the calendar shows who', async () => {
    const added = await call(app, admin, 'POST', '/api/admin/captains', ana)
    expect(added.statusCode).toBe(201)
    const captainId = added.json().captain_id as number

    const wrongBoat = await outing('topshelf', 'Half Day Morning', '2026-12-14')
    expect((await assign(wrongBoat, captainId)).json()).toEqual({
      rule: 'captain_unqualified',
      detail: "Ana Reyes is not qualified on 38' Top Shelf.",
    })
    const pastLicence = await outing('peace', 'Half Day Morning', '2027-01-21')
    expect((await assign(pastLicence, captainId)).json().rule).toBe('licence_expired')

    const morning = await outing('peace', 'Half Day Morning', '2026-12-15')
    const assigned = await assign(morning, captainId)
    expect(assigned.statusCode).toBe(200)
    expect(assigned.json().captain).toEqual({ id: captainId, name: 'Ana Reyes' })
    const sameTime = await outing('rallypoint', 'Full Day', '2026-12-15')
    const busy = await assign(sameTime, captainId)
    expect(busy.statusCode).toBe(409)
    expect(busy.json().rule).toBe('captain_busy')

    const offDuring = await call(app, admin, 'POST', `/api/admin/captains/${captainId}/time-off`, {
      from: '2026-12-15',
      to: '2026-12-16',
      reason: 'Family',
    })
    expect(offDuring.statusCode).toBe(409)
    const off = await call(app, admin, 'POST', `/api/admin/captains/${captainId}/time-off`, {
      from: '2026-12-17',
      to: '2026-12-18',
      reason: 'Family',
    })
    expect(off.statusCode).toBe(201)
    const whileOff = await outing('peace', 'Sunset', '2026-12-17')
    expect((await assign(whileOff, captainId)).json().rule).toBe('captain_off')

    const week = (await call(app, admin, 'GET', '/api/admin/fleet-calendar?from=2026-12-14&days=7')).json()
    const peace = week.vessels.find((vessel: { vessel_id: string }) => vessel.vessel_id === 'peace')
    const cell = peace.cells.find(
      (each: { date: string; slot: string }) => each.date === '2026-12-15' && each.slot === 'morning',
    )
    expect(cell).toMatchObject({ state: 'booked', booking: { booking_id: morning, captain: { name: 'Ana Reyes' } } })
    const noCaptain = peace.cells.find(
      (each: { date: string; slot: string }) => each.date === '2026-12-17' && each.slot === 'afternoon',
    )
    expect(noCaptain.booking.captain).toBeNull()

    const schedule = (await call(app, admin, 'GET', '/api/admin/captains/schedule?from=2026-12-14&days=7')).json()
    expect(schedule.captains[0].outings.map((each: { booking_id: string }) => each.booking_id)).toEqual([morning])
    expect(schedule.captains[0].licence_expiring).toBe(true)
    expect(schedule.unassigned.map((each: { booking_id: string }) => each.booking_id)).toEqual(
      expect.arrayContaining([wrongBoat, sameTime, whileOff]),
    )

    // Taken off, the captain is free for the other outing; a cancelled outing loses its captain.
    expect((await assign(morning, null)).json().captain).toBeNull()
    expect((await assign(sameTime, captainId)).statusCode).toBe(200)
    expect((await call(app, member, 'POST', `/api/booking/bookings/${sameTime}/cancel`, {})).statusCode).toBe(200)
    expect((await assign(morning, captainId)).statusCode).toBe(200)

    // Retired, they keep their history and lose the outings ahead.
    const retired = await call(app, admin, 'DELETE', `/api/admin/captains/${captainId}`)
    expect(retired.json().retired).toBe(true)
    const after = (await call(app, admin, 'GET', '/api/admin/captains/schedule?from=2026-12-14&days=7')).json()
    expect(after.captains).toEqual([])
    expect(after.unassigned.map((each: { booking_id: string }) => each.booking_id)).toContain(morning)
    expect((await assign(morning, captainId)).statusCode).toBe(409)
  })
})
