import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app.ts'

describe('draining before a stop', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>
  let drained: Promise<void>

  beforeAll(async () => {
    app = await buildTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    drained = app.drain()
  })
  afterAll(() => app.close())

  it('answers what a load balancer retries elsewhere with 503, closing the connection', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('1')
      expect(response.headers.connection).toBe('close')
      expect(response.headers['content-security-policy']).toBeDefined()
      if (method === 'GET') expect(response.json()).toEqual({ detail: 'This server is stopping. Please try again.' })
    }
  })

  it('serves a POST, which a load balancer never sends to another instance, closing the connection', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/validate-user/validate-user/',
      payload: { username: 'nobody', password: 'Not-The-Password-1' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.headers.connection).toBe('close')
  })

  it('ends once no connection has come for a moment', async () => {
    await expect(drained).resolves.toBeUndefined()
  })
})
