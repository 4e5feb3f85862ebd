import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isDatabaseUnavailable, isUnstorableText } from '../db/database-errors.ts'
import { Problem } from '../problem.ts'

export interface FieldProblem {
  field: string
  message: string
}

/** Friendlier words for the errors Fastify raises before a handler runs. */
const fastifyErrorDetails: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This endpoint does not accept that content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
}

/** How long a client is asked to wait while the database is down or restarting; a restart usually takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5

export function validationProblems(error: FastifyError): FieldProblem[] {
  return (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request'),
    message: issue.message ?? 'is not valid',
  }))
}

interface ErrorHandlingOptions {
  /** Answers unknown page paths with the web app's 404 page; without it, every unknown path gets JSON. */
  sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply
}

async function errorHandling(app: FastifyInstance, options: ErrorHandlingOptions) {
  app.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    if (error instanceof Problem) return reply.code(error.statusCode).send(error.body)
    if (error.validation) {
      const problems = validationProblems(error)
      return reply.code(400).send({
        detail: problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '),
        problems,
      })
    }
    // The schemas refuse such text first; this answers any the database refuses after all, without a 500.
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'Refused text the database cannot store')
      return reply.code(400).send({ detail: 'The request contains characters that cannot be stored.' })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'The database is unavailable; answered 503')
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: 'The club’s database is not answering at the moment. Please try again in a few seconds.' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const detail =
        fastifyErrorDetails[error.code] ??
        (error instanceof SyntaxError ? fastifyErrorDetails.FST_ERR_CTP_INVALID_JSON_BODY : error.message)
      return reply.code(status).send({ detail })
    }
    request.log.error({ err: error }, 'Request failed')
    return reply.code(status >= 500 && status < 600 ? status : 500).send({
      detail: 'Something went wrong on our side. Please try again in a moment.',
    })
  })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
    if (wantsPage && options.sendNotFoundPage) return options.sendNotFoundPage(request, reply)
    return reply.code(404).send({ detail: `Nothing is at ${request.method} ${request.url.split('?')[0]}.` })
  })
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}

export default fp(errorHandling, { name: 'error-handling' })
