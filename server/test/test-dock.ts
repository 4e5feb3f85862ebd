import { desc, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { emailOutbox } from '../features/email/email-outbox-table.ts'
import { logIn, sessionCookieOf } from './test-accounts.ts'
import { book, call, type SignedIn } from './test-bookings.ts'

let captains = 0

/** A captain on the roster, qualified on `vessels`. */
export async function addCaptain(app: FastifyInstance, admin: SignedIn, vessels: string[]): Promise<number> {
  captains += 1
  const added = await call(app, admin, 'POST', '/api/admin/captains', {
    name: `Ana Reyes ${captains}`,
    email: `captain${captains}@example.com`,
    phone_number: '9415550100',
    licence: { number: `ML-${1_000_000 + captains}`, expires_on: '2030-01-20' },
    vessels,
  })
  if (added.statusCode !== 201) throw new Error(`Could not add a captain: ${added.body}`)
  return added.json().captain_id as number
}

/** Gives a captain a sign-in, follows the e-mailed link to choose a password, and signs them in. */
export async function signedInCaptain(app: FastifyInstance, admin: SignedIn, captainId: number): Promise<SignedIn> {
  const username = `captain${captainId}x${captains}`
  const made = await call(app, admin, 'POST', `/api/admin/captains/${captainId}/account`, { username })
  if (made.statusCode !== 201) throw new Error(`Could not give the captain a sign-in: ${made.body}`)
  const [letter] = await app.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.textBody, `%username ${username})%`))
    .orderBy(desc(emailOutbox.createdAt))
  const token = /new_password\?token=([^\s]+)/.exec(letter?.textBody ?? '')?.[1]
  if (!token) throw new Error('No set-password link was e-mailed to the captain')
  const password = 'Dock-Side-Pass-1'
  const reset = await call(app, undefined, 'POST', '/api/forgot/reset-password', {
    token: decodeURIComponent(token),
    new_password: password,
  })
  if (reset.statusCode !== 200) throw new Error(`Could not set the captain's password: ${reset.body}`)
  const response = await logIn(app, { username, password })
  return { id: Number(made.json().id ?? 0), username, cookie: sessionCookieOf(response) }
}

/** A booked outing of `member`, crewed by `captainId` when given; its id, start and end. */
export async function crewedOuting(
  app: FastifyInstance,
  admin: SignedIn,
  member: SignedIn,
  tour: { vessel_id: string; tour_type: string; date: string },
  captainId?: number,
) {
  const booked = await book(app, member, tour)
  if (booked.statusCode !== 201) throw new Error(`Could not book: ${booked.body}`)
  const { booking_id: bookingId, start_at: startAt, end_at: endAt } = booked.json() as Record<string, string>
  if (captainId !== undefined) {
    const assigned = await call(app, admin, 'PUT', `/api/admin/bookings/${bookingId}/captain`, {
      captain_id: captainId,
    })
    if (assigned.statusCode !== 200) throw new Error(`Could not assign the captain: ${assigned.body}`)
  }
  return { bookingId: bookingId!, startAt: new Date(startAt!), endAt: new Date(endAt!) }
}
