import path from 'node:path'
import { z } from 'zod'
import { club } from '../common/club.ts'
import { isAbaRoutingNumber } from '../common/new-member.ts'
import {
  DEFAULT_WAITLIST_HOLD_MINUTES,
  WAITLIST_HOLD_MINUTES_MAX,
  WAITLIST_HOLD_MINUTES_MIN,
} from '../common/waitlist/waitlist-rules.ts'

export const developmentSecrets = {
  SESSION_SECRET: 'development-session-secret-not-for-production-use',
  ENCRYPTION_KEY: Buffer.alloc(32, 'development-key').toString('base64'),
} as const

const secretNames = new Set<string>([...Object.keys(developmentSecrets), 'ENCRYPTION_PREVIOUS_KEYS'])

const isAes256Key = (value: string) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0 && Buffer.from(value, 'base64').length === 32

const MIN_PRODUCTION_HASH_MEMORY_KIB = 19_456

const DEVELOPMENT_MAIL_FROM = '"Mariner Yacht Club" <no-reply@localhost>'

function wholeNumber(min: number, max: number, unit = '') {
  const error = `must be a whole number${unit} between ${min} and ${max}`
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

const boolean = z.stringbool({ error: 'must be true or false' })

/** A NACHA name field: upper-case letters, digits, spaces and a little punctuation, at most `width` of them. */
function achText(width: number) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9 &.,'-]{1,${width}}$`), {
      error: `must be 1 to ${width} letters, digits, spaces or & . , ' -`,
    })
    .transform((value) => value.toUpperCase())
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true' || value === 'false') return value === 'true'
    if (/^\d+$/.test(value)) return Number(value)
    const addresses = value.split(',').map((part) => part.trim())
    if (addresses.every((address) => /^[0-9a-fA-F.:/]+$/.test(address))) return addresses
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of proxy hops, or a comma-separated list of IP addresses or CIDR ranges',
    })
    return z.NEVER
  })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], {
    error: 'must be one of development, test, production',
  }),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }),
  PORT: wholeNumber(0, 65535),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http:// or https:// URL',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  DATABASE_POOL_MAX: wholeNumber(1, 200),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an e-mail address, optionally with a name: "Mariner Yacht Club" <no-reply@club.example.com>',
    }),
  OUTBOX_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  OUTBOX_POLL_MS: wholeNumber(100, 60_000, ' of milliseconds'),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }),
  ENCRYPTION_KEY: z
    .base64({ error: 'must be 32 bytes encoded as base64' })
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      error: 'must be 32 bytes encoded as base64',
    }),
  /** Keys that sealed bank details before ENCRYPTION_KEY took over: they still open, and `npm run secrets:rekey` moves them. */
  ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.every(isAes256Key), {
      error: 'must be a comma-separated list of 32-byte keys, each encoded as base64',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'must be one of fatal, error, warn, info, debug, trace, silent',
  }),
  TRUST_PROXY: trustProxy,
  SERVE_WEB: boolean,
  SALES_EMAIL: z.email({ error: 'must be an e-mail address' }),
  FORM_RATE_LIMIT_MAX: wholeNumber(1, 1_000_000),
  FORM_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(1, 1440, ' of minutes'),
  MEMBERSHIP_APPLICATION_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(1000, 120_000, ' of milliseconds'),
  SESSION_IDLE_TIMEOUT_MINUTES: wholeNumber(1, 43_200, ' of minutes'),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: wholeNumber(1, 8760, ' of hours'),
  PASSWORD_HASH_MEMORY_KIB: wholeNumber(1024, 1_048_576, ' of kibibytes'),
  PASSWORD_HASH_ITERATIONS: wholeNumber(1, 20),
  LOGIN_MAX_FAILURES: wholeNumber(1, 1000),
  LOGIN_MAX_FAILURES_PER_CLIENT: wholeNumber(1, 100_000),
  LOGIN_LOCKOUT_MINUTES: wholeNumber(1, 1440, ' of minutes'),
  BOOKING_CUTOFF_MINUTES: wholeNumber(0, 10_080, ' of minutes'),
  WAITLIST_HOLD_MINUTES: wholeNumber(WAITLIST_HOLD_MINUTES_MIN, WAITLIST_HOLD_MINUTES_MAX, ' of minutes'),
  LIVE_EVENTS_PING_SECONDS: wholeNumber(1, 300, ' of seconds'),
  POINTS_CARRY_OVER: boolean,
  ACH_BANK_ROUTING: z.string().refine(isAbaRoutingNumber, { error: 'must be a 9-digit ABA routing number' }),
  ACH_BANK_NAME: achText(23),
  ACH_COMPANY_NAME: achText(16),
  ACH_COMPANY_ID: z.string().regex(/^[0-9A-Za-z]{10}$/, { error: 'must be 10 letters or digits' }),
  CHECKOUT_OPENS_MINUTES: wholeNumber(0, 10_080, ' of minutes'),
  OVERDUE_GRACE_MINUTES: wholeNumber(1, 240, ' of minutes'),
  SERVICE_INTERVAL_HOURS: wholeNumber(1, 10_000, ' of hours'),
  STAFF_ALERT_EMAIL: z.email({ error: 'must be an e-mail address' }),
  SCHEDULED_WORK_POLL_MS: wholeNumber(100, 60_000, ' of milliseconds'),
  /** The National Weather Service's active alerts, in full; `?zone=` MARINE_ZONE is added when it has no query. */
  WEATHER_ALERTS_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).optional(),
  MARINE_ZONE: z.string().regex(/^[A-Z]{2}Z\d{3}$/, { error: 'must be a marine forecast zone such as GMZ856' }),
})

type Env = Record<string, string | undefined>

/** A URL's password is as secret as SESSION_SECRET, even in a value that was refused. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z\d+.-]*:\/\/[^/?#@:]*):.*@/i, '$1:[REDACTED]@')
}

const defaults: Record<string, string> = {
  NODE_ENV: 'development',
  HOST: 'localhost',
  PORT: '3000',
  DATA_DIR: 'data',
  DATABASE_POOL_MAX: '10',
  MAIL_FROM: DEVELOPMENT_MAIL_FROM,
  OUTBOX_POLL_MS: '2000',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  SERVE_WEB: 'true',
  SALES_EMAIL: 'sales@marineryachtclub.com',
  FORM_RATE_LIMIT_MAX: '10',
  FORM_RATE_LIMIT_WINDOW_MINUTES: '15',
  // A placeholder until the club's electronic-signature form exists.
  MEMBERSHIP_APPLICATION_URL: 'https://forms.example.com/mariner-yacht-club/membership-application',
  SHUTDOWN_TIMEOUT_MS: '10000',
  SESSION_IDLE_TIMEOUT_MINUTES: '720',
  SESSION_ABSOLUTE_TIMEOUT_HOURS: '168',
  // Argon2id with 64 MiB and 3 passes, the second recommended setting of RFC 9106.
  PASSWORD_HASH_MEMORY_KIB: '65536',
  PASSWORD_HASH_ITERATIONS: '3',
  LOGIN_MAX_FAILURES: '10',
  LOGIN_MAX_FAILURES_PER_CLIENT: '50',
  LOGIN_LOCKOUT_MINUTES: '15',
  BOOKING_CUTOFF_MINUTES: '120',
  WAITLIST_HOLD_MINUTES: String(DEFAULT_WAITLIST_HOLD_MINUTES),
  LIVE_EVENTS_PING_SECONDS: '30',
  // Unused points lapse at each membership anniversary unless the club decides otherwise.
  POINTS_CARRY_OVER: 'false',
  // Placeholders until the club's bank gives its own: the bank (ODFI) that sends the club's ACH debits, and the
  // club's name and company identification as the bank knows them.
  ACH_BANK_ROUTING: '021000021',
  ACH_BANK_NAME: 'CLUB BANK',
  ACH_COMPANY_NAME: 'MARINER YACHT',
  ACH_COMPANY_ID: '1000000000',
  CHECKOUT_OPENS_MINUTES: '120',
  OVERDUE_GRACE_MINUTES: '30',
  SERVICE_INTERVAL_HOURS: '100',
  STAFF_ALERT_EMAIL: club.email,
  SCHEDULED_WORK_POLL_MS: '5000',
  // Tampa Bay waters; the source itself is off until WEATHER_ALERTS_URL is set.
  MARINE_ZONE: 'GMZ856',
  ...developmentSecrets,
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Reads the environment once at start-up; an empty variable counts as unset. */
export function loadConfig(env: Env = process.env) {
  const input: Env = {}
  for (const name of Object.keys(envSchema.shape)) {
    const value = env[name]
    input[name] = value === undefined || value.trim() === '' ? defaults[name] : value
  }

  const result = envSchema.safeParse(input)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0])
        const shown = secretNames.has(name) ? '' : ` (got "${withoutPassword(input[name] ?? '')}")`
        return `${name}: ${issue.message}${shown}`
      }),
    )
  }

  const values = result.data
  if (values.NODE_ENV === 'production') {
    const problems: string[] = []
    for (const [name, developmentValue] of Object.entries(developmentSecrets)) {
      if (values[name as keyof typeof developmentSecrets] === developmentValue) {
        problems.push(`${name}: must be set to your own secret in production (the development default is refused)`)
      }
    }
    if (!values.PUBLIC_URL) {
      problems.push('PUBLIC_URL: must be set in production (the address members use to reach the site)')
    }
    if (!values.SMTP_URL) {
      problems.push('SMTP_URL: must be set in production (without it e-mail is only written to OUTBOX_DIR)')
    }
    if (values.MAIL_FROM === DEVELOPMENT_MAIL_FROM) {
      problems.push("MAIL_FROM: must be set in production (an address of the club's own domain)")
    }
    if (values.PASSWORD_HASH_MEMORY_KIB < MIN_PRODUCTION_HASH_MEMORY_KIB) {
      problems.push(
        `PASSWORD_HASH_MEMORY_KIB: must be at least ${MIN_PRODUCTION_HASH_MEMORY_KIB} in production (OWASP's minimum for Argon2id)`,
      )
    }
    if (problems.length > 0) throw new ConfigError(problems)
  }

  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    database: values.DATABASE_URL
      ? {
          driver: 'postgres' as const,
          url: values.DATABASE_URL,
          poolMax: values.DATABASE_POOL_MAX,
        }
      : { driver: 'pglite' as const, dataDir: path.resolve(values.DATA_DIR) },
    email: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      outboxDir: path.resolve(values.OUTBOX_DIR ?? path.join(values.DATA_DIR, 'outbox')),
      pollMs: values.OUTBOX_POLL_MS,
    },
    sessionSecret: values.SESSION_SECRET,
    encryptionKey: Buffer.from(values.ENCRYPTION_KEY, 'base64'),
    encryptionPreviousKeys: (values.ENCRYPTION_PREVIOUS_KEYS ?? []).map((key) => Buffer.from(key, 'base64')),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    serveWeb: values.SERVE_WEB,
    membershipApplicationUrl: values.MEMBERSHIP_APPLICATION_URL,
    visitorForms: {
      salesEmail: values.SALES_EMAIL,
      rateLimit: { max: values.FORM_RATE_LIMIT_MAX, timeWindowMs: values.FORM_RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    accounts: {
      sessions: {
        idleTimeoutMs: values.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
        absoluteTimeoutMs: values.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
      },
      passwordHashCost: { memoryKib: values.PASSWORD_HASH_MEMORY_KIB, iterations: values.PASSWORD_HASH_ITERATIONS },
      loginThrottle: {
        maxFailuresPerAccount: values.LOGIN_MAX_FAILURES,
        maxFailuresPerClient: values.LOGIN_MAX_FAILURES_PER_CLIENT,
        windowMs: values.LOGIN_LOCKOUT_MINUTES * 60_000,
      },
    },
    bookings: { cutoffMinutes: values.BOOKING_CUTOFF_MINUTES },
    waitlist: { holdMinutes: values.WAITLIST_HOLD_MINUTES },
    liveEvents: { pingIntervalMs: values.LIVE_EVENTS_PING_SECONDS * 1000 },
    membershipYear: { carryOver: values.POINTS_CARRY_OVER },
    ach: {
      bankRouting: values.ACH_BANK_ROUTING,
      bankName: values.ACH_BANK_NAME,
      companyName: values.ACH_COMPANY_NAME,
      companyId: values.ACH_COMPANY_ID,
    },
    dock: {
      checkOutOpensMinutes: values.CHECKOUT_OPENS_MINUTES,
      overdueGraceMinutes: values.OVERDUE_GRACE_MINUTES,
      serviceIntervalHours: values.SERVICE_INTERVAL_HOURS,
      staffAlertEmail: values.STAFF_ALERT_EMAIL,
    },
    scheduledWork: { pollMs: values.SCHEDULED_WORK_POLL_MS },
    weather: { alertsUrl: values.WEATHER_ALERTS_URL, marineZone: values.MARINE_ZONE },
  }
}

export type Config = ReturnType<typeof loadConfig>
export type DatabaseConfig = Config['database']
