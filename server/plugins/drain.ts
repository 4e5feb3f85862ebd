import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Tells the load balancer this instance is going, before it stops listening; resolves once no connection has
     * come for a moment (or after a while), when closing the listener can no longer reset one that has just opened.
     */
    drain(): Promise<void>
  }
}

export interface DrainOptions {
  /** How long no new connection must come before the instance stops listening. */
  quietMs: number
  /** The longest the instance drains, however busy. */
  longestMs: number
}

/** The requests a load balancer may send to another instance after a 503 (nginx: `proxy_next_upstream http_503`). */
const RETRIED_ELSEWHERE = new Set(['GET', 'HEAD', 'OPTIONS'])
const STOPPING = JSON.stringify({ detail: 'This server is stopping. Please try again.' })

/**
 * A connection still waiting in the listener's queue when it closes is reset, and a POST nginx has sent on it is lost
 * (nginx never sends one twice). So an instance told to stop first answers the requests nginx retries elsewhere with
 * 503, which nginx counts as a failure and so sends it nothing more for `fail_timeout`, serves every other request,
 * and stops listening only once connections have stopped coming.
 */
async function drainPlugin(app: FastifyInstance, { quietMs, longestMs }: DrainOptions) {
  let draining = false
  let lastConnectionAt = 0
  app.server.on('connection', () => (lastConnectionAt = performance.now()))

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return
    reply.header('connection', 'close')
    if (!RETRIED_ELSEWHERE.has(request.method)) return
    // Already JSON, so that no route's own schema for its answers applies to this one.
    return reply.code(503).header('retry-after', '1').type('application/json; charset=utf-8').send(STOPPING)
  })

  app.decorate('drain', async () => {
    draining = true
    const started = performance.now()
    lastConnectionAt = started
    while (performance.now() - lastConnectionAt < quietMs && performance.now() - started < longestMs) {
      await sleep(quietMs / 5)
    }
  })
}

export default fp(drainPlugin, { name: 'drain' })
