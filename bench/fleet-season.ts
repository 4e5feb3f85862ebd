import { spawnSync } from 'node:child_process'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { currentSeasonYear } from '../common/fleet-operations/capacity.ts'
import { type Endpoint, checkEndpoint, describeEndpoint, type LoadSettings, measure } from './load.ts'
import { createScratchDatabase } from './postgres-database.ts'
import type { Row } from './report.ts'
import { findFreePort, ServerProcess } from './server-process.ts'

/** The season the fleet reads are measured on (issue 22): 300 members and 3,000 bookings. */
export const FLEET_MEMBERS = 300
export const FLEET_BOOKINGS = 3000

interface SeededSeason {
  cookie: string
  seasonStart: string
  bookings: number
}

function seedSeason(root: string, env: NodeJS.ProcessEnv): SeededSeason {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-fleet-season.ts'], {
    cwd: root,
    env: { ...env, FLEET_MEMBERS: String(FLEET_MEMBERS), FLEET_BOOKINGS: String(FLEET_BOOKINGS), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  })
  if (status !== 0) throw new Error(`Could not seed the fleet season: ${stderr}`)
  return JSON.parse(stdout) as SeededSeason
}

async function measureEach(server: ServerProcess, baseUrl: string, list: Endpoint[], settings: LoadSettings) {
  const rows: Row[] = []
  try {
    for (const endpoint of list) {
      await checkEndpoint(server.name, baseUrl, endpoint)
      process.stderr.write(`[${server.name}] ${describeEndpoint(endpoint)}: measured\n`)
      rows.push({
        target: server.name === 'raw query' ? 'raw query' : 'postgres',
        endpoint: describeEndpoint(endpoint),
        ...(await measure(baseUrl, endpoint, settings)),
      })
    }
    return rows
  } finally {
    await server.stop()
  }
}

/**
 * The staff's fleet calendar week and the capacity read, on PostgreSQL with a seeded season, beside a bare server
 * running the calendar's one query on the same database: what the week read costs above its query.
 */
export async function benchFleetSeason(root: string, adminUrl: string, settings: LoadSettings): Promise<Row[]> {
  const database = await createScratchDatabase(adminUrl)
  try {
    const env = { ...process.env, DATA_DIR: undefined, DATABASE_URL: database.url, HOST: '127.0.0.1' }
    process.stderr.write(`[fleet] seeding ${FLEET_MEMBERS} members and ${FLEET_BOOKINGS} bookings\n`)
    const season = seedSeason(root, env)
    const today = clubDateOf(new Date())
    // The week a month ahead: inside the season, booked as densely as any other.
    const from = addClubDays(today, 28)
    const year = currentSeasonYear(today)

    const raw = new ServerProcess({
      name: 'raw query',
      args: ['--import', 'tsx', 'bench/raw-query-server.ts'],
      cwd: root,
      env: { ...env, FLEET_FROM: from },
    })
    const rows = await measureEach(raw, await raw.waitForUrl(), [{ method: 'GET', path: '/' }], settings)

    const baseUrl = `http://127.0.0.1:${await findFreePort()}`
    const app = new ServerProcess({
      name: 'postgres',
      args: ['--enable-source-maps', 'build/dist/server/main.js'],
      cwd: root,
      env: { ...env, PORT: new URL(baseUrl).port, LOG_LEVEL: 'warn' },
    })
    await app.waitForHttp(`${baseUrl}/api/health`)
    const headers = { cookie: season.cookie }
    rows.push(
      ...(await measureEach(
        app,
        baseUrl,
        [
          { method: 'GET', path: `/api/admin/fleet-calendar?from=${from}&days=7`, headers },
          { method: 'GET', path: `/api/admin/capacity?season=${year}`, headers },
        ],
        settings,
      )),
    )
    return rows
  } finally {
    await database.drop()
  }
}
