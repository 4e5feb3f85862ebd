import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app.ts'
import { contentSecurityPolicy } from './security-headers.ts'

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
