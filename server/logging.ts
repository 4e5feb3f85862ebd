import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import pino from 'pino'
import { loggableDatabaseFailure } from './db/database-errors.ts'

const SENSITIVE_QUERY_PARAMETER = /token|password|secret|key|code/i
const REQUEST_ID = /^[\w.:-]{1,128}$/

/** Query values such as password-reset tokens must never reach the logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const query = new URLSearchParams(url.slice(queryStart + 1))
  for (const name of [...query.keys()]) {
    if (SENSITIVE_QUERY_PARAMETER.test(name)) query.set(name, 'REDACTED')
  }
  return `${url.slice(0, queryStart)}?${query.toString()}`
}

/** Keeps the id a load balancer or caller sent, when it is well-formed, so one request can be followed across services. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Errors as logged; a failed query, wherever it sits in the chain of causes, loses the values it was given. */
export function serializeError(error: Error): Record<string, unknown> {
  const direct = loggableDatabaseFailure(error)
  if (direct) return direct
  for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
    const failure = loggableDatabaseFailure(cause)
    if (failure) return { type: error.constructor.name, message: error.message, stack: error.stack, cause: failure }
  }
  return pino.stdSerializers.err(error)
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
      },
      // A failed query's error carries the values it was given: a visitor's details, a password hash.
      err: serializeError,
    },
  }
}

/** One log line per request, written when it completes, carrying the method, path and outcome together. */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...entry, err: error }, 'request errored')
    else reply.log[request.routeOptions.config?.requestLogLevel ?? 'info'](entry, 'request completed')
  }
}
