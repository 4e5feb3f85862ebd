/** How many submissions of one form the end-to-end server allows a client per window (FORM_RATE_LIMIT_MAX). */
export const FORM_RATE_LIMIT_MAX = 3

/** The port of the weather spec's stand-in for the National Weather Service, beside the server's. */
export const weatherPort = (serverPort: number) => serverPort + 7

export interface E2eAccount {
  username: string
  password: string
  role: 'admin' | 'user'
  email: string
  firstName: string
  lastName: string
  tier: 'Silver' | 'Gold' | 'Platinum' | 'Diamond'
  points: number
}

export type AccountKind =
  | 'member'
  | 'admin'
  | 'reset'
  | 'booker'
  | 'portal'
  | 'keyboard'
  | 'adjusted'
  | 'booked'
  | 'detailed'
  | 'removable'
  | 'password'
  | 'contact'
  | 'emailed'
  | 'departed'
  | 'audited'
  | 'recorded'
  | 'historian'
  | 'subscriber'
  | 'staffbooked'
  | 'guested'
  | 'crewed'
  | 'fleetbooked'
  | 'fleetblocked'
  | 'fleetcrewed'
  | 'fleetkeys'
  | 'fleetslot'
  | 'invoiced'
  | 'voided'
  | 'billed'
  | 'docked'
  | 'weathered'
  | 'weatherwatch'
  | 'waitlisted'
  | 'waitfreed'
  | 'balloter'

const projects = ['desktop', 'phone'] as const
export type ProjectName = (typeof projects)[number]

/** The accounts a test may use: its browser project's own, so the two projects never share one. */
export function e2eAccount(project: string, kind: AccountKind): E2eAccount {
  const role = kind === 'admin' ? 'admin' : 'user'
  return {
    // The booking tests' members have a year of Gold points to spend; the portal's and the back office's a few. The
    // waitlist's book 44 to 49 days ahead, past a Gold member's window; the ballot's member is Diamond, whose 90-day
    // window reaches its peak dates 50–59 days ahead.
    tier: kind.startsWith('wait') || kind === 'balloter' ? 'Diamond' : 'Gold',
    points:
      kind === 'booker' ||
      kind === 'keyboard' ||
      kind === 'booked' ||
      kind === 'audited' ||
      kind === 'recorded' ||
      kind === 'historian' ||
      kind === 'subscriber' ||
      kind === 'staffbooked' ||
      kind === 'guested' ||
      kind === 'crewed' ||
      kind.startsWith('fleet') ||
      kind === 'invoiced' ||
      kind === 'voided' ||
      kind === 'billed' ||
      kind === 'docked' ||
      kind.startsWith('weather') ||
      kind.startsWith('wait') ||
      kind === 'balloter'
        ? 5000
        : kind === 'portal' || kind === 'adjusted' || kind === 'detailed' || kind === 'contact'
          ? 1200
          : 0,
    username: `${kind}-${project}`,
    password: 'Bayfront-Sail-1',
    role,
    email: `${kind}-${project}@example.com`,
    firstName: `${kind[0]?.toUpperCase()}${kind.slice(1)}`,
    lastName: project === 'desktop' ? 'Desktop' : 'Phone',
  }
}

/** Every account the end-to-end server is started with, made by `user:create` before it starts. */
export const e2eAccounts: readonly E2eAccount[] = projects.flatMap((project) =>
  (
    [
      'member',
      'admin',
      'reset',
      'booker',
      'portal',
      'keyboard',
      'adjusted',
      'booked',
      'detailed',
      'removable',
      'password',
      'contact',
      'emailed',
      'departed',
      'audited',
      'recorded',
      'historian',
      'subscriber',
      'staffbooked',
      'guested',
      'crewed',
      'fleetbooked',
      'fleetblocked',
      'fleetcrewed',
      'fleetkeys',
      'fleetslot',
      'invoiced',
      'voided',
      'billed',
      'docked',
      'weathered',
      'weatherwatch',
      'waitlisted',
      'waitfreed',
      'balloter',
    ] as const
  ).map((kind) => e2eAccount(project, kind)),
)
