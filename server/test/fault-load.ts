import { addClubDays, type ClubDate, clubDateOf, clubWeekday } from '../../common/club-time.ts'
import type { Db } from '../db/database.ts'
import { createAccount } from '../features/accounts/members.ts'
import { passwordHasher } from '../features/accounts/password-hashing.ts'

/** The figures each fault test prints: what it asked, what was answered, and what was lost (always 0). */
export interface FaultFigures {
  [figure: string]: number | string
}

export function printFigures(fault: string, figures: FaultFigures) {
  const lines = Object.entries(figures).map(([name, value]) => `  ${name}: ${value}`)
  console.info(`${fault}\n${lines.join('\n')}`)
}

/** What one call came back with; `status` 0 when no answer came at all (refused, reset, or given up on). */
export interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Headers
  ms: number
}

/** Long enough for any answer on a loaded machine; only a hang waits this long. */
const HANG_MS = 30_000

export async function callApi(
  url: string,
  method: 'GET' | 'POST',
  pathname: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: { ...(cookie && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(HANG_MS),
    })
    const text = await response.text()
    const parsed: unknown = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}
    return {
      status: response.status,
      body: parsed as Record<string, unknown>,
      headers: response.headers,
      ms: performance.now() - started,
    }
  } catch {
    return { status: 0, body: {}, headers: new Headers(), ms: performance.now() - started }
  }
}

const hasher = passwordHasher({ memoryKib: 1024, iterations: 1 })
export const FAULT_PASSWORD = 'Weather-The-Storm-1'

/** A member of the given tier with points to spend, written straight to the database as an operator would. */
export async function addFaultAccount(
  db: Db,
  username: string,
  options: { userType?: 'user' | 'admin'; points?: number } = {},
) {
  return createAccount(db, hasher, {
    username,
    password: FAULT_PASSWORD,
    userType: options.userType ?? 'user',
    email: `${username}@example.com`,
    firstName: 'Fay',
    lastName: `Fault ${username}`,
    tier: 'Diamond',
    points: options.points ?? (options.userType === 'admin' ? 0 : 100_000),
  })
}

export async function logInCookie(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/validate-user/validate-user/`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: FAULT_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`Could not log ${username} in: ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('myc_session='))
    ?.split(';')[0]
  if (!cookie) throw new Error(`No session cookie for ${username}`)
  return cookie
}

/**
 * Monday to Thursday dates from ten days ahead: inside every tier's window, far from the cut-off and the 48-hour
 * cancellation rule, and never a weekend outing, so no allowance runs out however many a test books.
 */
export function weekdaysAhead(count: number): ClubDate[] {
  const dates: ClubDate[] = []
  for (let offset = 10; dates.length < count; offset++) {
    const date = addClubDays(clubDateOf(new Date()), offset)
    if (clubWeekday(date) >= 1 && clubWeekday(date) <= 4) dates.push(date)
  }
  return dates
}

/** A brochure request whose name says which one it was, so the test can look for it afterwards. */
export function brochureRequest(name: string) {
  return { visitor_name: name, email: 'visitor@example.com', phone_no: '9415550123' }
}

export const BROCHURE_PATH = '/api/visitors/add-visitors-details'
