import { sql } from 'drizzle-orm'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { expect } from 'vitest'
import { clubInstant } from '../../common/club-time.ts'
import { type FreshThings, freshThings, giveBankDetails, type Outing } from './authorization-fresh-things.ts'
import { startNwsStandIn } from './nws-stand-in.ts'
import { logIn, sessionCookieOf } from './test-accounts.ts'
import { buildTestApp } from './test-app.ts'
import { call, type SignedIn, signedIn, testClock } from './test-bookings.ts'
import { signedInCaptain } from './test-dock.ts'
import { multipartForm, plainPngFile } from './test-profile-forms.ts'

/** The six callers of every row: nobody, member A, member B, captain A, captain B, an administrator. */
export const callers = ['anonymous', 'member', 'otherMember', 'captain', 'otherCaptain', 'admin'] as const
export type Caller = (typeof callers)[number]

/** Monday 7 January 2030, 9 am at the club: every outing seeded below is ahead of it. */
export const clock = testClock(clubInstant('2030-01-07', 9))

export const MEMBER_PASSWORD = 'Correct-Horse-1'
const CAPTAIN_PASSWORD = 'Dock-Side-Pass-1'

export interface MemberThings {
  account: SignedIn
  memberNumber: string
  booking: Outing
  issuedInvoice: { bookingId: string; invoiceId: number }
  waitlistId: string
  ballotId: string
}

export interface CaptainThings {
  account: SignedIn
  captainId: number
  /** A checked-out outing this captain crews: its float plan exists. */
  outing: Outing
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

export interface World {
  app: TestApp
  session: Record<Caller, SignedIn | undefined>
  /** Every caller's password now: the password change moves it on. */
  passwords: Record<Caller, string>
  member: MemberThings
  otherMember: MemberThings
  captain: CaptainThings
  otherCaptain: CaptainThings
  admin: SignedIn
  /** A member who is none of the callers, owning the crewed outings, the damage and the ACH batch. */
  outingOwner: SignedIn
  damage: { damageId: number; photoId: string; bookingId: string }
  achBatch: { batchId: number; invoiceId: number }
  peakDate: string
  /** Each route as the app added it, but the HEAD twins of GET routes: the route table. */
  routes: Array<Pick<RouteOptions, 'method' | 'url' | 'config'>>
  fresh: FreshThings
  close(): Promise<void>
}

/** Member's things: profile details and a picture, bank details, a booking, an issued invoice, a waitlist entry … */
async function memberThings(app: TestApp, account: SignedIn, things: FreshThings): Promise<MemberThings> {
  const profile = await call(app, account, 'GET', '/api/new-userdetail/user-details/')
  expect(profile.statusCode, profile.body).toBe(200)
  const details = multipartForm(
    {
      username: account.username,
      phone_number: '9415550100',
      emergency_name: 'Lee Keel',
      emergency_contact: '9415550103',
    },
    [{ ...(await plainPngFile(64, 64)), filename: 'me.png' }],
  )
  const updated = await app.inject({
    method: 'PUT',
    url: '/api/update/update/user/',
    headers: { cookie: account.cookie, ...details.headers },
    payload: details.payload,
  })
  expect(updated.statusCode, updated.body).toBe(200)
  await giveBankDetails(app, account.id)
  return {
    account,
    memberNumber: profile.json().member_id,
    booking: await things.booking(account),
    issuedInvoice: await things.issuedInvoice(account),
    waitlistId: await things.waitlistEntry(account),
    ballotId: await things.ballotEntry(account),
  }
}

/** Builds the app on the test clock and seeds the world every row's calls name. */
export async function buildWorld(): Promise<World> {
  const routes: World['routes'] = []
  const weather = await startNwsStandIn()
  const app = await buildTestApp({
    now: clock.now,
    env: {
      SCHEDULED_WORK_POLL_MS: '60000',
      CHECKOUT_OPENS_MINUTES: '10080',
      FORM_RATE_LIMIT_MAX: '100000',
      WEATHER_ALERTS_URL: weather.url,
    },
    onRoute: (route) => {
      // Fastify adds a HEAD route beside every GET route, with the same options: the GET route's row covers it.
      if (route.method === 'HEAD') return
      routes.push({ method: route.method, url: route.url, config: route.config })
    },
  })
  await app.ready()

  const admin = await signedIn(app, { userType: 'admin' })
  const things = freshThings(app, admin)
  const outingOwner = await signedIn(app, { tier: 'Diamond', points: 1_000_000 })
  await giveBankDetails(app, outingOwner.id)
  const memberA = await signedIn(app, { tier: 'Diamond', points: 1_000_000 })
  const memberB = await signedIn(app, { tier: 'Diamond', points: 1_000_000 })
  const captainIdA = await things.captain()
  const captainIdB = await things.captain()
  const captainA = await signedInCaptain(app, admin, captainIdA)
  const captainB = await signedInCaptain(app, admin, captainIdB)

  const world: World = {
    app,
    session: {
      anonymous: undefined,
      member: memberA,
      otherMember: memberB,
      captain: captainA,
      otherCaptain: captainB,
      admin,
    },
    passwords: {
      anonymous: '',
      member: MEMBER_PASSWORD,
      otherMember: MEMBER_PASSWORD,
      captain: CAPTAIN_PASSWORD,
      otherCaptain: CAPTAIN_PASSWORD,
      admin: MEMBER_PASSWORD,
    },
    member: await memberThings(app, memberA, things),
    otherMember: await memberThings(app, memberB, things),
    captain: {
      account: captainA,
      captainId: captainIdA,
      outing: await things.crewedOuting(outingOwner, captainIdA, 'out'),
    },
    otherCaptain: {
      account: captainB,
      captainId: captainIdB,
      outing: await things.crewedOuting(outingOwner, captainIdB, 'out'),
    },
    admin,
    outingOwner,
    damage: await things.damage(outingOwner, captainIdB),
    achBatch: await things.achBatch(outingOwner),
    peakDate: await things.openPeakDate(),
    routes,
    fresh: things,
    async close() {
      await app.close()
      await weather.close()
    },
  }
  return world
}

/** A new session of the caller, for the calls that end one (logout). */
export async function newSession(world: World, caller: Caller): Promise<string> {
  const account = world.session[caller]
  if (!account) return ''
  return sessionCookieOf(await logIn(world.app, { username: account.username, password: world.passwords[caller] }))
}

/** Tables whose rows change whoever calls (sessions seen, counters) or in the background (mail sent, scheduled work, the
 * weather source read): only their sizes count. */
const COUNTED_ONLY = new Set(['sessions', 'rate_limit_counters', 'email_outbox', 'scheduled_work', 'weather_source'])

/**
 * A digest of everything stored: every row of every table, but only the row counts of the tables in `COUNTED_ONLY`.
 * A refused call must leave it as it was.
 */
export async function storedState(app: FastifyInstance): Promise<string> {
  // Work a call does after its answer (a reset link is made after the answer) belongs to that call, not the next.
  await app.afterAnswer.settled()
  const { rows: tables } = await app.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const parts = tables.map(({ name }) =>
    COUNTED_ONLY.has(name)
      ? sql`${name} || ':' || (select count(*) from ${sql.identifier(name)})::text`
      : sql`${name} || ':' || (select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(name)} t)`,
  )
  const { rows } = await app.db.execute<{ state: string }>(
    sql`select concat_ws(' ', ${sql.join(parts, sql`, `)}) as state`,
  )
  return rows[0]?.state ?? ''
}
