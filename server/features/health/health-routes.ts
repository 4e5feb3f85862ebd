import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const PING_TIMEOUT_MS = 2000

const healthy = z.object({ status: z.literal('ok'), db: z.literal('ok') })
const unhealthy = z.object({ status: z.literal('error'), db: z.literal('unreachable'), detail: z.string() })

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Is the server up and its database reachable?',
        description:
          'For load balancers and monitors. Answers 503 with `Retry-After` when the database does not answer within 2 seconds.',
        tags: ['Operations'],
        response: { 200: healthy, 503: unhealthy },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS)
        return { status: 'ok' as const, db: 'ok' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'Health check: database unreachable')
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'error', db: 'unreachable', detail: 'The database is not answering.' })
      }
    },
  )
}

export default healthRoutes
