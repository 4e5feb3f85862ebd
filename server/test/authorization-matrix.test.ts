import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get, type Probe, type Row } from './authorization-probes.ts'
import { freeTour } from './authorization-fresh-things.ts'
import { accountRows } from './authorization-rows-accounts.ts'
import { backOfficeRows } from './authorization-rows-back-office.ts'
import { billingRows } from './authorization-rows-billing.ts'
import { bookingRows } from './authorization-rows-booking.ts'
import { fleetRows } from './authorization-rows-fleet.ts'
import { someoneElses } from './authorization-someone-elses.ts'
import { buildWorld, type Caller, callers, storedState, type World } from './authorization-world.ts'
import { testConfig } from './test-app.ts'
import { signedIn } from './test-bookings.ts'
import { multipartForm } from './test-profile-forms.ts'
import { openSocket, refusedUpgrade, type TestSocket } from './websocket-client.ts'

const tables = [accountRows, bookingRows, backOfficeRows, fleetRows, billingRows]
/** The written-down table, in the order its calls are made: the public and account calls, then the member's … */
const rows: Record<string, Row> = Object.assign({}, ...tables)

const origin = new URL(testConfig().publicUrl).origin

/** Sends a row's call as a browser on the site's own page would: its origin, its caller's session cookie. */
function send(world: World, caller: Caller, probe: Probe) {
  const cookie = probe.cookie ?? world.session[caller]?.cookie
  const headers: Record<string, string> = { origin, ...(cookie ? { cookie } : {}) }
  if (probe.multipart) {
    const form = multipartForm(probe.multipart.fields, probe.multipart.files)
    return world.app.inject({
      method: probe.method,
      url: probe.url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    })
  }
  if (probe.form) {
    return world.app.inject({
      method: probe.method,
      url: probe.url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(probe.form).toString(),
    })
  }
  return world.app.inject({
    method: probe.method,
    url: probe.url,
    headers,
    ...(probe.json === undefined ? {} : { payload: probe.json as object }),
  })
}

/** A row's expectation by caller, read from its six written statuses. */
function expectations(written: string): Record<Caller, number> {
  const statuses = written.trim().split(/\s+/).map(Number)
  if (statuses.length !== callers.length || statuses.some((status) => !Number.isInteger(status))) {
    throw new Error(`"${written}" must be six statuses`)
  }
  return Object.fromEntries(callers.map((caller, index) => [caller, statuses[index]])) as Record<Caller, number>
}

describe('the authorization matrix', () => {
  let world: World

  beforeAll(async () => {
    world = await buildWorld()
  }, 180_000)
  afterAll(async () => {
    await world?.close()
  })

  it('has exactly one written row for every /api route, with the access the route declares', () => {
    const declared = world.routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    const keys = declared.map((route) => `${String(route.method)} ${route.url}`)
    const missing = keys.filter((key) => !(key in rows))
    const gone = Object.keys(rows).filter((key) => !keys.includes(key))
    expect(missing, 'routes without a row in authorization-matrix-rows.ts').toEqual([])
    expect(gone, 'rows for routes the server no longer has').toEqual([])
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(rows).length, 'a route written down twice').toBe(
      tables.reduce((count, table) => count + Object.keys(table).length, 0),
    )
    const disagreeing = declared
      .filter((route) => rows[`${String(route.method)} ${route.url}`]?.access !== route.config?.access)
      .map((route) => `${String(route.method)} ${route.url} declares ${route.config?.access}`)
    expect(disagreeing).toEqual([])
    const documented = (world.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> }).paths
    const undocumented = Object.entries(rows)
      .filter(([key, row]) => {
        const [method, url] = key.split(' ') as [string, string]
        const path = url.replace(/:(\w+)/g, '{$1}')
        return documented[path]?.[method.toLowerCase()]?.['x-access'] !== row.access
      })
      .map(([key]) => key)
    expect(undocumented, 'rows whose route the API reference shows with another x-access').toEqual([])
  })

  it('answers every caller of every route as written down, and a refused call changes nothing stored', async () => {
    const wrong: string[] = []
    let cells = 0
    for (const [key, row] of Object.entries(rows)) {
      const expected = expectations(row.expect)
      if (row.access === 'public') {
        expect(Object.values(expected), `${key} is public`).not.toContain(401)
      } else {
        expect(expected.anonymous, `${key} without a session`).toBe(401)
      }
      for (const caller of callers) {
        cells += 1
        const probe = await Promise.resolve(row.probe(world, caller)).catch((error: Error) => error)
        if (probe instanceof Error) {
          wrong.push(`${key} as ${caller}: the call could not be prepared: ${probe.message.slice(0, 200)}`)
          continue
        }
        const refused = expected[caller] >= 400
        const before = refused ? await storedState(world.app) : ''
        const answer = await send(world, caller, probe)
        if (answer.statusCode !== expected[caller]) {
          wrong.push(
            `${key} as ${caller}: ${answer.statusCode}, written ${expected[caller]} ${answer.body.slice(0, 160)}`,
          )
        } else if (answer.statusCode >= 500) {
          wrong.push(`${key} as ${caller}: ${answer.statusCode}`)
        } else if (refused && (await storedState(world.app)) !== before) {
          wrong.push(`${key} as ${caller}: refused with ${answer.statusCode} but changed what is stored`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(cells).toBe(Object.keys(rows).length * callers.length)
  }, 300_000)

  it('answers someone else’s object, however it is named, as the specification says, and changes nothing', async () => {
    const wrong: string[] = []
    for (const { caller, what, expect: expected, probe } of someoneElses) {
      const made = await probe(world)
      const before = await storedState(world.app)
      const answer = await send(world, caller, made)
      if (answer.statusCode !== expected)
        wrong.push(`${what}: ${answer.statusCode}, written ${expected} ${answer.body}`)
      else if ((await storedState(world.app)) !== before) wrong.push(`${what}: refused but changed what is stored`)
    }
    expect(wrong).toEqual([])
    expect(someoneElses.length).toBeGreaterThan(10)
  })

  it('lists to each member and captain only their own, and replays an idempotent answer only to its caller', async () => {
    const { member, captain } = world
    const invoice = await send(world, 'admin', get(`/api/invoices/${member.issuedInvoice.bookingId}`))
    const feed = await send(world, 'member', get('/api/booking/calendar-feed'))
    const secretsOfA = [
      member.booking.bookingId,
      member.booking.reference,
      member.issuedInvoice.bookingId,
      invoice.json<{ number: string }>().number,
      member.waitlistId,
      member.ballotId,
      member.account.username,
      member.memberNumber,
      new URL(feed.json<{ url: string }>().url.replace('webcal:', 'http:')).pathname,
    ]
    const listsOfB = [
      '/api/booking/bookings?when=upcoming',
      '/api/booking/bookings?when=past',
      '/api/booking/waitlist',
      '/api/booking/ballot',
      '/api/billing/invoices',
      '/api/billing/statement?month=2030-01',
      '/api/booking/rebooking-priority',
      '/api/booking/availability?from=2030-01-14&days=14',
      '/api/booking/calendar-feed',
      '/api/new-userdetail/user-details/',
      `/api/booking/membership/${world.otherMember.account.id}`,
    ]
    const outingsOfCaptainB = await send(world, 'otherCaptain', get('/api/crew/outings'))
    expect(outingsOfCaptainB.statusCode).toBe(200)
    expect(outingsOfCaptainB.body).toContain(world.otherCaptain.outing.bookingId)
    expect(outingsOfCaptainB.body).not.toContain(captain.outing.bookingId)
    expect(outingsOfCaptainB.body).not.toContain(captain.outing.reference)
    for (const url of listsOfB) {
      const answer = await send(world, 'otherMember', get(url))
      expect(answer.statusCode, url).toBe(200)
      for (const secret of secretsOfA) expect(answer.body, `${url} shows member A’s ${secret}`).not.toContain(secret)
    }
    const feedOfB = await send(world, 'otherMember', get('/api/booking/calendar-feed'))
    const calendarOfB = await send(
      world,
      'anonymous',
      get(new URL(feedOfB.json<{ url: string }>().url.replace('webcal:', 'http:')).pathname),
    )
    expect(calendarOfB.statusCode).toBe(200)
    // Long lines of a calendar file are folded (RFC 5545 §3.1): a CRLF and a space inside a word.
    const unfolded = calendarOfB.body.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain(world.otherMember.booking.reference)
    expect(unfolded).not.toContain(member.booking.reference)

    // Two members new to the club, for their open reservations: member A's are used up by now.
    const first = await signedIn(world.app, { tier: 'Diamond', points: 100_000 })
    const second = await signedIn(world.app, { tier: 'Diamond', points: 100_000 })
    const key = { 'idempotency-key': `matrix-${Date.now()}` }
    const booked = await world.app.inject({
      method: 'POST',
      url: '/api/booking/bookings',
      headers: { cookie: first.cookie, origin, ...key },
      payload: freeTour(),
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const sameKeyOfB = await world.app.inject({
      method: 'POST',
      url: '/api/booking/bookings',
      headers: { cookie: second.cookie, origin, ...key },
      payload: freeTour(),
    })
    expect(sameKeyOfB.statusCode, sameKeyOfB.body).toBe(201)
    expect(sameKeyOfB.json().booking_id).not.toBe(booked.json().booking_id)
  })

  it('opens live events only to the member named, and sends each member only their own', async () => {
    await world.app.listen({ host: '127.0.0.1', port: 0 })
    const siteOrigin = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`
    const socketUrl = (id: number | string) => `${siteOrigin.replace('http:', 'ws:')}/api/web_socket/ws/${id}`
    const memberA = world.member.account
    const memberB = world.otherMember.account
    const headersOf = (caller: Caller) => ({
      origin: siteOrigin,
      ...(world.session[caller] ? { cookie: world.session[caller].cookie } : {}),
    })
    const refusals: Array<[Caller, number | string, number]> = [
      ['anonymous', memberA.id, 401],
      ['otherMember', memberA.id, 403],
      ['otherMember', world.member.memberNumber, 403],
      ['captain', memberA.id, 403],
      ['captain', world.captain.account.id, 403],
      ['otherCaptain', memberA.id, 403],
      ['admin', memberA.id, 403],
    ]
    for (const [caller, id, status] of refusals) {
      expect((await refusedUpgrade(socketUrl(id), headersOf(caller))).status, `${caller} to ${id}`).toBe(status)
    }
    const opened: TestSocket[] = []
    try {
      const tabA = await openSocket(socketUrl(world.member.memberNumber), headersOf('member'))
      const tabB = await openSocket(socketUrl(memberB.id), headersOf('otherMember'))
      const tabAdmin = await openSocket(socketUrl(world.admin.id), headersOf('admin'))
      opened.push(tabA, tabB, tabAdmin)
      await world.fresh.booking(memberA)
      expect(await tabA.nextMessage()).toMatchObject({ event: 'booking_success' })
      // Each socket's first message is its own member's: had member A's event reached it, that would come first.
      await world.fresh.booking(memberB)
      expect(await tabB.nextMessage()).toMatchObject({ event: 'booking_success' })
      const credited = await send(world, 'admin', {
        method: 'PUT',
        url: '/api/points/update-points/',
        form: { username: world.admin.username, update_points: '7', description: 'Matrix check' },
      })
      expect(credited.statusCode, credited.body).toBe(200)
      expect(await tabAdmin.nextMessage()).toMatchObject({ event: 'points_changed' })
    } finally {
      for (const { socket } of opened) socket.terminate()
    }
  })
})
