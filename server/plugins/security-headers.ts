import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
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

async function securityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const policy = contentSecurityPolicy({ https: options.https })
  await app.register(helmet, {
    // Set below as a plain header so that page routes can replace it with one listing their script hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy)
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
