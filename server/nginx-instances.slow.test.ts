import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createAccount } from './features/accounts/members.ts'
import { passwordHasher } from './features/accounts/password-hashing.ts'
import { securityHeaderValues } from './plugins/security-headers.ts'
import { project } from './project.ts'
import { type NginxProcess, freePorts, startNginx, testShippedConf } from './test/nginx-proxy.ts'
import { builtServerMain, type ServerProcess, startServer } from './test/server-process.ts'
import { type ServerDatabase, createServerDatabase } from './test/test-database.ts'
import { health, logInOver } from './test/server-processes.ts'
import { rawGet, steadyStream } from './test/http-traffic.ts'
import { bookFirstAllowedMorning, openPortalTab, type PortalTab } from './test/portal-tab.ts'

// Three built instances, nginx and Chromium on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 })

if (!existsSync(builtServerMain) || !existsSync(path.join(project.webBuildDir, 'index.html'))) {
  throw new Error('The instances run the production build, which is missing: run "npm run build" first.')
}
if (inject('testDatabaseTemplate').driver !== 'postgres') {
  throw new Error('Several instances share one PostgreSQL database: run this with npm run test:slow.')
}

const PASSWORD = 'Harbour-Lights-9'
const FORM_RATE_LIMIT_MAX = 4
const LOGIN_MAX_FAILURES = 3
const member = { username: 'navigator', password: PASSWORD }

let dir = ''
let database: ServerDatabase
let instances: ServerProcess[] = []
let nginx: NginxProcess
let browser: Browser | undefined
let portal: PortalTab | undefined
let nextDay = 3

async function createMember(username: string) {
  const direct = await database.open()
  try {
    await createAccount(direct.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
      username,
      password: PASSWORD,
      userType: 'user',
      email: `${username}@example.com`,
      firstName: 'Nia',
      lastName: 'Navigator',
      tier: 'Diamond',
      points: 100_000,
    })
  } finally {
    await direct.close()
  }
}

function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('myc_session='))
  return line?.split(';')[0] ?? ''
}

/** Books on the instance at `url` as the portal tab's member; the delay from its answer to the tab's event. */
async function eventDelayOfBookingOn(url: string): Promise<number> {
  if (!portal) throw new Error('No portal tab is open')
  const { events, cookie } = portal
  const seen = events.length
  const booking = await bookFirstAllowedMorning(url, cookie, nextDay)
  nextDay = booking.day + 1
  const event = () => events.slice(seen).find((entry) => entry.message.event === 'booking_success')
  await expect.poll(event, { timeout: 5000 }).toBeDefined()
  expect(event()?.message.current_points).toBe(booking.points)
  const delay = Math.round(Number(event()?.at) - booking.answered)
  process.stdout.write(
    `Booking on ${url}: answered in ${Math.round(booking.answered - booking.sent)} ms; its event reached the ` +
      `portal tab ${delay} ms after the answer\n`,
  )
  return delay
}

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'club-nginx-'))
  database = await createServerDatabase()
  const ports = await freePorts(3)
  nginx = await startNginx(path.join(dir, 'nginx'), { instancePorts: ports, webRoot: project.webBuildDir })
  const env = {
    ...database.env,
    SERVE_WEB: 'true',
    TRUST_PROXY: '1',
    PUBLIC_URL: nginx.url,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    FORM_RATE_LIMIT_MAX: String(FORM_RATE_LIMIT_MAX),
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
  }
  // All three at once on an empty database: their migrations race.
  instances = await Promise.all(ports.map((port) => startServer({ ...env, PORT: String(port) }, 'build')))
  await createMember(member.username)
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
  await nginx?.stop()
  await database?.remove()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('three instances behind nginx (deploy/nginx.conf) on one PostgreSQL database', () => {
  it('ship a deploy/nginx.conf that nginx -t accepts as it is (a test certificate in place of the real one)', async () => {
    const { code, output } = await testShippedConf(path.join(dir, 'nginx-t'))
    expect(output).toContain('test is successful')
    expect(code).toBe(0)
  })

  it('start together, migrating the schema once, and all answer their health checks, directly and through nginx', async () => {
    for (const instance of instances) {
      expect(await health(instance.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
    }
    expect(await health(nginx.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })

    const journal = JSON.parse(await readFile(path.join(project.migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    const direct = await database.open()
    try {
      const applied = await direct.db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`)
      const hashes = applied.rows.map((row) => row.hash)
      expect(hashes).toHaveLength(journal.entries.length)
      expect(new Set(hashes).size).toBe(hashes.length)
    } finally {
      await direct.close()
    }
  })

  it('keep a session made through nginx valid on every instance', async () => {
    const login = await logInOver(nginx.url, member)
    expect(login.status).toBe(200)
    const cookie = sessionCookie(login)
    for (const url of [...instances.map((instance) => instance.url), ...instances.map(() => nginx.url)]) {
      const current = await fetch(`${url}/api/validate-user/current-user/`, { headers: { cookie } })
      expect(current.status).toBe(200)
      expect(await current.json()).toMatchObject({ username: member.username })
    }
  })

  it('share a rate limit: the visitor forms of one client, spread over the three instances', async () => {
    const form = { visitor_name: 'Ada Lovelace', email: 'ada@example.com', phone_no: '9415550123' }
    const statuses: number[] = []
    for (let attempt = 0; attempt <= FORM_RATE_LIMIT_MAX; attempt += 1) {
      const instance = instances[attempt % instances.length]
      const response = await fetch(`${instance?.url}/api/visitors/add-visitors-details`, {
        method: 'POST',
        // As nginx sends it: the client's address, which the instances trust from their one proxy.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify(form),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array<number>(FORM_RATE_LIMIT_MAX).fill(200), 429])

    // Through nginx, a client cannot pose as others: nginx replaces the X-Forwarded-For it sends.
    const forged: number[] = []
    for (let attempt = 0; attempt <= FORM_RATE_LIMIT_MAX; attempt += 1) {
      const response = await fetch(`${nginx.url}/api/visitors/add-visitors-details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt + 1}` },
        body: JSON.stringify(form),
      })
      forged.push(response.status)
    }
    expect(forged).toEqual([...Array<number>(FORM_RATE_LIMIT_MAX).fill(200), 429])
  })

  it('share a login lockout: failures on two instances lock the username on the third', async () => {
    await createMember('lockout')
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const instance = instances[attempt % (instances.length - 1)]
      const failed = await fetch(`${instance?.url}/api/validate-user/validate-user/`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
        body: new URLSearchParams({ username: 'lockout', password: 'Wrong-Password-1' }),
      })
      expect(failed.status).toBe(401)
    }
    const locked = await logInOver(String(instances.at(-1)?.url), { username: 'lockout', password: PASSWORD })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await logInOver(nginx.url, { username: 'lockout', password: PASSWORD })).status).toBe(429)
  })

  it('serve the build’s files from nginx, precompressed, with the cache and security headers an instance gives them', async () => {
    const assets = await readdir(path.join(project.webBuildDir, 'assets'))
    const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`))
    expect(script).toBeDefined()
    const file = path.join(project.webBuildDir, 'assets', String(script))
    const url = `${nginx.url}/assets/${script}`
    const production = Object.entries(securityHeaderValues({ https: true }))

    const fromInstance = await rawGet(`${instances[0]?.url}/assets/${script}`, { 'accept-encoding': 'br' })
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
      ['identity', ''],
    ] as const) {
      const answer = await rawGet(url, { 'accept-encoding': encoding })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
      expect(answer.body.equals(await readFile(`${file}${suffix}`))).toBe(true)
      expect(answer.headers['cache-control']).toBe(fromInstance.headers['cache-control'])
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      // Every answer of an instance carries a request id; a file nginx served itself has none.
      expect(answer.headers['x-request-id']).toBeUndefined()
      for (const [name, value] of production) expect(answer.headers[name], name).toBe(value)
    }

    const icon = await rawGet(`${nginx.url}/favicon.svg`, { 'accept-encoding': 'br' })
    expect(icon.status).toBe(200)
    expect(icon.headers['x-request-id']).toBeUndefined()
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
    expect(icon.headers['cache-control']).toBe(
      (await rawGet(`${instances[0]?.url}/favicon.svg`, {})).headers['cache-control'],
    )

    // Pages, which carry the hashes of their own inline scripts, come from an instance, whatever address asks.
    for (const page of ['/', '/index.html', '/member-portal']) {
      const answer = await rawGet(`${nginx.url}${page}`, { 'accept-encoding': 'br' })
      expect(answer.headers['x-request-id'], page).toBeDefined()
      if (page !== '/index.html') {
        expect(answer.status).toBe(200)
        expect(answer.headers['content-encoding']).toBe('br')
        expect(answer.headers['cache-control']).toBe('no-cache')
      }
    }

    const redirect = await rawGet(`${nginx.redirectUrl}/membership?tab=1`, {})
    expect(redirect.status).toBe(301)
    expect(redirect.headers.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/membership\?tab=1$/)
  })

  it('tell a portal tab of a booking made on any instance within a second (WebSocket through nginx)', async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
    portal = await openPortalTab(browser, nginx.url, member)
    await expect.poll(() => portal?.connected()).toBe(true)

    // One booking on each instance: the tab's socket is on one of them, so at least two of its events crossed over.
    const delays: number[] = []
    for (const instance of instances) delays.push(await eventDelayOfBookingOn(instance.url))
    expect(Math.max(...delays)).toBeLessThan(1000)
  })

  it('lose no request while one instance stops gracefully (SIGTERM) under a steady stream through nginx', async () => {
    const login = await logInOver(nginx.url, member)
    const cookie = sessionCookie(login)
    const quote = { vessel_id: 'peace', tour_type: 'Full Day', date: dayAhead(20) }
    const stream = steadyStream({
      concurrency: 6,
      requests: [
        { method: 'GET', url: `${nginx.url}/api/validate-user/current-user/`, headers: { cookie } },
        {
          method: 'POST',
          url: `${nginx.url}/api/booking/quote`,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(quote),
        },
      ],
    })
    await stream.reached(150)
    const [stopping] = instances
    const beforeStop = stream.sent()
    const stopStarted = performance.now()
    const code = await stopping?.stop('SIGTERM')
    const stopMs = Math.round(performance.now() - stopStarted)
    const duringStop = stream.sent() - beforeStop
    await stream.reached(stream.sent() + 150)
    const { sent, failures } = await stream.end()

    expect(code).toBe(0)
    const messages = stopping?.logs().map((line) => line.msg) ?? []
    expect(messages).toContain('Stopped cleanly')
    const drained = messages
      .slice(messages.indexOf('Shutting down: finishing requests in flight'))
      .filter((message) => message === 'request completed').length
    // What nginx met on its side, each kind once: a refused connection is tried on the next instance.
    const upstreamErrors = new Set(
      [...(await nginx.errorLog()).matchAll(/\[error\] [^:]*: \*\d+ (.*?) while/g)].map(([, kind]) => kind),
    )
    process.stdout.write(
      `Graceful stop: ${sent} requests through nginx, ${duringStop} of them answered during the ${stopMs} ms the ` +
        `instance took to stop, ${drained} answered by it after SIGTERM; ${failures.length} failed. nginx met: ` +
        `${[...upstreamErrors].join('; ') || 'no error'}\n`,
    )
    expect(failures).toEqual([])

    // The portal tab whose socket was on the stopped instance reconnects through nginx and hears the next booking.
    await expect.poll(() => portal?.connected(), { timeout: 10_000 }).toBe(true)
    expect(await eventDelayOfBookingOn(String(instances[1]?.url))).toBeLessThan(1000)
  })
})
