import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { registerCleanup, runBenchScript } from './cleanup.ts'
import { type ContentionResult, contentionColumns, raceForOneSlot, raceWentWrong, seedRacers } from './contention.ts'
import { countRows, type DatabaseLocation } from './count-rows.ts'
import { type MixResult, mixColumns, runMemberMix } from './member-mix.ts'
import { benchFleetSeason, FLEET_BOOKINGS, FLEET_MEMBERS } from './fleet-season.ts'
import { adminAccount, baselineEndpoints, benchAccount, type BenchAccount, endpoints } from './endpoints.ts'
import {
  checkEndpoint,
  describeEndpoint,
  type Endpoint,
  type LoadSettings,
  type Measurement,
  measure,
  PIPELINING,
} from './load.ts'
import { createScratchDatabase, PostgresUnreachableError } from './postgres-database.ts'
import {
  compareToBaseline,
  formatContext,
  loadColumns,
  type Report,
  lostSubmissions,
  type Row,
  SESSION_QUERY_ENDPOINT,
  type Target,
  writeReport,
} from './report.ts'
import { findFreePort, ServerProcess } from './server-process.ts'
import { loadConfig } from '../server/config.ts'
import { tokenDigest } from '../server/features/accounts/secret-tokens.ts'
import { formatTable } from './table.ts'

/** How many members book the same slot at once in the contention run. */
const RACERS = 200
const contention: ContentionResult[] = []
const memberMixes: MixResult[] = []

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

/** Seconds of the member mix on PostgreSQL; 0 leaves it out. */
const mixSeconds = readWholeNumber('BENCH_MIX_DURATION', 60, 0)
/** Seconds of the members only booking and cancelling on PostgreSQL; 0 leaves it out. */
const writesSeconds = readWholeNumber('BENCH_WRITES_DURATION', 30, 0)
/** Which databases to bench (`pglite`, `postgres`, comma-separated); both unless given. */
const targets = new Set((process.env.BENCH_TARGETS?.trim() || 'pglite,postgres').split(',').map((name) => name.trim()))
/**
 * Only the endpoints whose `METHOD path` contains one of these comma-separated parts, and the fleet season only if
 * one of them is `fleet`; all unless given.
 */
const onlyEndpoints = process.env.BENCH_ONLY?.trim()
  ? process.env.BENCH_ONLY.split(',').map((part) => part.trim())
  : undefined
/** A folder for a CPU profile of each application server (`node --cpu-prof`), written when it stops. */
const cpuProfileDir = process.env.BENCH_CPU_PROF?.trim() ? path.resolve(process.env.BENCH_CPU_PROF.trim()) : undefined

function chosen(listed: Endpoint[]): Endpoint[] {
  if (!onlyEndpoints) return listed
  return listed.filter((endpoint) => onlyEndpoints.some((part) => describeEndpoint(endpoint).includes(part)))
}

function progress(message: string) {
  process.stderr.write(`${message}\n`)
}

/** The one-row session query on a bare server, measured on demand. */
interface SessionFloor {
  measure(settings: LoadSettings): Promise<Measurement>
  stop(): Promise<void>
}

async function benchServer(
  target: Target,
  server: ServerProcess,
  waitUntilReady: () => Promise<string>,
  targetEndpoints: Endpoint[],
  settings: LoadSettings,
  /** Run once the load runs are done, while the server is still up. */
  afterLoad?: (baseUrl: string) => Promise<void>,
  /** Started with the bench account's cookie, and measured right before each signed-in endpoint. */
  startFloor?: (cookie: string) => Promise<SessionFloor>,
): Promise<Row[]> {
  let floor: SessionFloor | undefined
  try {
    const baseUrl = await waitUntilReady()
    const signedIn = targetEndpoints.some((endpoint) => endpoint.signedIn)
    const cookie = signedIn ? await sessionCookie(baseUrl, benchAccount) : ''
    floor = signedIn ? await startFloor?.(cookie) : undefined
    const rows: Row[] = []
    for (const listed of targetEndpoints) {
      const endpoint = listed.signedIn ? { ...listed, headers: { ...listed.headers, cookie } } : listed
      const endpointName = describeEndpoint(endpoint)
      await checkEndpoint(target, baseUrl, endpoint)
      // The machine's other load comes and goes: the floor is measured next to each call compared with it.
      const floorMeasurement = endpoint.signedIn && floor ? await measureFloor(floor, settings) : undefined
      if (floorMeasurement) rows.push({ target: 'raw query', endpoint: SESSION_QUERY_ENDPOINT, ...floorMeasurement })
      progress(
        `[${target}] ${endpointName}: ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured`,
      )
      const measurement = await measure(baseUrl, endpoint, settings)
      // The check request above was sent and accepted too.
      const stored = endpoint.storedIn
        ? { table: endpoint.storedIn, accepted: measurement.accepted + 1, sent: measurement.sent + 1 }
        : undefined
      const floorRequestsPerSecond = floorMeasurement?.requestsPerSecond
      rows.push({ target, endpoint: endpointName, ...measurement, stored, floorRequestsPerSecond })
    }
    await afterLoad?.(baseUrl)
    return rows
  } finally {
    await floor?.stop()
    await server.stop()
  }
}

function measureFloor(floor: SessionFloor, settings: LoadSettings): Promise<Measurement> {
  progress(
    `[raw query] ${SESSION_QUERY_ENDPOINT}: ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured`,
  )
  return floor.measure(settings)
}

async function sessionCookie(baseUrl: string, account: BenchAccount): Promise<string> {
  const response = await fetch(new URL('/api/validate-user/validate-user/', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({ username: account.username, password: account.password }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('myc_session='))
  if (response.status !== 200 || !cookie) throw new Error(`${account.username} could not log in: ${response.status}`)
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
  await createBenchAccount(env, benchAccount)
  await createBenchAccount(env, adminAccount)
  progress(`[${target}] seeding ${RACERS} members for the contention run and the member mix`)
  const racers = seedRacers(root, env, RACERS)
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
  const server = new ServerProcess({
    name: target,
    args: ['--enable-source-maps', ...profiling, serverEntry],
    cwd: root,
    env,
  })
  const waitUntilReady = async () => {
    await server.waitForHttp(`${baseUrl}/api/health`)
    return baseUrl
  }
  const afterLoad = async (url: string) => {
    progress(`[${target}] contention: ${RACERS} members book one slot at once`)
    contention.push(await raceForOneSlot(target, url, racers))
    const members = racers.slice(0, Math.max(1, settings.connections - 1))
    if (target === 'postgres' && mixSeconds > 0) {
      progress(`[${target}] member mix: ${members.length} members and 1 admin for ${mixSeconds} s`)
      memberMixes.push(await runMemberMix('whole', url, members, [await sessionCookie(url, adminAccount)], mixSeconds))
    }
    if (target === 'postgres' && writesSeconds > 0) {
      progress(`[${target}] bookings and cancels: ${members.length} members for ${writesSeconds} s`)
      memberMixes.push(await runMemberMix('writes', url, members, [], writesSeconds))
    }
  }
  const startFloor = target === 'postgres' ? (cookie: string) => startSessionFloor(env, cookie) : undefined
  const rows = await benchServer(target, server, waitUntilReady, chosen(endpoints), settings, afterLoad, startFloor)
  const tables = rows.flatMap((row) => (row.stored ? [row.stored.table] : []))
  const counts = await countRows(database, tables)
  return rows.map((row) =>
    row.stored ? { ...row, stored: { ...row.stored, rows: counts.get(row.stored.table) } } : row,
  )
}

/**
 * The database-bound floor: a bare server running the one-row session query for the bench account's live session,
 * on the same database as the application server.
 */
async function startSessionFloor(env: NodeJS.ProcessEnv, cookie: string): Promise<SessionFloor> {
  const token = cookie.split('=')[1] ?? ''
  const config = loadConfig(env)
  const server = new ServerProcess({
    name: 'session query',
    args: ['--import', 'tsx', 'bench/session-query-server.ts'],
    cwd: root,
    env: {
      ...env,
      SESSION_DIGEST: tokenDigest(config.sessionSecret, token),
      SESSION_IDLE_TIMEOUT_MS: String(config.accounts.sessions.idleTimeoutMs),
      POOL_MAX: String(config.database.driver === 'postgres' ? config.database.poolMax : 1),
    },
  })
  try {
    const url = await server.waitForUrl()
    const endpoint: Endpoint = { method: 'GET', path: '/' }
    await checkEndpoint('session query', url, endpoint)
    return { measure: (settings) => measure(url, endpoint, settings), stop: () => server.stop() }
  } catch (error) {
    await server.stop()
    throw error
  }
}

async function createBenchAccount(env: NodeJS.ProcessEnv, account: BenchAccount): Promise<void> {
  const args = [
    ...['--username', account.username, '--password', account.password, '--role', account.role],
    ...['--email', `${account.username}@example.com`, '--first-name', 'Bench', '--last-name', 'Member'],
  ]
  const { status, stderr } = spawnSync(process.execPath, [createUserEntry, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (status !== 0) throw new Error(`user:create failed for ${account.username}: ${stderr}`)
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
  let rows: Row[]
  try {
    rows = await benchApp('postgres', { DATABASE_URL: database.url }, settings)
  } finally {
    await database.drop()
  }
  const fleetChosen = !onlyEndpoints || onlyEndpoints.some((part) => part.includes('fleet'))
  return fleetChosen ? [...rows, ...(await benchFleetSeason(root, adminUrl, settings))] : rows
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
  '"vs session query": requests/s of a signed-in call on PostgreSQL as a share of a bare Fastify + pg server running',
  'the one-row session query every signed-in request starts with (the database-bound floor), measured just before it.',
  'Member mix (PostgreSQL): members with their own slots loop availability, quote, book, ledger, profile, cancel; an',
  'admin reads the fleet calendar. Each step must answer its own status (201 for a booking, 200 else). Then the same',
  'members only book and cancel (BENCH_WRITES_DURATION): the rate of changes the booking engine takes.',
  'availability reads 14 days of the whole fleet; quote prices an overnight trip and checks the tier rules.',
  `Contention: ${RACERS} members, each with a session, send the same booking at once; exactly one may get it.`,
  `Fleet (PostgreSQL): a season of ${FLEET_MEMBERS} members and ${FLEET_BOOKINGS.toLocaleString('en-US')} bookings; staff read a week of the fleet calendar`,
  'and the season\'s capacity. "raw query" is a bare server answering the calendar\'s one query on that database.',
]

function formatMix(mix: MixResult): string {
  const who =
    mix.visit === 'whole'
      ? `Member mix (PostgreSQL): ${mix.members} members and ${mix.admins} admin`
      : `Bookings and cancels only (PostgreSQL): ${mix.members} members`
  const heading =
    `${who}, one connection each, ${mix.durationSeconds.toFixed(0)} s; ` +
    `bookings + cancels: ${mix.bookingsAndCancelsPerSecond.toFixed(0)} per second`
  return `${heading}\n${formatTable(mixColumns, [...mix.kinds, mix.total])}\n\n`
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, serverEntry)) || !existsSync(path.join(root, 'build/client/index.html'))) {
    process.stderr.write('Run npm run build first\n')
    return 1
  }
  const settings = readSettings()
  const context = describeContext(settings)
  const rows = await benchBaseline(settings)
  if (targets.has('pglite')) rows.push(...(await benchPglite(settings)))
  const postgres = targets.has('postgres') ? await benchPostgres(settings) : []
  const runNotes = [...notes]
  if ('skipped' in postgres) runNotes.push(`PostgreSQL run skipped: ${postgres.skipped}`)
  else rows.push(...postgres)

  const report: Report = { context, notes: runNotes, results: compareToBaseline(rows) }
  await writeReport(resultsFile, { ...report, contention, memberMixes })
  process.stdout.write(
    `${formatContext(context)}\n\n${runNotes.join('\n')}\n\n${formatTable(loadColumns, report.results)}\n\n` +
      `${formatTable(contentionColumns, contention)}\n\n${memberMixes.map(formatMix).join('')}` +
      `Written to ${path.relative(process.cwd(), resultsFile)}\n`,
  )
  const wrongRaces = contention.filter(raceWentWrong)
  if (wrongRaces.length > 0) {
    process.stderr.write(`A slot was not given exactly once: ${wrongRaces.map((race) => race.target).join(', ')}\n`)
    return 1
  }
  const mixErrors = memberMixes.reduce((sum, mix) => sum + mix.total.errors, 0)
  if (mixErrors > 0) {
    process.stderr.write(`The member mixes met ${mixErrors} errors\n`)
    return 1
  }
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
