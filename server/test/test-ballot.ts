import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { clubInstant, clubIsoTime } from '../../common/club-time.ts'
import { call, type SignedIn } from './test-bookings.ts'

/** Names `dates` peak dates through the admin call, opening and drawing at the club times given, and checks the 201. */
export async function namePeakDates(
  app: FastifyInstance,
  admin: SignedIn,
  dates: string[],
  opens: [string, number],
  draws: [string, number],
) {
  const response = await call(app, admin, 'POST', '/api/admin/peak-dates', {
    dates,
    opens_at: clubIsoTime(clubInstant(...opens)),
    draws_at: clubIsoTime(clubInstant(...draws)),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ date: string; state: string }[]>()
}

export function enterBallot(
  app: FastifyInstance,
  member: SignedIn,
  request: { vessel_id: string; tour_type: string; date: string; rank: number },
) {
  return call(app, member, 'POST', '/api/booking/ballot', request)
}
