import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capturingLogger } from '../test/capturing-logger.ts'
import { buildTestApp } from '../test/test-app.ts'
import { loadWebApp } from './web-app.ts'

const inlineScript = 'window.__context = {"page":"home"}'
const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><script type="module" src="/assets/app-3f9a.js"></script></head>` +
  `<body><h1>${title}</h1>${'<p>Sailing</p>'.repeat(100)}<script>${inlineScript}</script></body></html>`
const asset = `export const greeting = ${JSON.stringify('ahoy '.repeat(400))}`

/** A miniature of what `npm run build` writes to build/client. */
async function writeFixtureBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'club-web-build-'))
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'fleet/index.html': page('Fleet'),
    '404/index.html': page('Page not found'),
    '__spa-fallback.html': page('Loading'),
    'assets/app-3f9a.js': asset,
    'robots.txt': 'User-agent: *\nAllow: /\n',
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
  await writeFile(path.join(dir, 'assets/app-3f9a.js.br'), brotliCompressSync(asset))
  return dir
}

describe('serving the web app', () => {
  let buildDir: string
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    buildDir = await writeFixtureBuild()
    app = await buildTestApp({ env: { SERVE_WEB: 'true' }, webBuildDir: buildDir, clientRenderedPaths: ['/login'] })
  })

  afterAll(async () => {
    await app?.close()
    await rm(buildDir, { recursive: true, force: true })
  })

  it('serves a prerendered page as HTML that is revalidated on every visit', async () => {
    const response = await app.inject({ url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.body).toBe(page('Home'))
  })

  it('serves nested pages with or without a trailing slash', async () => {
    for (const url of ['/fleet', '/fleet/']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<h1>Fleet</h1>')
    }
  })

  it('answers a HEAD request without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/fleet' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })

  it('lets the page run its own inline scripts and nothing else inline', async () => {
    const response = await app.inject({ url: '/' })
    const hash = createHash('sha256').update(inlineScript).digest('base64')
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`)
  })

  it('answers 304 when the browser already has the page', async () => {
    const first = await app.inject({ url: '/' })
    const etag = String(first.headers.etag)
    const second = await app.inject({ url: '/', headers: { 'if-none-match': etag } })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
  })

  it('sends pages brotli- or gzip-compressed as the browser accepts', async () => {
    const brotli = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page('Home'))

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page('Home'))

    const refused = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(page('Home'))
  })

  it('serves hashed assets for a year, precompressed', async () => {
    const response = await app.inject({ url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(asset)
  })

  it('serves other public files with a short cache', async () => {
    const response = await app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body).toContain('User-agent')
  })

  it('answers client-rendered pages with the app shell', async () => {
    const response = await app.inject({ url: '/login' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Loading</h1>')
  })

  it('answers an unknown page with the 404 page and HTTP 404', async () => {
    for (const url of ['/no-such-page', '/fleet/no-such-vessel', '/404', '/index.html', '/assets/missing.js']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(response.body, url).toContain('<h1>Page not found</h1>')
    }
  })

  it('answers unknown API paths and non-page methods with JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-call'],
      ['GET', '/api'],
      ['POST', '/api/no-such-call'],
      ['POST', '/fleet'],
      ['DELETE', '/'],
    ] as const) {
      const response = await app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json(), `${method} ${url}`).toEqual({ detail: `Nothing is at ${method} ${url}.` })
    }
  })
})

describe('without a web build', () => {
  it('refuses to start, saying how to build', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'club-no-build-'))
    await expect(buildTestApp({ env: { SERVE_WEB: 'true' }, webBuildDir: emptyDir })).rejects.toThrow(
      /The web app is not built .* Run "npm run build", or set SERVE_WEB=false/,
    )
    await rm(emptyDir, { recursive: true })
  })
})

describe('the request log of the web app', () => {
  it('writes page requests at info and the static files they load at debug', async () => {
    const buildDir = await writeFixtureBuild()
    const { logger, lines } = capturingLogger('debug')
    const app = await buildTestApp({
      env: { SERVE_WEB: 'true' },
      webBuildDir: buildDir,
      clientRenderedPaths: ['/login'],
      logger,
    })
    try {
      for (const url of ['/fleet', '/login', '/assets/app-3f9a.js', '/robots.txt', '/api/health']) {
        await app.inject({ url })
      }
      const levels = lines
        .filter((line) => line.msg === 'request completed')
        .map((line) => [(line.req as { url: string }).url, line.level])
      expect(levels).toEqual([
        ['/fleet', 30],
        ['/login', 30],
        ['/assets/app-3f9a.js', 20],
        ['/robots.txt', 20],
        ['/api/health', 30],
      ])
    } finally {
      await app.close()
      await rm(buildDir, { recursive: true, force: true })
    }
  })
})

describe('a production server', () => {
  it('refuses pages built for another address than its PUBLIC_URL', async () => {
    const buildDir = await writeFixtureBuild()
    try {
      await writeFile(
        path.join(buildDir, 'index.html'),
        page('Home').replace('<title>', '<link rel="canonical" href="http://localhost:3000/"/><title>'),
      )
      const load = (publicUrl: string) => loadWebApp({ buildDir, https: true, notFoundPagePath: '/404', publicUrl })
      await expect(load('https://club.example.com')).rejects.toThrow(
        'The web app was built for http://localhost:3000, but PUBLIC_URL is https://club.example.com',
      )
      await expect(load('http://localhost:3000')).resolves.toMatchObject({ buildDir })
    } finally {
      await rm(buildDir, { recursive: true, force: true })
    }
  })
})
