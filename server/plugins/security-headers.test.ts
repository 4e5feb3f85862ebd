import { once } from 'node:events'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app.ts'
import { contentSecurityPolicy, securityHeaderValues } from './security-headers.ts'

/** Sends bytes straight to the server and answers what comes back, as a malformed client would see it. */
async function rawExchange(port: number, request: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1')
  let answer = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
  socket.on('error', () => undefined)
  socket.write(request)
  await once(socket, 'close')
  return answer
}

function headersOf(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0] ?? ''
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

describe('security headers', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined

  afterEach(async () => {
    await app?.close()
  })

  it('are on every response', async () => {
    app = await buildTestApp()
    for (const url of ['/api/health', '/api/no-such-call']) {
      const { headers } = await app.inject({ url })
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options'], url).toBe('DENY')
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin')
      expect(headers['permissions-policy'], url).toContain('camera=()')
      expect(headers['content-security-policy'], url).toBe(contentSecurityPolicy({ https: false }))
      expect(headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it('are on answers to addresses too broken to route', async () => {
    app = await buildTestApp()
    for (const url of ['/%E0%A4%A', '/api/%E0%A4%A']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(400)
      expect(response.headers, url).toMatchObject(securityHeaderValues({ https: false }))
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('are on answers written straight to the socket for malformed requests', async () => {
    app = await buildTestApp()
    await app.listen({ host: '127.0.0.1', port: 0 })
    const port = (app.server.address() as net.AddressInfo).port
    const expected = securityHeaderValues({ https: false })

    const malformed = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n')
    expect(malformed).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(headersOf(malformed)).toMatchObject(expected)
    expect(malformed.endsWith('{"detail":"The request could not be read."}')).toBe(true)

    const oversized = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(oversized).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(headersOf(oversized)).toMatchObject(expected)
  })

  it('send HSTS and upgrade insecure requests only when the site is served over HTTPS', async () => {
    app = await buildTestApp()
    const plain = await app.inject({ url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    await app.close()

    app = await buildTestApp({ env: { PUBLIC_URL: 'https://club.example.com' } })
    const secure = await app.inject({ url: '/api/health' })
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests')
  })
})

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

  it('allows only our own origin', () => {
    const policy = directives(contentSecurityPolicy({ https: false }))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    for (const [name, sources] of policy) {
      for (const source of sources ?? []) {
        expect(source, name).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/)
      }
    }
  })

  it('never lets inline or evaluated script run except by hash', () => {
    const policy = directives(contentSecurityPolicy({ https: false, scriptHashes: ['sha256-abc='] }))
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
  })
})
