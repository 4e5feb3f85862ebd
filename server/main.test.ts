import { once } from 'node:events'
import net from 'node:net'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it, vi } from 'vitest'
import { demoAccounts } from './features/accounts/demo-accounts.ts'
import { testPasswordHashEnv } from './test/test-app.ts'
import { spawnServer } from './test/server-process.ts'
import { health, logInOver, useServerProcesses } from './test/server-processes.ts'

// Every test here starts server processes through tsx; on a busy 2-core machine that alone can take half a minute,
// and CI runs two suites side by side.
vi.setConfig({ testTimeout: 180_000 })

const { start, serverDatabase } = useServerProcesses()

describe('starting the server', () => {
  it('stops with exit code 1 and names the variable when the configuration is bad', async () => {
    const server = spawnServer({ PORT: 'abc', LOG_LEVEL: 'loud' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain('PORT: must be a whole number between 0 and 65535 (got "abc")')
    expect(server.stderr()).toContain('LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent')
    expect(server.stderr()).toContain('The server did not start.')
  })

  it('refuses to run in production with the development secrets', async () => {
    const server = spawnServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.com' })
    expect(await server.exited).toBe(1)
    expect(server.stderr()).toContain('SESSION_SECRET: must be set to your own secret in production')
    expect(server.stderr()).toContain('ENCRYPTION_KEY: must be set to your own secret in production')
  })

  it('stops with exit code 1 when PostgreSQL cannot be reached', async () => {
    const server = spawnServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/club' })
    expect(await server.exited).toBe(1)
    const fatal = server.logs().find((line) => line.level === 60)
    expect(fatal?.msg).toMatch(/^The server did not start: .*ECONNREFUSED/)
  })

  it('migrates its database and serves', async () => {
    const database = await serverDatabase()
    const server = await start(database.env)
    expect(await health(server.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
    expect(server.logs().some((line) => line.msg === 'Database ready')).toBe(true)
  })
})

/** Opens a connection and sends a POST whose body stops after five bytes; `answer()` is what came back so far. */
async function startSlowUpload(url: string) {
  const { port, hostname } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  await once(socket, 'connect')
  let received = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk))
  const body = JSON.stringify({ slow: 'upload' })
  socket.write(
    `POST /api/no-such-call HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  return { socket, body, answer: () => received }
}

describe('stopping the server', () => {
  it('on SIGTERM, stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const database = await serverDatabase()
    const server = await start(database.env)
    // A request whose body is still arriving is in flight until the last byte is sent.
    const { socket, body, answer } = await startSlowUpload(server.url)

    server.child.kill('SIGTERM')
    await expect
      .poll(() => server.logs().some((line) => line.msg === 'Shutting down: finishing requests in flight'))
      .toBe(true)
    // It first tells a load balancer it is going (503 to what a balancer retries elsewhere), then stops listening.
    const answered: number[] = []
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/health`).then(
            (response) => {
              answered.push(response.status)
              return 'answered'
            },
            () => 'refused',
          ),
        { timeout: 10_000 },
      )
      .toBe('refused')
    expect(answered.filter((status) => status !== 503)).toEqual([])
    expect(answer()).toBe('')

    socket.end(body.slice(5))
    await once(socket, 'close')
    expect(answer()).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/)
    expect(answer()).toContain('{"detail":"Nothing is at POST /api/no-such-call."}')
    expect(await server.exited).toBe(0)
    // The request's own log line may come just before or just after: its socket closes as the server does.
    const messages = server.logs().map((line) => line.msg)
    expect(messages.indexOf('Stopped cleanly')).toBeGreaterThan(
      messages.indexOf('Shutting down: finishing requests in flight'),
    )
  })

  it('on SIGTERM, answers a request that still reaches it on an open connection, and then closes that connection', async () => {
    const database = await serverDatabase()
    const server = await start(database.env)
    // The connection stays busy (a body still arriving), so the server keeps it while it drains.
    const { socket, body, answer } = await startSlowUpload(server.url)
    server.child.kill('SIGTERM')
    await expect
      .poll(() => server.logs().some((line) => line.msg === 'Shutting down: finishing requests in flight'))
      .toBe(true)

    // The next request on the same connection is a load balancer's, sent before it learnt of the shutdown: a POST,
    // which a balancer never sends to another instance, so it must be answered here.
    socket.write(
      `${body.slice(5)}POST /api/another-call HTTP/1.1\r\nHost: ${new URL(server.url).hostname}\r\nContent-Length: 0\r\n\r\n`,
    )
    await once(socket, 'close')
    const [first, second] = answer().split(/(?=HTTP\/1\.1 )/)
    expect(first).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/)
    expect(second).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/)
    expect(second).toMatch(/\r\nconnection: close\r\n/i)
    expect(second).toContain('{"detail":"Nothing is at POST /api/another-call."}')
    expect(await server.exited).toBe(0)
  })

  it('keeps every row across a restart', async () => {
    const database = await serverDatabase()
    const first = await start(database.env)
    expect(await first.stop()).toBe(0)

    const direct = await database.open()
    await direct.db.execute(sql`create table restart_probe (note text not null)`)
    await direct.db.execute(sql`insert into restart_probe values ('still here')`)
    const migrationsBefore = await direct.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    await direct.close()

    const second = await start(database.env)
    expect(await health(second.url)).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } })
    expect(await second.stop()).toBe(0)

    const reopened = await database.open()
    const probe = await reopened.db.execute<{ note: string }>(sql`select note from restart_probe`)
    const migrationsAfter = await reopened.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    await reopened.close()
    expect(probe.rows).toEqual([{ note: 'still here' }])
    expect(migrationsAfter.rows).toEqual(migrationsBefore.rows)
  })
})

describe('demo accounts', () => {
  const [admin, member] = demoAccounts
  const embedded = inject('testDatabaseTemplate').driver === 'pglite'

  it(`are ${embedded ? '' : 'not '}created and printed in development on a new ${embedded ? 'embedded' : 'PostgreSQL'} database`, async () => {
    const database = await serverDatabase()
    const server = await start({ ...database.env, NODE_ENV: 'development', ...testPasswordHashEnv })
    for (const account of [admin, member]) {
      const credentials = { username: account?.username ?? '', password: account?.password ?? '' }
      expect((await logInOver(server.url, credentials)).status).toBe(embedded ? 200 : 401)
      expect(server.printed().includes(`${credentials.username} / ${credentials.password}`)).toBe(embedded)
    }
    if (!embedded) return
    const login = await logInOver(server.url, { username: member?.username ?? '', password: member?.password ?? '' })
    const cookie =
      login.headers
        .getSetCookie()
        .find((line) => line.startsWith('myc_session='))
        ?.split(';')[0] ?? ''
    const upcoming = await (await fetch(`${server.url}/api/booking/bookings`, { headers: { cookie } })).json()
    expect(upcoming.map((booking: { item: string }) => booking.item).sort()).toEqual(["45' Kai Fin", "63' Peace"])
    const profile = await (await fetch(`${server.url}/api/validate-user/current-user/`, { headers: { cookie } })).json()
    expect(profile.points_balance).toBe(3350 - 399 - 200)
  })

  it('are never created in production', async () => {
    const database = await serverDatabase()
    const server = await start({
      ...database.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      SESSION_SECRET: 'a-production-session-secret-of-enough-length',
      ENCRYPTION_KEY: Buffer.alloc(32, 'production-key').toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'club@example.com',
    })
    const credentials = { username: admin?.username ?? '', password: admin?.password ?? '' }
    expect((await logInOver(server.url, credentials)).status).toBe(401)
    expect(server.printed()).toBe('')
  })
})
