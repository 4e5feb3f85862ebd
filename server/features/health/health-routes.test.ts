import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'

describe('GET /api/health', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined

  afterEach(async () => {
    await app?.close()
  })

  it('answers ok when the database answers', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' })
  })

  it('answers 503 with a detail when the database is unreachable', async () => {
    app = await buildTestApp()
    await app.database.close()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'error', db: 'unreachable', detail: 'The database is not answering.' })
  })

  it('is also answered with a trailing slash', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/health/' })
    expect(response.statusCode).toBe(200)
  })
})
