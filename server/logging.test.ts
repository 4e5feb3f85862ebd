import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { redactUrl, serializeError } from './logging.ts'
import { capturingLogger } from './test/capturing-logger.ts'
import { buildTestApp } from './test/test-app.ts'

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

describe('a failed database statement', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined

  afterEach(async () => {
    await app?.close()
  })

  async function appWithRawNote() {
    const capture = capturingLogger()
    app = await buildTestApp({ logger: capture.logger })
    // Stands for any call whose text reaches the database unchecked; the schemas stop such text before it gets there.
    app.post('/api/test/note', { config: { access: 'public' } }, async (request) => {
      const { note, kind } = request.body as { note: string; kind: 'text' | 'int' }
      const neighbour = 'Neighbouring-Secret-42'
      if (kind === 'int') await app?.db.execute(sql`select ${note}::int, ${neighbour}::text`)
      else await app?.db.execute(sql`select ${note}::text, ${neighbour}::text`)
      return {}
    })
    return capture.lines
  }

  it('answers text the database cannot store with 400, and logs it without the values sent', async () => {
    const lines = await appWithRawNote()
    const response = await app!.inject({
      method: 'POST',
      url: '/api/test/note',
      payload: { note: 'Grace\u0000Hopper 941-555-0100', kind: 'text' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'The request contains characters that cannot be stored.' })
    const logged = JSON.stringify(lines)
    expect(logged).toContain('SQLSTATE 22021')
    expect(logged).toContain('select $1::text, $2::text')
    for (const value of ['Grace', 'Hopper', '941-555-0100', 'Neighbouring-Secret-42'])
      expect(logged).not.toContain(value)
  })

  it('logs any failure without the values sent, even where the database quotes one in its message', async () => {
    const lines = await appWithRawNote()
    const response = await app!.inject({
      method: 'POST',
      url: '/api/test/note',
      payload: { note: 'Account-Number-123456789', kind: 'int' },
    })
    expect(response.statusCode).toBe(500)
    const logged = JSON.stringify(lines)
    expect(logged).toContain('SQLSTATE 22P02')
    for (const value of ['Account-Number-123456789', 'Neighbouring-Secret-42']) expect(logged).not.toContain(value)
  })

  it('stays hidden when another error wraps it', async () => {
    const database = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Failing row contains (Private-Detail).',
    })
    const query = Object.assign(new Error('Failed query: insert\nparams: Private-Value'), {
      query: 'insert into notes values ($1)',
      params: ['Private-Value'],
      cause: database,
    })
    const logged = JSON.stringify(serializeError(new Error('Could not save the note', { cause: query })))
    expect(logged).toContain('Could not save the note')
    expect(logged).toContain('insert into notes values ($1)')
    expect(logged).not.toContain('Private-')
  })
})
