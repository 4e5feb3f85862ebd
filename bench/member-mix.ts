import http from 'node:http'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { vessels } from '../common/fleet.ts'
import type { Column } from './table.ts'

/** One step of a member's visit: what it asks and which status means it worked. */
interface Step {
  kind: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  expectedStatus: number
}

export interface MixKindResult {
  kind: string
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/** A whole visit (look, price, book, ledger, profile, cancel), or only its two changes (book, cancel). */
export type Visit = 'whole' | 'writes'

export interface MixResult {
  visit: Visit
  members: number
  admins: number
  durationSeconds: number
  kinds: MixKindResult[]
  total: MixKindResult
  /** Bookings made and cancelled (201 and 200 answers), per second. */
  bookingsAndCancelsPerSecond: number
}

/** Answers to a step that went wrong, for the error message when the first visit of a member fails. */
class StepFailed extends Error {}

const sameOrigin = { 'sec-fetch-site': 'same-origin' }
const vesselKeys = vessels.map((vessel) => vessel.key)

function send(agent: http.Agent, baseUrl: string, cookie: string, step: Step) {
  const body = step.body === undefined ? undefined : JSON.stringify(step.body)
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      new URL(step.path, baseUrl),
      {
        method: step.method,
        agent,
        headers: {
          cookie,
          ...sameOrigin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Weekday afternoons (Monday to Thursday, so never a weekend outing) from 3 days ahead, more than the 48 hours that
 * refund a cancellation in full, and within every tier's booking window: one slot of its own for each member, so a
 * member's booking never meets another's.
 */
function ownSlots(count: number): { vessel_id: string; date: string }[] {
  const dates: string[] = []
  const today = clubDateOf(new Date())
  for (let ahead = 3; dates.length * vesselKeys.length < count; ahead++) {
    const date = addClubDays(today, ahead)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 4) dates.push(date)
  }
  return Array.from({ length: count }, (_, index) => ({
    vessel_id: vesselKeys[index % vesselKeys.length] as string,
    date: dates[Math.floor(index / vesselKeys.length)] as string,
  }))
}

async function memberIdOf(agent: http.Agent, baseUrl: string, cookie: string): Promise<number> {
  const step: Step = { kind: 'profile', method: 'GET', path: '/api/new-userdetail/user-details/', expectedStatus: 200 }
  const { status, text } = await send(agent, baseUrl, cookie, step)
  if (status !== 200) throw new StepFailed(`profile read answered ${status}: ${text.slice(0, 300)}`)
  return (JSON.parse(text) as { id: number }).id
}

/**
 * A member's visit: look, price, book, read the ledger and the profile, cancel (or only book and cancel);
 * `bookingId` comes from the booking.
 */
function visitSteps(
  visit: Visit,
  memberId: number,
  slot: { vessel_id: string; date: string },
  bookingId: string | null,
): Step[] {
  const tour = { ...slot, tour_type: 'Half Day Afternoon' }
  const book: Step = { kind: 'book', method: 'POST', path: '/api/booking/bookings', body: tour, expectedStatus: 201 }
  const steps: Step[] =
    visit === 'writes'
      ? [book]
      : [
          { kind: 'availability', method: 'GET', path: '/api/booking/availability?days=14', expectedStatus: 200 },
          { kind: 'quote', method: 'POST', path: '/api/booking/quote', body: tour, expectedStatus: 200 },
          book,
          { kind: 'ledger', method: 'GET', path: `/api/booking/member/${memberId}`, expectedStatus: 200 },
          { kind: 'profile', method: 'GET', path: '/api/new-userdetail/user-details/', expectedStatus: 200 },
        ]
  if (bookingId !== null) {
    const path = `/api/booking/bookings/${encodeURIComponent(bookingId)}/cancel`
    steps.push({ kind: 'cancel', method: 'POST', path, body: {}, expectedStatus: 200 })
  }
  return steps
}

interface Tally {
  latencies: Map<string, number[]>
  errors: Map<string, number>
  firstError: string | undefined
}

function record(tally: Tally, kind: string, ms: number, failed: string | undefined) {
  let latencies = tally.latencies.get(kind)
  if (!latencies) tally.latencies.set(kind, (latencies = []))
  latencies.push(ms)
  if (failed !== undefined) {
    tally.errors.set(kind, (tally.errors.get(kind) ?? 0) + 1)
    tally.firstError ??= `${kind}: ${failed}`
  }
}

async function timed(tally: Tally, agent: http.Agent, baseUrl: string, cookie: string, step: Step) {
  const started = performance.now()
  try {
    const answer = await send(agent, baseUrl, cookie, step)
    const failed = answer.status === step.expectedStatus ? undefined : `${answer.status} ${answer.text.slice(0, 300)}`
    record(tally, step.kind, performance.now() - started, failed)
    return failed === undefined ? answer.text : undefined
  } catch (error) {
    record(tally, step.kind, performance.now() - started, String(error))
    return undefined
  }
}

async function memberLoop(
  visit: Visit,
  tally: Tally,
  baseUrl: string,
  cookie: string,
  slot: ReturnType<typeof ownSlots>[number],
  until: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const memberId = await memberIdOf(agent, baseUrl, cookie)
    while (performance.now() < until) {
      let bookingId: string | null = null
      for (const step of visitSteps(visit, memberId, slot, null)) {
        const text = await timed(tally, agent, baseUrl, cookie, step)
        if (step.kind === 'book' && text !== undefined)
          bookingId = (JSON.parse(text) as { booking_id: string }).booking_id
      }
      if (bookingId !== null) {
        const cancel = visitSteps(visit, memberId, slot, bookingId).at(-1) as Step
        await timed(tally, agent, baseUrl, cookie, cancel)
      }
    }
  } finally {
    agent.destroy()
  }
}

async function adminLoop(tally: Tally, baseUrl: string, cookie: string, until: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const step: Step = {
    kind: 'fleet calendar',
    method: 'GET',
    path: '/api/admin/fleet-calendar?days=7',
    expectedStatus: 200,
  }
  try {
    while (performance.now() < until) await timed(tally, agent, baseUrl, cookie, step)
  } finally {
    agent.destroy()
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number
}

function summarize(kind: string, latencies: number[], errors: number, seconds: number): MixKindResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    kind,
    requests: sorted.length,
    requestsPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
  }
}

/**
 * Members, each with a session and a slot of their own, visit over and over for `durationSeconds` (one connection
 * each, a request at a time), while each admin reads the fleet calendar; every step must answer as it should.
 */
export async function runMemberMix(
  visit: Visit,
  baseUrl: string,
  memberCookies: readonly string[],
  adminCookies: readonly string[],
  durationSeconds: number,
): Promise<MixResult> {
  const tally: Tally = { latencies: new Map(), errors: new Map(), firstError: undefined }
  const slots = ownSlots(memberCookies.length)
  const started = performance.now()
  const until = started + durationSeconds * 1000
  await Promise.all([
    ...memberCookies.map((cookie, index) =>
      memberLoop(visit, tally, baseUrl, cookie, slots[index] as (typeof slots)[number], until),
    ),
    ...adminCookies.map((cookie) => adminLoop(tally, baseUrl, cookie, until)),
  ])
  const seconds = (performance.now() - started) / 1000
  const kinds = [...tally.latencies].map(([kind, latencies]) =>
    summarize(kind, latencies, tally.errors.get(kind) ?? 0, seconds),
  )
  const all = [...tally.latencies.values()].flat()
  const allErrors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0)
  const changes = kinds
    .filter((kind) => kind.kind === 'book' || kind.kind === 'cancel')
    .reduce((sum, kind) => sum + kind.requests - kind.errors, 0)
  if (tally.firstError) process.stderr.write(`member mix: first error: ${tally.firstError}\n`)
  return {
    visit,
    members: memberCookies.length,
    admins: adminCookies.length,
    durationSeconds: seconds,
    kinds,
    total: summarize('all', all, allErrors, seconds),
    bookingsAndCancelsPerSecond: changes / seconds,
  }
}

export const mixColumns: Column<MixKindResult>[] = [
  { title: 'member mix step', alignRight: false, cell: (row) => row.kind },
  { title: 'requests', alignRight: true, cell: (row) => row.requests.toLocaleString('en-US') },
  { title: 'requests/s', alignRight: true, cell: (row) => row.requestsPerSecond.toFixed(0) },
  { title: 'p50 ms', alignRight: true, cell: (row) => row.p50Ms.toFixed(1) },
  { title: 'p99 ms', alignRight: true, cell: (row) => row.p99Ms.toFixed(1) },
  { title: 'errors', alignRight: true, cell: (row) => String(row.errors) },
]
