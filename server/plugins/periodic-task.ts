import type { FastifyInstance } from 'fastify'

/**
 * Runs housekeeping (deleting ended sessions, old rate-limit windows…) every `everyMs` while the app is open. Any
 * instance may run it; a failure is logged and tried again next time.
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, what: string, task: () => Promise<void>) {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.warn({ err: error }, `Could not ${what}`))
  }, everyMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
