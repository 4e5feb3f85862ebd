import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import type { buildTestApp } from '../../test/test-app.ts'
import { addAccount } from '../../test/test-accounts.ts'
import { book, call, staffApp, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { members } from '../accounts/members-table.ts'
import { captains, captainVessels } from '../captains/captain-tables.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club: in the 2026 season (November 1, 2026 to April 30, 2027: 181 days).
const clock = testClock(clubInstant('2026-12-07', 9))

describe('the season’s capacity', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  it('is for admins only, and a season is a year from 2000 to 2199', async () => {
    const member = await signedIn(app, { tier: 'Silver' })
    expect((await call(app, undefined, 'GET', '/api/admin/capacity?season=2026')).statusCode).toBe(401)
    expect((await call(app, member, 'GET', '/api/admin/capacity?season=2026')).statusCode).toBe(403)
    expect((await call(app, admin, 'GET', '/api/admin/capacity?season=1999')).statusCode).toBe(400)
    expect((await call(app, admin, 'GET', '/api/admin/capacity?season=2026.5')).statusCode).toBe(400)
  })

  it('counts, as worked by hand, outings less blocks, members’ reservations, the crew’s reach and each week', async () => {
    // Members: the Silver one above, 2 more Silver, 1 Gold; a removed Platinum and the admin count for nothing.
    const booker = await signedIn(app, { tier: 'Silver' })
    await addAccount(app, { tier: 'Silver' })
    await addAccount(app, { tier: 'Gold' })
    const removed = await addAccount(app, { tier: 'Platinum' })
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, removed.id))
    // Two slots blocked, one booked outing of two slots.
    const blocked = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
      vessel_id: 'peace',
      from: { date: '2026-12-14', slot: 'morning' },
      to: { date: '2026-12-14', slot: 'afternoon' },
      kind: 'maintenance',
      reason: 'Haul-out',
    })
    expect(blocked.statusCode).toBe(201)
    expect(
      (await book(app, booker, { vessel_id: 'topshelf', tour_type: 'Full Day', date: '2026-12-16' })).statusCode,
    ).toBe(201)
    // One captain, qualified on two vessels, off for the last two days of the season.
    const [ana] = await app.db
      .insert(captains)
      .values({
        name: 'Ana Reyes',
        email: 'ana@example.com',
        phoneNumber: '9415550100',
        licenceNumber: 'ML-1',
        licenceExpiresOn: '2030-01-01',
        createdAt: new Date(),
      })
      .returning()
    await app.db.insert(captainVessels).values([
      { captainId: ana!.id, vesselKey: 'peace' },
      { captainId: ana!.id, vesselKey: 'topshelf' },
    ])
    await call(app, admin, 'POST', `/api/admin/captains/${ana!.id}/time-off`, {
      from: '2027-04-29',
      to: '2027-04-30',
      reason: 'Family',
    })

    const capacity = (await call(app, admin, 'GET', '/api/admin/capacity?season=2026')).json()
    expect(capacity).toMatchObject({
      season_start: '2026-11-01',
      season_end: '2027-04-30',
      outings_available: 2 * 15 * 181 - 2,
      possible_reservations: 3 * 2 + 4,
      target: 0.8,
    })
    expect(capacity.ratio).toBeCloseTo(10 / 5428, 10)
    expect(capacity.by_tier.map((tier: { members: number }) => tier.members)).toEqual([3, 1, 0, 0])
    // Ana can crew one outing a slot: 2 a day for 181 days, less her 2 days off; the blocked Peace leaves Top Shelf.
    expect(capacity.crew_limited_outings).toBe(2 * 181 - 2 * 2)
    const weeks = capacity.weekly as Array<{ week_start: string; outings_available: number; booked: number }>
    expect(weeks[0]).toEqual({ week_start: '2026-10-26', outings_available: 30, booked: 0 })
    expect(weeks.find((week) => week.week_start === '2026-12-14')).toEqual({
      week_start: '2026-12-14',
      outings_available: 210 - 2,
      booked: 2,
    })
    expect(weeks.reduce((sum, week) => sum + week.outings_available, 0)).toBe(capacity.outings_available)
  })
})

describe('a vessel’s prices', () => {
  const staff = staffApp(clock)
  let app: App
  let admin: SignedIn
  beforeAll(async () => {
    ;({ app, admin } = staff)
  })

  const prices = (who: SignedIn | undefined, body?: unknown) =>
    call(app, who, body === undefined ? 'GET' : 'PUT', '/api/admin/vessels/peace/prices', body)

  it('show the default beside each, take an override at once for quotes, and reset to the default', async () => {
    const member = await signedIn(app)
    expect((await prices(undefined)).statusCode).toBe(401)
    expect((await prices(member)).statusCode).toBe(403)
    const before = (await prices(admin)).json()
    expect(before.overridden).toEqual([])
    expect(before.prices).toEqual(before.defaults)
    expect(before.defaults['Full Day']).toBe(2 * before.defaults['Half Day Morning'])

    const set = await prices(admin, { prices: { 'Full Day': 999, Sunset: 150 } })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ overridden: ['Sunset', 'Full Day'], prices: { 'Full Day': 999, Sunset: 150 } })
    const quote = await call(app, member, 'POST', '/api/booking/quote', {
      vessel_id: 'peace',
      tour_type: 'Full Day',
      date: '2026-12-18',
    })
    expect(quote.json().points_cost).toBe(999)
    const fleet = (await call(app, member, 'GET', '/api/booking/vessels')).json()
    expect(fleet.find((vessel: { vessel_id: string }) => vessel.vessel_id === 'peace').prices['Full Day']).toBe(999)

    const reset = await prices(admin, { prices: { 'Full Day': null } })
    expect(reset.json().overridden).toEqual(['Sunset'])
    expect(reset.json().prices['Full Day']).toBe(before.defaults['Full Day'])
  })

  it('refuse a price that is not a whole positive number of points, or a tour that does not exist', async () => {
    for (const body of [
      { prices: { 'Full Day': 0 } },
      { prices: { 'Full Day': 12.5 } },
      { prices: { 'Full Day': '400' } },
      { prices: { 'Full Day': 1e9 } },
      { prices: { Regatta: 400 } },
      {},
    ]) {
      const refused = await prices(admin, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof refused.json().detail).toBe('string')
    }
    expect((await call(app, admin, 'GET', '/api/admin/vessels/titanic/prices')).statusCode).toBe(400)
  })
})
