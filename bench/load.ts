import autocannon from 'autocannon'

export interface Endpoint {
  method: NonNullable<autocannon.Options['method']>
  path: string
  headers?: Record<string, string>
  /** Sent JSON-encoded, with `content-type: application/json`. */
  body?: unknown
  /** 200 unless given; must be a 2xx status, since autocannon counts any other status as an error. */
  expectedStatus?: number
  /** The table each accepted request adds a row to; the bench then checks that none was lost. */
  storedIn?: string
  /** Sent with the bench account's session cookie. */
  signedIn?: boolean
  /**
   * Fewer connections than the run's, for work bound by CPU per request (password hashing): more would only queue
   * behind the hashing threads, and the queue would still be draining when the next endpoint starts.
   */
  connections?: number
}

export interface LoadSettings {
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

export interface Measurement {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors, timeouts and non-2xx responses. */
  errors: number
  timeouts: number
  non2xx: number
  totalRequests: number
  /** 2xx answers, warm-up included: what the server said it accepted. */
  accepted: number
  /** Requests sent, warm-up included; some were still in flight when a run ended, so they have no answer. */
  sent: number
}

export const PIPELINING = 1

export function describeEndpoint(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`
}

function requestOf(endpoint: Endpoint) {
  const { method, headers = {}, body } = endpoint
  if (body === undefined) return { method, headers }
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/** Sends the request once and fails loudly unless it gets the expected status, so we never benchmark an error page. */
export async function checkEndpoint(serverName: string, baseUrl: string, endpoint: Endpoint): Promise<void> {
  const response = await fetch(new URL(endpoint.path, baseUrl), requestOf(endpoint))
  const text = await response.text()
  const expected = endpoint.expectedStatus ?? 200
  if (response.status !== expected) {
    throw new Error(
      `${describeEndpoint(endpoint)} on the ${serverName} server (${baseUrl}) answered ${response.status} instead of ${expected}: ${text.slice(0, 500)}`,
    )
  }
}

function fire(baseUrl: string, endpoint: Endpoint, connections: number, durationSeconds: number) {
  return autocannon({
    url: new URL(endpoint.path, baseUrl).toString(),
    ...requestOf(endpoint),
    connections,
    duration: durationSeconds,
    pipelining: PIPELINING,
  })
}

/** A warm-up (results discarded, so the JIT and connection pools settle), then the measured run. */
export async function measure(baseUrl: string, endpoint: Endpoint, settings: LoadSettings): Promise<Measurement> {
  const connections = endpoint.connections ?? settings.connections
  const warmup =
    settings.warmupSeconds > 0 ? await fire(baseUrl, endpoint, connections, settings.warmupSeconds) : undefined
  const result = await fire(baseUrl, endpoint, connections, settings.durationSeconds)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's `errors` already includes its `timeouts`.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    totalRequests: result.requests.total,
    accepted: (warmup?.['2xx'] ?? 0) + result['2xx'],
    sent: (warmup?.requests.sent ?? 0) + result.requests.sent,
  }
}
