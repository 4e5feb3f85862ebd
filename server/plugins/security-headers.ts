import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import fp from 'fastify-plugin'

interface PolicyOptions {
  /** `'sha256-…'` sources for the inline scripts of one prerendered page. */
  scriptHashes?: readonly string[]
  https: boolean
}

/**
 * Only our own origin may supply scripts, styles, fonts, images and connections. Inline scripts run only when
 * their hash is listed (pages list the hashes of their own). Inline styles are allowed because components and
 * libraries set them (the dialogs' scroll lock writes a `<style>` element whose text varies); styles cannot run code.
 */
export function contentSecurityPolicy({ scriptHashes = [], https }: PolicyOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['connect-src', "'self'"],
    ['font-src', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    ['style-src-elem', "'self'", "'unsafe-inline'"],
  ]
  if (https) directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The headers every answer carries, pages, API calls and refusals alike: helmet's set for our settings, the policy
 * above and a permissions policy. Worked out once, as plain values, so that answers written before routing (an
 * undecodable address) or straight to the socket (a malformed request) can carry them too.
 */
export function securityHeaderValues({ https }: { https: boolean }): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet({
    // Set below so that page routes can replace it with one listing their script hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined)
  return Object.freeze({
    ...headers,
    'content-security-policy': contentSecurityPolicy({ https }),
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  })
}

async function securityHeaders(app: FastifyInstance, options: { headers: Readonly<Record<string, string>> }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(options.headers)
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
