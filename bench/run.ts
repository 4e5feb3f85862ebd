import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { registerCleanup, runBenchScript } from './cleanup.ts'
import { countRows, type DatabaseLocation } from './count-rows.ts'
import { checkEndpoint, describeEndpoint, type Endpoint, type LoadSettings, measure, PIPELINING } from './load.ts'
import { createScratchDatabase, PostgresUnreachableError } from './postgres-database.ts'
import {
  compareToBaseline,
  formatContext,
  loadColumns,
  type Report,
  lostSubmissions,
  type Row,
  type Target,
  writeReport,
} from './report.ts'
import { findFreePort, ServerProcess } from './server-process.ts'
import { formatTable } from './table.ts'

/** What the application servers are measured on; add entries here (POST ones take a JSON `body`). */
const sameOrigin = { 'sec-fetch-site': 'same-origin', referer: 'http://127.0.0.1/contact' }
const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health' },
  // As a browser asks, so the precompressed page is what gets served.
  { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  {
    method: 'POST',
    path: '/api/visitors/add-visitors-details',
    headers: sameOrigin,
    body: { visitor_name: 'Bench Visitor', email: 'bench@example.com', phone_no: '9415550100' },
    storedIn: 'brochure_requests',
  },
  {
    method: 'POST',
    path: '/api/visitors/become-a-member',
    headers: sameOrigin,
    body: {
      visitor_name: 'Bench Visitor',
      email: 'bench@example.com',
      phone_no: '9415550100',
      req_help: 'I Have a Question',
      ques: 'How do Mariner Points work?',
      email_consent: true,
      sms_consent: false,
    },
    storedIn: 'membership_inquiries',
  },
  {
    method: 'POST',
    path: '/api/visitors/add-event-details',
    headers: sameOrigin,
    body: {
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone_no: '9415550100',
      event_name: 'Waitlist',
      attendees: 2,
    },
    storedIn: 'event_registrations',
  },
  {
    method: 'POST',
    path: '/api/visitors/add-yacht-visitor',
    headers: sameOrigin,
    body: {
      visitor_first_name: 'Bench',
      visitor_last_name: 'Owner',
      visitor_email: 'owner@example.com',
      visitor_phone_number: '+19415550100',
      yacht_model: 'Azimut 60',
      yacht_manufacture_year: 2020,
      yacht_size: 60,
    },
    storedIn: 'yacht_owner_leads',
  },
]

/** Made with `npm run user:create` before each application server starts; logged in at the production hash cost. */
const benchAccount = { username: 'bench-member', password: 'Bench-Mark-Sail-1' }

endpoints.push(
  {
    method: 'POST',
    path: '/api/validate-user/validate-user/',
    headers: sameOrigin,
    body: benchAccount,
    connections: 8,
  },
  { method: 'GET', path: '/api/validate-user/current-user/', signedIn: true },
)

const baselineEndpoints: Endpoint[] = [{ method: 'GET', path: '/' }]

const root = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = 'build/dist/server/main.js'
const createUserEntry = 'build/dist/server/features/accounts/create-user-command.js'
const resultsFile = path.join(root, 'bench/results/latest.json')
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
const SERVER_LOG_LEVEL = 'warn'

function readWholeNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`)
  }
  return value
}

function readSettings(): LoadSettings {
  return {
    connections: readWholeNumber('BENCH_CONNECTIONS', 50, 1),
    durationSeconds: readWholeNumber('BENCH_DURATION', 10, 1),
    warmupSeconds: readWholeNumber('BENCH_WARMUP', 3, 0),
  }
}

function progress(message: string) {
  process.stderr.write(`${message}\n`)
}

async function benchServer(
  target: Target,
  server: ServerProcess,
  waitUntilReady: () => Promise<string>,
  targetEndpoints: Endpoint[],
  settings: LoadSettings,
): Promise<Row[]> {
  try {
    const baseUrl = await waitUntilReady()
    const cookie = targetEndpoints.some((endpoint) => endpoint.signedIn) ? await sessionCookie(baseUrl) : ''
    const rows: Row[] = []
    for (const listed of targetEndpoints) {
      const endpoint = listed.signedIn ? { ...listed, headers: { ...listed.headers, cookie } } : listed
      const endpointName = describeEndpoint(endpoint)
      await checkEndpoint(target, baseUrl, endpoint)
      progress(
        `[${target}] ${endpointName}: ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured`,
      )
      const measurement = await measure(baseUrl, endpoint, settings)
      // The check request above was sent and accepted too.
      const stored = endpoint.storedIn
        ? { table: endpoint.storedIn, accepted: measurement.accepted + 1, sent: measurement.sent + 1 }
        : undefined
      rows.push({ target, endpoint: endpointName, ...measurement, stored })
    }
    return rows
  } finally {
    await server.stop()
  }
}

async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/validate-user/validate-user/', baseUrl), {
    method: 'POST',
    body: new URLSearchParams(benchAccount),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 200 || !cookie) throw new Error(`The bench account could not log in: ${response.status}`)
  return cookie
}

function benchBaseline(settings: LoadSettings): Promise<Row[]> {
  const server = new ServerProcess({
    name: 'baseline',
    args: ['--import', 'tsx', 'bench/baseline-server.ts'],
    cwd: root,
    env: process.env,
  })
  return benchServer('baseline', server, () => server.waitForUrl(), baselineEndpoints, settings)
}

/** The production server, started as `npm start` does, with the given database settings. */
async function benchApp(target: Target, database: DatabaseLocation, settings: LoadSettings): Promise<Row[]> {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-outbox-'))
  const removeOutbox = registerCleanup(() => rm(outboxDir, { recursive: true, force: true }))
  try {
    return await loadApp(target, database, outboxDir, settings)
  } finally {
    await removeOutbox()
  }
}

async function loadApp(target: Target, database: DatabaseLocation, outboxDir: string, settings: LoadSettings) {
  const baseUrl = `http://127.0.0.1:${await findFreePort()}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Unset unless given: the PGlite run must not pick up a DATABASE_URL from the shell.
    DATABASE_URL: undefined,
    ...database,
    HOST: '127.0.0.1',
    PORT: new URL(baseUrl).port,
    LOG_LEVEL: SERVER_LOG_LEVEL,
    // Load from one address would otherwise meet the visitor forms' per-client limit after a few requests.
    FORM_RATE_LIMIT_MAX: '1000000',
    FORM_RATE_LIMIT_WINDOW_MINUTES: '1',
    OUTBOX_DIR: outboxDir,
  }
  await createBenchAccount(env)
  const server = new ServerProcess({ name: target, args: ['--enable-source-maps', serverEntry], cwd: root, env })
  const waitUntilReady = async () => {
    await server.waitForHttp(`${baseUrl}/api/health`)
    return baseUrl
  }
  const rows = await benchServer(target, server, waitUntilReady, endpoints, settings)
  const tables = rows.flatMap((row) => (row.stored ? [row.stored.table] : []))
  const counts = await countRows(database, tables)
  return rows.map((row) =>
    row.stored ? { ...row, stored: { ...row.stored, rows: counts.get(row.stored.table) } } : row,
  )
}

async function createBenchAccount(env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    ...['--username', benchAccount.username, '--password', benchAccount.password, '--role', 'user'],
    ...['--email', 'bench-member@example.com', '--first-name', 'Bench', '--last-name', 'Member'],
  ]
  const { status, stderr } = spawnSync(process.execPath, [createUserEntry, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (status !== 0) throw new Error(`user:create failed for the bench account: ${stderr}`)
}

async function benchPglite(settings: LoadSettings): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-bench-pglite-'))
  const removeDataDir = registerCleanup(() => rm(dataDir, { recursive: true, force: true }))
  try {
    return await benchApp('pglite', { DATA_DIR: dataDir }, settings)
  } finally {
    await removeDataDir()
  }
}

/** Rows, or why PostgreSQL could not be reached (the only failure that does not fail the bench). */
async function benchPostgres(settings: LoadSettings): Promise<Row[] | { skipped: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_ADMIN_URL
  let database
  try {
    database = await createScratchDatabase(adminUrl)
  } catch (error) {
    if (error instanceof PostgresUnreachableError) return { skipped: error.message }
    throw error
  }
  try {
    return await benchApp('postgres', { DATABASE_URL: database.url }, settings)
  } finally {
    await database.drop()
  }
}

function describeContext(settings: LoadSettings): Report['context'] {
  const cpus = os.cpus()
  return {
    node: process.version,
    cpu: `${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`,
    connections: settings.connections,
    duration: `${settings.durationSeconds} s measured, after ${settings.warmupSeconds} s warm-up (per endpoint)`,
    pipelining: PIPELINING,
  }
}

const notes = [
  `Application servers run with LOG_LEVEL=${SERVER_LOG_LEVEL}, so that writing a log line per request to a pipe does not dominate.`,
  'The visitor forms run with their per-client rate limit lifted (all load comes from one address) and e-mail written to files.',
  'stored/accepted: rows in the table after the run / submissions answered 2xx. Rows may exceed it by the requests still',
  'in flight when a run ended (stored, answer not awaited), never fall short of it (LOST) nor exceed the requests sent.',
  'autocannon runs in this process, each server in its own child process; they share the CPUs above.',
  'Login hashes at the production cost (Argon2id, 64 MiB, 3 passes) with 8 connections: its requests/s is logins/s.',
  'current-user reads the session and the member with the cookie of one logged-in bench account.',
]

async function main(): Promise<number> {
  if (!existsSync(path.join(root, serverEntry)) || !existsSync(path.join(root, 'build/client/index.html'))) {
    process.stderr.write('Run npm run build first\n')
    return 1
  }
  const settings = readSettings()
  const context = describeContext(settings)
  const rows = [...(await benchBaseline(settings)), ...(await benchPglite(settings))]
  const postgres = await benchPostgres(settings)
  const runNotes = [...notes]
  if ('skipped' in postgres) runNotes.push(`PostgreSQL run skipped: ${postgres.skipped}`)
  else rows.push(...postgres)

  const report: Report = { context, notes: runNotes, results: compareToBaseline(rows) }
  await writeReport(resultsFile, report)
  process.stdout.write(
    `${formatContext(context)}\n\n${runNotes.join('\n')}\n\n${formatTable(loadColumns, report.results)}\n\n` +
      `Written to ${path.relative(process.cwd(), resultsFile)}\n`,
  )
  const lost = rows.filter(lostSubmissions)
  if (lost.length > 0) {
    process.stderr.write(
      `Accepted submissions missing from the database: ${lost.map((row) => `${row.target} ${row.endpoint}`).join(', ')}\n`,
    )
    return 1
  }
  return 0
}

await runBenchScript(main)
