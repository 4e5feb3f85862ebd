import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { lockMember } from '../points/points-ledger.ts'
import { grantRebookingPriority } from '../weather/rebooking-priority.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>
const DAY = '2026-12-16'
const morning = { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date: DAY }

describe('a member the club owes a rebooking (decision 23)', () => {
  const clock = testClock(clubInstant('2026-12-07', 9))
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { SCHEDULED_WORK_POLL_MS: '60000' } })
  })
  afterAll(async () => {
    await app?.close()
  })
  const member = () => signedIn(app, { tier: 'Diamond', points: 50_000 })
  const list = async (who: SignedIn) => (await call(app, who, 'GET', '/api/booking/waitlist')).json()
  const givePriority = (who: SignedIn) =>
    app.db.transaction(async (tx) => {
      await lockMember(tx, who.id)
      await grantRebookingPriority(tx, who.id, clock.now())
    })

  it('goes ahead of the waitlist while the priority stands, and is offered the freed slot first', async () => {
    const [holder, early, owed] = [await member(), await member(), await member()]
    const taken = await book(app, holder, morning)
    expect(taken.statusCode).toBe(201)
    expect((await call(app, early, 'POST', '/api/booking/waitlist', morning)).json().position).toBe(1)
    expect((await call(app, owed, 'POST', '/api/booking/waitlist', morning)).json().position).toBe(2)

    await givePriority(owed)
    expect((await list(owed))[0].position).toBe(1)
    expect((await list(early))[0].position).toBe(2)

    const cancelled = await call(app, holder, 'POST', `/api/booking/bookings/${taken.json().booking_id}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    await app.scheduledWork.runDue()
    expect((await list(owed))[0].offer).toEqual({ expires_at: expect.any(String) })
    expect((await list(early))[0].offer).toBeNull()
    const admin = await signedIn(app, { userType: 'admin' })
    const week = (await call(app, admin, 'GET', `/api/admin/fleet-calendar?from=${DAY}&days=1`)).json()
    const cell = week.vessels
      .find((vessel: { vessel_id: string }) => vessel.vessel_id === 'kaifin')
      .cells.find((one: { slot: string }) => one.slot === 'morning')
    expect(cell).toMatchObject({
      state: 'held',
      booking: null,
      block: null,
      hold: { member: { id: owed.id }, expires_at: expect.any(String) },
    })
    const other = await book(app, early, morning)
    expect(other.json()).toMatchObject({ rule: 'held' })
    expect((await book(app, owed, morning)).statusCode).toBe(201)
  })

  it('takes its place by the order of joining again once the priority has run out', async () => {
    const date = '2026-12-17'
    const [holder, early, owed] = [await member(), await member(), await member()]
    expect((await book(app, holder, { ...morning, date })).statusCode).toBe(201)
    await call(app, early, 'POST', '/api/booking/waitlist', { ...morning, date })
    await call(app, owed, 'POST', '/api/booking/waitlist', { ...morning, date })
    await givePriority(owed)
    clock.set(new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000 + 60_000))
    expect((await list(owed)).find((entry: { date: string }) => entry.date === date).position).toBe(2)
    clock.set(clubInstant('2026-12-07', 9))
  })
})
