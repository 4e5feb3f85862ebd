import { spawnSync } from 'node:child_process'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import type { Target } from './report.ts'
import type { Column } from './table.ts'

export interface ContentionResult {
  target: Target
  requests: number
  winners: number
  /** Answered 409, the slot taken. */
  refused: number
  /** Anything else: a 5xx, a network error (0), a wrong status. */
  other: number
  /** The statuses counted in `other`, `status×count`, for telling a refused pool connection from a lost socket. */
  otherStatuses: string
  /** From the first request sent to the last answer received. */
  resolveMs: number
}

/** The crowd for the contention run: members with sessions, made before the server starts (PGlite serves one). */
export function seedRacers(root: string, env: NodeJS.ProcessEnv, count: number): string[] {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-racers.ts'], {
    cwd: root,
    env: { ...env, RACERS: String(count), LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (status !== 0) throw new Error(`Could not seed the contention run's members: ${stderr}`)
  return JSON.parse(stdout) as string[]
}

/**
 * Every member asks for the same slot at the same moment. The database must let exactly one have it and answer the rest
 * 409; how long the crowd takes to be answered is the figure.
 */
export async function raceForOneSlot(target: Target, baseUrl: string, cookies: readonly string[]) {
  const tour = { vessel_id: 'peace', tour_type: 'Half Day Morning', date: addClubDays(clubDateOf(new Date()), 14) }
  const started = performance.now()
  const statuses = await Promise.all(
    cookies.map(async (cookie) => {
      try {
        const response = await fetch(new URL('/api/booking/bookings', baseUrl), {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify(tour),
        })
        await response.arrayBuffer()
        return response.status
      } catch {
        return 0
      }
    }),
  )
  const resolveMs = performance.now() - started
  const winners = statuses.filter((status) => status === 201).length
  const refused = statuses.filter((status) => status === 409).length
  const others = new Map<number, number>()
  for (const status of statuses) {
    if (status !== 201 && status !== 409) others.set(status, (others.get(status) ?? 0) + 1)
  }
  const otherStatuses = [...others].map(([status, count]) => `${status}×${count}`).join(' ')
  const other = statuses.length - winners - refused
  return { target, requests: statuses.length, winners, refused, other, otherStatuses, resolveMs }
}

export function raceWentWrong(result: ContentionResult): boolean {
  return result.winners !== 1 || result.other > 0
}

export const contentionColumns: Column<ContentionResult>[] = [
  { title: 'target', alignRight: false, cell: (row) => row.target },
  { title: 'simultaneous bookings of one slot', alignRight: true, cell: (row) => String(row.requests) },
  { title: 'booked (201)', alignRight: true, cell: (row) => String(row.winners) },
  { title: 'taken (409)', alignRight: true, cell: (row) => String(row.refused) },
  {
    title: 'other',
    alignRight: true,
    cell: (row) =>
      `${row.other}${row.otherStatuses ? ` (${row.otherStatuses})` : ''}${raceWentWrong(row) ? ' WRONG' : ''}`,
  },
  { title: 'all answered in ms', alignRight: true, cell: (row) => row.resolveMs.toFixed(0) },
]
