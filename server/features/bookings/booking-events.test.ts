import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { openSocket, type TestSocket } from '../../test/websocket-client.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const clock = testClock(clubInstant('2026-12-07', 9))

describe('a member’s open portal tabs', () => {
  let app: App
  let origin: string
  const sockets: TestSocket[] = []

  const tab = async (who: SignedIn) => {
    const socket = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${who.id}`, {
      cookie: who.cookie,
      origin,
    })
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    await app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate()
    await app?.close()
  })

  it('hear of every booking, cancellation and rebooking as it commits, and never of a refused one', async () => {
    const member = await signedIn(app, { points: 1000 })
    const rival = await signedIn(app)
    const [first, second] = [await tab(member), await tab(member)]

    const taken = await book(app, rival, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-18' })
    expect(taken.statusCode).toBe(201)
    expect((await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-18' })).statusCode).toBe(
      409,
    )
    expect((await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2027-02-01' })).statusCode).toBe(
      422,
    )

    const booked = (await book(app, member, { vessel_id: 'kaifin', tour_type: 'Sunset', date: '2026-12-18' })).json()
    const success = { event: 'booking_success', point_used: 200, current_points: 800 }
    expect(await first.nextMessage()).toEqual(success)
    expect(await second.nextMessage()).toEqual(success)

    const moved = (
      await call(app, member, 'POST', `/api/booking/bookings/${booked.booking_id}/rebook`, {
        vessel_id: 'peace',
        tour_type: 'Sunset',
        date: '2026-12-19',
      })
    ).json()
    expect(await first.nextMessage()).toEqual({ event: 'points_changed', current_points: 601 })

    await call(app, member, 'POST', `/api/booking/bookings/${moved.booking_id}/cancel`, {})
    expect(await first.nextMessage()).toEqual({
      event: 'booking_cancelled',
      booking_id: moved.booking_id,
      refunded_points: 399,
      current_points: 1000,
    })
    for (const message of [
      { event: 'points_changed', current_points: 601 },
      expect.objectContaining({ event: 'booking_cancelled' }),
    ]) {
      expect(await second.nextMessage()).toEqual(message)
    }
  })
})
