import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app.ts'

describe('API reference', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    app = await buildTestApp()
  })

  afterAll(async () => {
    await app?.close()
  })

  it('describes every route with its response schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    const health = document.paths['/api/health'].get
    expect(health.summary).toBe('Is the server up and its database reachable?')
    expect(Object.keys(health.responses)).toEqual(['200', '503'])
    expect(health.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['ok'] }, db: { enum: ['ok'] } },
    })
  })

  it('leaves pages and the reference itself out of the document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json()
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(
      true,
    )
  })

  it('is browsable at /api/docs', async () => {
    const response = await app.inject({ url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('swagger-ui')
  })
})
