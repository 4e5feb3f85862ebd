import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loggerOptions, redactUrl } from './logging.ts'
import { buildTestApp } from './test/test-app.ts'

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      callback()
    },
  })
  return { logger: pino(loggerOptions('info'), destination), lines }
}

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/new_password?token=abc123&lang=en')).toBe('/new_password?token=REDACTED&lang=en')
    expect(redactUrl('/x?password=p&api_key=k&reset_code=c')).toBe(
      '/x?password=REDACTED&api_key=REDACTED&reset_code=REDACTED',
    )
    expect(redactUrl('/fleet?section=peace')).toBe('/fleet?section=peace')
    expect(redactUrl('/fleet')).toBe('/fleet')
  })
})

describe('request logging and ids', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined

  afterEach(async () => {
    await app?.close()
  })

  it('writes one JSON line per request, with its request id, and never a secret from the URL', async () => {
    const { logger, lines } = capturingLogger()
    app = await buildTestApp({ logger })
    const response = await app.inject({ url: '/api/health?token=very-secret' })

    const completed = lines.filter((line) => line.msg === 'request completed')
    expect(completed).toHaveLength(1)
    expect(completed[0]).toMatchObject({
      level: 30,
      reqId: response.headers['x-request-id'],
      req: { method: 'GET', url: '/api/health?token=REDACTED' },
      res: { statusCode: 200 },
    })
    expect(typeof completed[0]?.responseTime).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('very-secret')
  })

  it('gives every response a request id header, keeping a well-formed one from the caller', async () => {
    app = await buildTestApp()
    const fresh = await app.inject({ url: '/api/health' })
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const forwarded = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42' } })
    expect(forwarded.headers['x-request-id']).toBe('lb-7f3a.42')

    const forged = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x"} {"level":60' } })
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    const notFound = await app.inject({ url: '/api/no-such-call' })
    expect(notFound.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
