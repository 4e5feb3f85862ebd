import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import { deleteExpiredRateLimits, postgresRateLimitStore } from './postgres-rate-limit-store.ts'

const CLEANUP_EVERY_MS = 60 * 60 * 1000
const KEEP_ENDED_WINDOWS_MS = 24 * 60 * 60 * 1000

/**
 * Makes `config.rateLimit` available to routes (nothing is limited unless a route asks). Counts live in the database,
 * so every instance enforces the same limit; an exceeded limit answers 429 with a `detail` and `Retry-After`.
 */
async function rateLimiting(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
      }),
  })

  runPeriodically(app, CLEANUP_EVERY_MS, 'delete old rate-limit windows', () =>
    deleteExpiredRateLimits(app.db, KEEP_ENDED_WINDOWS_MS),
  )
}

export default fp(rateLimiting, { name: 'rate-limiting', dependencies: ['database'] })
