import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/test-app.ts'

interface Operation {
  'x-access'?: 'public' | 'signed-in' | 'account' | 'crew' | 'admin'
  parameters?: Array<{ in: string }>
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}

const PROBLEM = { $ref: '#/components/schemas/Problem' }

describe('the API reference’s refusals', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }
  let operations: Array<{ name: string; operation: Operation }>

  beforeAll(async () => {
    app = await buildTestApp()
    await app.ready()
    document = app.swagger() as unknown as typeof document
    operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })),
    )
  })
  afterAll(async () => {
    await app?.close()
  })

  it('declares the Problem once: a detail, perhaps a rule, and any further fields a call documents', () => {
    expect(document.components.schemas.Problem).toMatchObject({
      type: 'object',
      properties: { detail: { type: 'string' }, rule: { type: 'string' } },
      required: ['detail'],
      additionalProperties: {},
    })
  })

  it('answers every 4xx of every call with the Problem and nothing else', () => {
    const refusals = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('4'))
        .map(([status, response]) => ({
          call: `${name} ${status}`,
          schemas: Object.values(response.content ?? {}).map((content) => content.schema),
        })),
    )
    expect(refusals.length).toBeGreaterThan(100)
    const otherShapes = refusals.filter(
      ({ schemas }) =>
        schemas.length === 0 || schemas.some((schema) => JSON.stringify(schema) !== JSON.stringify(PROBLEM)),
    )
    expect(otherShapes.map(({ call }) => call)).toEqual([])
  })

  it('declares 401 and 403 for every call that needs a session, and 400 for every call that takes input', () => {
    const missing = operations.flatMap(({ name, operation }) => {
      const needed = [
        ...(operation['x-access'] === 'public' ? [] : ['401', '403']),
        ...(operation.requestBody || operation.parameters?.length ? ['400'] : []),
      ]
      return needed.filter((status) => !(status in operation.responses)).map((status) => `${name} ${status}`)
    })
    expect(missing).toEqual([])
  })
})
