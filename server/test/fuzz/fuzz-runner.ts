import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { loggerOptions } from '../../logging.ts'
import type { FuzzRequest } from './fuzz-requests.ts'
import { tableWatch, writesBetween } from './table-fingerprint.ts'

export interface FuzzTally {
  operations: number
  generated: number
  handMade: number
  serverErrors: number
  refusalsThatWrote: number
  statuses: Map<number, number>
}

const PINO_ERROR = 50

/** The application's logger at `warn`, its lines kept: a failure after the answer shows only in the log. */
export function keptLog() {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      callback()
    },
  })
  return { logger: pino(loggerOptions('warn'), destination), lines }
}

const shown = (text: string, length = 300) =>
  JSON.stringify(text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text)

export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${shown(request.payload.toString())}`
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : ''
  return `${request.method} ${shown(request.url, 200)}${type}${payload}`
}

/**
 * Sends fuzzed requests and says what is wrong with each answer: a 5xx, a refusal without a `detail`, a refusal that
 * wrote to the database, or an error the server logged (work after the answer fails only there).
 */
export function fuzzRunner(app: FastifyInstance, logLines: Array<Record<string, unknown>>) {
  const tally: FuzzTally = {
    operations: 0,
    generated: 0,
    handMade: 0,
    serverErrors: 0,
    refusalsThatWrote: 0,
    statuses: new Map(),
  }
  const tables = tableWatch(app.db)
  let clients = 0
  // Each request from its own address, so the per-client limits, which are not what is tested here, never answer 429.
  const newClient = () => {
    clients += 1
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`
  }

  async function send(
    request: FuzzRequest,
    cookie: string,
    source: 'generated' | 'hand-made',
  ): Promise<{ status: number; problems: string[] }> {
    tally[source === 'generated' ? 'generated' : 'handMade'] += 1
    const before = await tables()
    const loggedBefore = logLines.length
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: newClient(),
    })
    await app.afterAnswer.settled()
    // Work a call scheduled for now is done here, not by the poll in the middle of a later call.
    if (response.statusCode < 400) await app.scheduledWork.runDue()
    const status = response.statusCode
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)

    const problems: string[] = []
    if (status >= 500) {
      tally.serverErrors += 1
      problems.push(`answered ${status}`)
    }
    if (status >= 400 && status < 500) {
      const detail = response.headers['content-type']?.toString().startsWith('application/json')
        ? (response.json<{ detail?: unknown }>().detail ?? undefined)
        : undefined
      if (typeof detail !== 'string' || detail === '') problems.push(`refused with ${status} but no JSON detail`)
      const writes = writesBetween(before, await tables())
      if (writes.length > 0) {
        tally.refusalsThatWrote += 1
        problems.push(`refused with ${status} yet wrote: ${writes.join(', ')}`)
      }
    }
    const errors = logLines.slice(loggedBefore).filter((line) => Number(line.level) >= PINO_ERROR)
    for (const line of errors) problems.push(`logged an error: ${shown(JSON.stringify(line), 600)}`)
    return {
      status,
      problems: problems.map((problem) => `${describeRequest(request)} → ${problem}; answer ${shown(response.body)}`),
    }
  }

  return { send, tally }
}

export function summary(tally: FuzzTally): string {
  const requests = tally.generated + tally.handMade
  const statuses = [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  return (
    `fuzzed ${tally.operations} operations with ${requests} requests (${tally.generated} generated, ` +
    `${tally.handMade} hand-made), ${tally.serverErrors} × 5xx, ${tally.refusalsThatWrote} refusals that wrote rows; ` +
    `answers ${statuses}`
  )
}
