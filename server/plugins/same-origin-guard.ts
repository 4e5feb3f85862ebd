import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a state-changing request may have come from another site's page (decisions §2). Browsers say where a request
 * comes from in `Sec-Fetch-Site`, older ones in `Origin`; a request with neither is not from a browser page, so it
 * cannot carry a visitor's cookies against their will.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (!origin) return false
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`
}

async function sameOriginGuard(app: FastifyInstance, options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSite(request, publicOrigin)) return
    return reply.code(403).send({ detail: 'Requests that change data must come from this site’s own pages.' })
  })
}

export default fp(sameOriginGuard, { name: 'same-origin-guard' })
