/** The fields PostgreSQL (and PGlite) report about a failed statement that carry no row values. */
export interface DatabaseFailure {
  /** The SQLSTATE code, such as 23505 for a unique violation. */
  code: string
  message: string
  schema?: string
  table?: string
  column?: string
  constraint?: string
  routine?: string
}

const SQLSTATE = /^[0-9A-Z]{5}$/

/** SQLSTATE codes of text the database cannot store: NUL, and bytes that are not valid in its encoding. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Drizzle wraps a driver's error in one whose message lists the query's parameter values. */
function isQueryError(error: unknown): error is Error & { query: string; params: unknown; cause?: unknown } {
  return error instanceof Error && 'query' in error && 'params' in error
}

/** The database's own report inside `error`, whether a driver raised it or Drizzle wrapped it. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  const report = isQueryError(error) ? error.cause : error
  if (!isRecord(report) || typeof report.code !== 'string' || !SQLSTATE.test(report.code)) return undefined
  const text = (key: string) => (typeof report[key] === 'string' ? report[key] : undefined)
  return {
    code: report.code,
    message: text('message') ?? '',
    schema: text('schema'),
    table: text('table'),
    column: text('column'),
    constraint: text('constraint'),
    routine: text('routine'),
  }
}

export function isUnstorableText(error: unknown): boolean {
  return UNSTORABLE_TEXT.has(databaseFailureOf(error)?.code ?? '')
}

/**
 * A failed query as the logs may show it: the statement with its placeholders, never the values bound to them nor
 * the database's `detail`, which quotes the offending row. Data exceptions (class 22) and integrity violations
 * (class 23) can quote values in the message itself, so theirs is left out too.
 */
export function loggableDatabaseFailure(error: unknown): Record<string, unknown> | undefined {
  const failure = databaseFailureOf(error)
  if (!failure) return undefined
  const { message, ...fields } = failure
  const quotesValues = failure.code.startsWith('22') || failure.code.startsWith('23')
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : []
  return {
    type: error instanceof Error ? error.constructor.name : 'DatabaseError',
    message: `A database statement failed (SQLSTATE ${failure.code})${quotesValues ? '' : `: ${message}`}`,
    ...(isQueryError(error) && { query: error.query }),
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    stack: frames.join('\n'),
  }
}

/** Socket errors of a database server that is down, restarting or out of reach. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])

/**
 * SQLSTATE codes of a server that cannot take the statement now but will again: connection exceptions (class 08),
 * an administrator's or a crash shutdown, a server still starting, and no connection slot left.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])

/** What node-postgres says when the connection goes or cannot be made in time; it gives these no code. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]

/**
 * Whether `error` says the database could not be reached or dropped the connection (PostgreSQL stopped, restarting,
 * or the network cut), rather than refusing the statement: the request may succeed if tried again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current: unknown = error; isRecord(current) && !seen.has(current); current = current.cause) {
    seen.add(current)
    const code = typeof current.code === 'string' ? current.code : undefined
    if (code && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true
    const message = typeof current.message === 'string' ? current.message : ''
    if (LOST_CONNECTION_MESSAGES.some((lost) => message.startsWith(lost))) return true
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}
