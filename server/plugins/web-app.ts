import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contentSecurityPolicy } from './security-headers.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The level of the route's one log line per request; `info` unless the route says otherwise. */
    requestLogLevel?: 'debug' | 'info'
  }
}

/** One prerendered HTML document, held in memory with its compressed forms and its own CSP. */
export interface Page {
  identity: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
  csp: string
}

export interface WebApp {
  buildDir: string
  /** URL path → page, for every prerendered page. */
  pages: Map<string, Page>
  /** The app shell that client-rendered routes start from. */
  shell: Page
  notFound: Page
}

interface LoadOptions {
  buildDir: string
  https: boolean
  notFoundPagePath: string
  /** In production, the address the pages' canonical and sharing links must point to (PUBLIC_URL). */
  publicUrl?: string
}

const SHELL_FILE = '__spa-fallback.html'
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

export class WebBuildMissingError extends Error {
  constructor(buildDir: string) {
    super(
      `The web app is not built (no ${path.join(buildDir, 'index.html')}). Run "npm run build", or set SERVE_WEB=false to serve only the API.`,
    )
    this.name = 'WebBuildMissingError'
  }
}

export class WebBuildForAnotherAddressError extends Error {
  constructor(builtFor: string, publicUrl: string) {
    super(
      `The web app was built for ${builtFor}, but PUBLIC_URL is ${publicUrl}: its pages would link search engines and ` +
        `shared links to the wrong site. Build again with PUBLIC_URL=${publicUrl} npm run build.`,
    )
    this.name = 'WebBuildForAnotherAddressError'
  }
}

const CANONICAL_LINK = /<link rel="canonical" href="([^"]+)"/

/** Pages are prerendered with their absolute links, so the build must have been made for the address it serves. */
function checkBuiltFor(home: Page, publicUrl: string) {
  const canonical = CANONICAL_LINK.exec(home.identity.toString('utf8'))?.[1]
  const builtFor = canonical ? new URL(canonical).origin : 'no address'
  if (builtFor !== new URL(publicUrl).origin) throw new WebBuildForAnotherAddressError(builtFor, publicUrl)
}

async function readCompressed(file: string, identity: Buffer, suffix: '.br' | '.gz'): Promise<Buffer> {
  if (existsSync(file + suffix)) return readFile(file + suffix)
  return suffix === '.br' ? brotliCompressSync(identity) : gzipSync(identity)
}

async function loadPage(file: string, https: boolean): Promise<Page> {
  const identity = await readFile(file)
  const scriptHashes = [...identity.toString('utf8').matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}`,
  )
  return {
    identity,
    br: await readCompressed(file, identity, '.br'),
    gzip: await readCompressed(file, identity, '.gz'),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    csp: contentSecurityPolicy({ scriptHashes, https }),
  }
}

function urlPathOf(relativeFile: string): string {
  const directory = path.posix.dirname(relativeFile.split(path.sep).join('/'))
  return directory === '.' ? '/' : `/${directory}`
}

/** Reads every prerendered page of the build once, at start-up. */
export async function loadWebApp({ buildDir, https, notFoundPagePath, publicUrl }: LoadOptions): Promise<WebApp> {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new WebBuildMissingError(buildDir)
  const pages = new Map<string, Page>()
  const entries = await readdir(buildDir, { recursive: true })
  for (const entry of entries) {
    if (path.basename(entry) === 'index.html') {
      pages.set(urlPathOf(entry), await loadPage(path.join(buildDir, entry), https))
    }
  }
  const home = pages.get('/')
  if (publicUrl && home) checkBuiltFor(home, publicUrl)
  const notFound = pages.get(notFoundPagePath)
  if (!notFound) throw new WebBuildMissingError(path.join(buildDir, notFoundPagePath.slice(1)))
  pages.delete(notFoundPagePath)
  return { buildDir, pages, shell: await loadPage(path.join(buildDir, SHELL_FILE), https), notFound }
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] })

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', page.etag)
    .header('content-security-policy', page.csp)
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send()

  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '') ?? 'identity'
  if (encoding === 'identity') return reply.send(page.identity)
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip)
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=3600'

export default async function webAppRoutes(
  app: FastifyInstance,
  options: { webApp: WebApp; clientRenderedPaths: readonly string[] },
) {
  const { webApp } = options
  for (const [urlPath, page] of webApp.pages) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page))
  }
  for (const urlPath of options.clientRenderedPaths) {
    app.get(urlPath, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, webApp.shell))
  }

  // A page view is one request for its document and a dozen for its files: the files' log lines are for debugging.
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) route.config = { ...route.config, requestLogLevel: 'debug' }
  })
  await app.register(fastifyStatic, {
    root: webApp.buildDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Pages are served above, from memory, with their own security policy.
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders(reply, filePath) {
      const fromAssets = filePath.startsWith(path.join(webApp.buildDir, 'assets') + path.sep)
      reply.header('cache-control', fromAssets ? IMMUTABLE : SHORT)
    },
  })
}
