import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { addCaptain, crewedOuting, signedInCaptain } from '../../test/test-dock.ts'

const clock = testClock(clubInstant('2026-12-07', 9))

describe('the float plan', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let captain: SignedIn
  let bookingId: string
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { SCHEDULED_WORK_POLL_MS: '60000' } })
    admin = await signedIn(app, { userType: 'admin' })
    const member = await signedIn(app, { tier: 'Diamond', points: 50_000 })
    const captainId = await addCaptain(app, admin, ['peace'])
    captain = await signedInCaptain(app, admin, captainId)
    ;({ bookingId } = await crewedOuting(
      app,
      admin,
      member,
      { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-08' },
      captainId,
    ))
    await call(app, member, 'PUT', `/api/booking/bookings/${bookingId}/guests`, {
      guests: 3,
      guest_names: ['Rosa Marin', 'Tom Hale'],
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('exists only once the outing has checked out', async () => {
    expect((await call(app, captain, 'GET', `/api/admin/bookings/${bookingId}/float-plan`)).statusCode).toBe(404)
    expect((await call(app, admin, 'GET', `/api/admin/bookings/${bookingId}/float-plan.pdf`)).statusCode).toBe(404)
  })

  it('names the vessel, its captain and licence, who is aboard, the trip and the emergency contact', async () => {
    clock.set(clubInstant('2026-12-08', 8))
    const out = await call(app, captain, 'POST', `/api/admin/bookings/${bookingId}/check-out`, {
      engine_hours: 10,
      fuel_percent: 100,
      guests_aboard: 3,
      notes: '',
    })
    expect(out.statusCode).toBe(200)
    const plan = await call(app, captain, 'GET', `/api/admin/bookings/${bookingId}/float-plan`)
    expect(plan.statusCode).toBe(200)
    expect(plan.json()).toMatchObject({
      booking_id: bookingId,
      vessel: {
        vessel_id: 'peace',
        name: 'Peace',
        length_feet: 63,
        description: "63' motor yacht, carries up to 12 guests",
      },
      operator: {
        name: expect.stringMatching(/^Ana Reyes/),
        phone_number: '9415550100',
        licence_expires_on: '2030-01-20',
      },
      persons_aboard: { count: 3, names: ['Rosa Marin', 'Tom Hale'] },
      trip: { departs_at: '2026-12-08T08:00:00-05:00', tour_type: 'Half Day Morning' },
      marina: { name: 'Mariner Yacht Club' },
    })
    expect((await call(app, admin, 'GET', `/api/admin/bookings/${bookingId}/float-plan`)).json()).toEqual(plan.json())
  })

  it('prints on one page', async () => {
    const pdf = await call(app, captain, 'GET', `/api/admin/bookings/${bookingId}/float-plan.pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
  })
})
