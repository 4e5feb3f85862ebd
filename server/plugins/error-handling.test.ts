import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_LIMIT_BYTES } from '../app.ts'
import { Problem } from '../problem.ts'
import { buildTestApp } from '../test/test-app.ts'

describe('error answers', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    app = await buildTestApp()
    // Stand-ins for real calls: the handling under test is the application's, whatever the route.
    app.post(
      '/api/test/enquiry',
      {
        config: { access: 'public' },
        schema: {
          body: z.object({
            visitor_name: z.string().min(1, 'Name is required.'),
            phone_no: z.string().regex(/^\d{10}$/, 'Enter 10-digit US phone number.'),
          }),
        },
      },
      async (request) => ({ received: request.body.visitor_name }),
    )
    app.get('/api/test/refused', { config: { access: 'public' } }, async () => {
      throw new Problem(422, { detail: 'That outing is past its cut-off.', rule: 'cutoff' })
    })
    // As Drizzle wraps what node-postgres raises when PostgreSQL is stopped, restarting or out of reach.
    const unreachable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ]
    app.get<{ Params: { index: string } }>(
      '/api/test/unreachable/:index',
      { config: { access: 'public' } },
      async (request) => {
        const cause = unreachable[Number(request.params.index)]
        throw Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause })
      },
    )
    app.get('/api/test/broken', { config: { access: 'public' } }, async () => {
      throw new Error('connection string postgres://admin:hunter2@db leaked')
    })
  })

  afterAll(async () => {
    await app?.close()
  })

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/test/enquiry', headers: { 'content-type': contentType }, payload })

  it('answers a refusal thrown anywhere with its own status and body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/refused' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'That outing is past its cut-off.', rule: 'cutoff' })
  })

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ visitor_name: 'Ada Lovelace', phone_no: '9415550123' }))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: 'Ada Lovelace' })
  })

  it('names each invalid field in a 400 detail', async () => {
    const response = await post(JSON.stringify({ visitor_name: '', phone_no: '12345' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      detail: 'visitor_name: Name is required.; phone_no: Enter 10-digit US phone number.',
      problems: [
        { field: 'visitor_name', message: 'Name is required.' },
        { field: 'phone_no', message: 'Enter 10-digit US phone number.' },
      ],
    })
  })

  it('answers malformed JSON with a 400 detail', async () => {
    const response = await post('{"visitor_name": ')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' })
  })

  it('answers an empty JSON body with a 400 detail', async () => {
    const response = await post('')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'The request body is empty but was sent as JSON.' })
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await post(JSON.stringify({ visitor_name: 'x'.repeat(BODY_LIMIT_BYTES), phone_no: '9415550123' }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: 'The request body is too large.' })
  })

  it('refuses a content type the call does not take with 415', async () => {
    const response = await post('visitor_name=Ada', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ detail: 'This endpoint does not accept that content type.' })
  })

  it('hides the cause of an unexpected failure behind a 500 detail', async () => {
    const response = await app.inject({ url: '/api/test/broken' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again in a moment.' })
  })

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    for (const index of [0, 1, 2, 3, 4]) {
      const response = await app.inject({ url: `/api/test/unreachable/${index}` })
      expect(response.statusCode, String(index)).toBe(503)
      expect(response.headers['retry-after'], String(index)).toBe('5')
      expect(response.json(), String(index)).toEqual({
        detail: 'The club’s database is not answering at the moment. Please try again in a few seconds.',
      })
    }
  })

  it('answers an undecodable address with a 400 detail', async () => {
    for (const url of ['/api/%E0%A4%A', '/%E0%A4%A']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual({ detail: 'The request address is not valid.' })
    }
  })

  it('answers an unknown API path with a 404 detail', async () => {
    const response = await app.inject({ url: '/api/no-such-call?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Nothing is at GET /api/no-such-call.' })
  })

  it('answers unknown pages with JSON when the web app is not served', async () => {
    const response = await app.inject({ url: '/fleet' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: 'Nothing is at GET /fleet.' })
  })
})
