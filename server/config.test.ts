import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, developmentSecrets, loadConfig } from './config.ts'

function problemsFor(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected the configuration to be refused')
}

const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://club.example.com',
  SESSION_SECRET: 'a-real-production-secret-of-enough-length-0123',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  MAIL_FROM: '"Mariner Yacht Club" <no-reply@club.example.com>',
}

describe('loadConfig', () => {
  it('runs with nothing set, on the embedded database in ./data', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      host: 'localhost',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      database: { driver: 'pglite', dataDir: path.resolve('data') },
      email: {
        smtpUrl: undefined,
        from: '"Mariner Yacht Club" <no-reply@localhost>',
        outboxDir: path.resolve('data', 'outbox'),
        pollMs: 2000,
      },
      logLevel: 'info',
      trustProxy: false,
      serveWeb: true,
      shutdownTimeoutMs: 10_000,
      membershipApplicationUrl: 'https://forms.example.com/mariner-yacht-club/membership-application',
      bookings: { cutoffMinutes: 120 },
      liveEvents: { pingIntervalMs: 30_000 },
      membershipYear: { carryOver: false },
    })
    expect(config.encryptionKey).toHaveLength(32)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '0.0.0.0',
      PORT: '8080',
      PUBLIC_URL: 'https://club.example.com/',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/club',
      DATABASE_POOL_MAX: '25',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'Club Office <office@club.example.com>',
      OUTBOX_DIR: 'mail/outbox',
      OUTBOX_POLL_MS: '500',
      SESSION_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SERVE_WEB: 'false',
      SHUTDOWN_TIMEOUT_MS: '5000',
      MEMBERSHIP_APPLICATION_URL: 'https://sign.example.org/club',
      POINTS_CARRY_OVER: 'true',
    })
    expect(config).toMatchObject({
      env: 'test',
      host: '0.0.0.0',
      port: 8080,
      publicUrl: 'https://club.example.com',
      database: { driver: 'postgres', url: 'postgres://app:pw@db.internal:5432/club', poolMax: 25 },
      email: {
        smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
        from: 'Club Office <office@club.example.com>',
        outboxDir: path.resolve('mail/outbox'),
        pollMs: 500,
      },
      sessionSecret: 'x'.repeat(40),
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      serveWeb: false,
      shutdownTimeoutMs: 5000,
      membershipApplicationUrl: 'https://sign.example.org/club',
      membershipYear: { carryOver: true },
    })
    expect(config.encryptionKey).toEqual(Buffer.alloc(32, 1))
  })

  it('derives the default public URL from the port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
  })

  it('keeps the outbox in the data folder unless OUTBOX_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/club' }).email.outboxDir).toBe(path.resolve('/var/lib/club/outbox'))
  })

  it.each(['no-reply@club.example.com', '"Mariner Yacht Club" <no-reply@club.example.com>'])(
    'reads MAIL_FROM=%s',
    (value) => {
      expect(loadConfig({ MAIL_FROM: value }).email.from).toBe(value)
    },
  )

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, database: { driver: 'pglite' } })
  })

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it.each([
    ['PORT', 'abc', 'PORT: must be a whole number between 0 and 65535 (got "abc")'],
    ['PORT', '70000', 'PORT: must be a whole number between 0 and 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT: must be a whole number between 0 and 65535 (got "80.5")'],
    ['NODE_ENV', 'staging', 'NODE_ENV: must be one of development, test, production (got "staging")'],
    [
      'PUBLIC_URL',
      'club.example.com',
      'PUBLIC_URL: must be an absolute http:// or https:// URL (got "club.example.com")',
    ],
    [
      'PUBLIC_URL',
      'ftp://club.example.com',
      'PUBLIC_URL: must be an absolute http:// or https:// URL (got "ftp://club.example.com")',
    ],
    [
      'DATABASE_URL',
      'mysql://db/club',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://db/club")',
    ],
    ['DATABASE_POOL_MAX', '0', 'DATABASE_POOL_MAX: must be a whole number between 1 and 200 (got "0")'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL: must be an smtp:// or smtps:// URL (got "mail.example.com")'],
    [
      'SMTP_URL',
      'https://mailer:s3cret@mail.example.com',
      'SMTP_URL: must be an smtp:// or smtps:// URL (got "https://mailer:[REDACTED]@mail.example.com")',
    ],
    [
      'MAIL_FROM',
      'Mariner Yacht Club',
      'MAIL_FROM: must be an e-mail address, optionally with a name: "Mariner Yacht Club" <no-reply@club.example.com> (got "Mariner Yacht Club")',
    ],
    ['OUTBOX_POLL_MS', '50', 'OUTBOX_POLL_MS: must be a whole number of milliseconds between 100 and 60000 (got "50")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    ['SERVE_WEB', 'maybe', 'SERVE_WEB: must be true or false (got "maybe")'],
    [
      'MEMBERSHIP_APPLICATION_URL',
      'sign.example.com',
      'MEMBERSHIP_APPLICATION_URL: must be an absolute http:// or https:// URL (got "sign.example.com")',
    ],
    [
      'TRUST_PROXY',
      'the load balancer',
      'TRUST_PROXY: must be true, false, a number of proxy hops, or a comma-separated list of IP addresses or CIDR ranges (got "the load balancer")',
    ],
    [
      'SHUTDOWN_TIMEOUT_MS',
      '10',
      'SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds between 1000 and 120000 (got "10")',
    ],
    [
      'SESSION_IDLE_TIMEOUT_MINUTES',
      '0',
      'SESSION_IDLE_TIMEOUT_MINUTES: must be a whole number of minutes between 1 and 43200 (got "0")',
    ],
    [
      'SESSION_ABSOLUTE_TIMEOUT_HOURS',
      'a week',
      'SESSION_ABSOLUTE_TIMEOUT_HOURS: must be a whole number of hours between 1 and 8760 (got "a week")',
    ],
    [
      'PASSWORD_HASH_MEMORY_KIB',
      '512',
      'PASSWORD_HASH_MEMORY_KIB: must be a whole number of kibibytes between 1024 and 1048576 (got "512")',
    ],
    ['PASSWORD_HASH_ITERATIONS', '0', 'PASSWORD_HASH_ITERATIONS: must be a whole number between 1 and 20 (got "0")'],
    ['LOGIN_MAX_FAILURES', '-1', 'LOGIN_MAX_FAILURES: must be a whole number between 1 and 1000 (got "-1")'],
    [
      'LOGIN_LOCKOUT_MINUTES',
      '1441',
      'LOGIN_LOCKOUT_MINUTES: must be a whole number of minutes between 1 and 1440 (got "1441")',
    ],
    [
      'LIVE_EVENTS_PING_SECONDS',
      '0.5',
      'LIVE_EVENTS_PING_SECONDS: must be a whole number of seconds between 1 and 300 (got "0.5")',
    ],
    ['POINTS_CARRY_OVER', 'maybe', 'POINTS_CARRY_OVER: must be true or false (got "maybe")'],
  ])('refuses %s=%s, naming the variable', (name, value, problem) => {
    expect(problemsFor({ [name]: value })).toEqual([problem])
  })

  it('names a short secret without showing its value', () => {
    const problems = problemsFor({ SESSION_SECRET: 'hunter2' })
    expect(problems).toEqual(['SESSION_SECRET: must be at least 32 characters long'])
  })

  it('refuses an encryption key that is not 32 bytes, without showing it', () => {
    const key = Buffer.alloc(16, 3).toString('base64')
    const problems = problemsFor({ ENCRYPTION_KEY: key })
    expect(problems).toEqual(['ENCRYPTION_KEY: must be 32 bytes encoded as base64'])
  })

  it('reads previous encryption keys, and refuses a bad one without showing any', () => {
    const old = [Buffer.alloc(32, 4), Buffer.alloc(32, 5)]
    const config = loadConfig({ ENCRYPTION_PREVIOUS_KEYS: old.map((key) => key.toString('base64')).join(', ') })
    expect(config.encryptionPreviousKeys).toEqual(old)
    const short = Buffer.alloc(16, 3).toString('base64')
    const problems = problemsFor({ ENCRYPTION_PREVIOUS_KEYS: `${old[0]!.toString('base64')},${short}` })
    expect(problems).toEqual([
      'ENCRYPTION_PREVIOUS_KEYS: must be a comma-separated list of 32-byte keys, each encoded as base64',
    ])
  })

  it('lists every problem at once', () => {
    expect(problemsFor({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2)
  })

  it('starts in production with its own secrets and public URL', () => {
    expect(loadConfig(productionEnv).env).toBe('production')
  })

  it.each(Object.keys(developmentSecrets))('refuses to start in production with the default %s', (name) => {
    const env: Record<string, string> = { ...productionEnv }
    delete env[name]
    expect(problemsFor(env)).toEqual([
      `${name}: must be set to your own secret in production (the development default is refused)`,
    ])
    expect(
      problemsFor({ ...productionEnv, [name]: developmentSecrets[name as keyof typeof developmentSecrets] }),
    ).toHaveLength(1)
  })

  it('refuses to start in production without a public URL', () => {
    const { PUBLIC_URL: _unset, ...env } = productionEnv
    expect(problemsFor(env)).toEqual([
      'PUBLIC_URL: must be set in production (the address members use to reach the site)',
    ])
  })

  it('refuses to start in production without a mail server or with the development sender', () => {
    const { SMTP_URL: _noServer, MAIL_FROM: _noSender, ...env } = productionEnv
    expect(problemsFor(env)).toEqual([
      'SMTP_URL: must be set in production (without it e-mail is only written to OUTBOX_DIR)',
      "MAIL_FROM: must be set in production (an address of the club's own domain)",
    ])
  })

  it('reads the session, password and login settings', () => {
    const config = loadConfig({
      SESSION_IDLE_TIMEOUT_MINUTES: '30',
      SESSION_ABSOLUTE_TIMEOUT_HOURS: '24',
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_ITERATIONS: '2',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_CLIENT: '20',
      LOGIN_LOCKOUT_MINUTES: '10',
    })
    expect(config.accounts).toEqual({
      sessions: { idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 24 * 3_600_000 },
      passwordHashCost: { memoryKib: 19456, iterations: 2 },
      loginThrottle: { maxFailuresPerAccount: 5, maxFailuresPerClient: 20, windowMs: 10 * 60_000 },
    })
  })

  it('refuses a password hash cost below OWASP’s minimum in production', () => {
    expect(problemsFor({ ...productionEnv, PASSWORD_HASH_MEMORY_KIB: '1024' })).toEqual([
      "PASSWORD_HASH_MEMORY_KIB: must be at least 19456 in production (OWASP's minimum for Argon2id)",
    ])
  })
})
