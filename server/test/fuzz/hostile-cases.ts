import fc from 'fast-check'
import { encodedBody, type FuzzRequest } from './fuzz-requests.ts'
import { hostileBodies, hostilePathSegments, hostileQueries } from './hostile-values.ts'
import type { Access, BodyType, JsonSchema, Operation } from './openapi-operations.ts'
import { type Hints, validish } from './schema-arbitraries.ts'

/** The text put in every text field at once: NUL, a control character, a lone surrogate, nothing, far too much. */
const hostileText = ['\u0000', '\u001b[31m', '\ud800', '', ' ', 'x'.repeat(100_000)]

/** What a call without a body or query still gets: the cases every parser or router meets first. */
const everyCallBodies = new Set([
  'truncated JSON',
  'a body over the limit',
  'truncated multipart',
  'an unknown content type',
])
const everyCallQueries = new Set(['%', 'a=%00', 'username[$ne]=x'])

export interface HostileCase {
  name: string
  request: FuzzRequest
  /** Who sends it: the caller the operation asks for unless named. */
  as?: Access
}

/** One value the schema describes, the same every run. */
function example(schema: JsonSchema, hints: Hints, name?: string): unknown {
  return fc.sample(validish(schema, hints, name), { numRuns: 1, seed: 26 })[0]
}

const isText = (schema: JsonSchema) =>
  !schema.enum && schema.const === undefined && schema.format !== 'binary' && [schema.type].flat().includes('string')

/** Every text field of an object given `value`, the others as the example has them. */
function withEveryText(schema: JsonSchema, base: unknown, value: string): unknown {
  const fields = Object.entries(schema.properties ?? {}).filter(([, field]) => isText(field))
  return { ...(base as object), ...Object.fromEntries(fields.map(([name]) => [name, value])) }
}

/**
 * The hand-made cases for one operation: each hostile body, query string and path segment, impossible dates and
 * hostile text in every text field at once, and the call made by someone it is not for.
 */
export function hostileCases(operation: Operation, hints: Hints): HostileCase[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const pathWith = (name?: string, segment?: string) =>
    operation.path.replace(/\{([^}]+)\}/g, (_, parameter: string) => {
      if (parameter === name && segment !== undefined) return segment
      const schema = pathParameters.find((candidate) => candidate.name === parameter)?.schema ?? {}
      return encodeURIComponent(String(example(schema, hints, parameter)))
    })
  const url = pathWith()
  const bodyTypes = Object.keys(operation.bodies) as BodyType[]
  const withBody = (type: BodyType, value: unknown) => {
    const body = encodedBody(type, value)
    return { method: operation.method, url, headers: { 'content-type': body.contentType }, payload: body.payload }
  }
  const cases: HostileCase[] = []

  if (bodyTypes.length > 0 || operation.method !== 'GET') {
    for (const body of hostileBodies.filter(({ name }) => bodyTypes.length > 0 || everyCallBodies.has(name))) {
      cases.push({
        name: body.name,
        request: {
          method: operation.method,
          url,
          headers: body.contentType ? { 'content-type': body.contentType } : {},
          payload: body.payload,
        },
      })
    }
  }
  for (const type of bodyTypes) {
    const schema = operation.bodies[type] ?? {}
    const base = example(schema, hints)
    for (const value of hostileText) {
      cases.push({
        name: `${JSON.stringify(value).slice(0, 40)} in every text field (${type})`,
        request: withBody(type, withEveryText(schema, base, value)),
      })
    }
  }
  if (queryParameters.length > 0 || operation.method === 'GET') {
    for (const query of hostileQueries.filter((query) => queryParameters.length > 0 || everyCallQueries.has(query))) {
      cases.push({
        name: `query ${query.slice(0, 40)}`,
        request: { method: operation.method, url: `${url}?${query}`, headers: {} },
      })
    }
  }
  for (const parameter of pathParameters) {
    for (const segment of hostilePathSegments) {
      cases.push({
        name: `path ${parameter.name} ${segment.slice(0, 40)}`,
        request: { method: operation.method, url: pathWith(parameter.name, segment), headers: {} },
      })
    }
  }

  const validBody = bodyTypes[0]
    ? withBody(bodyTypes[0], example(operation.bodies[bodyTypes[0]] ?? {}, hints))
    : undefined
  const asIs: FuzzRequest = validBody ?? { method: operation.method, url, headers: {} }
  if (operation.access !== 'public') cases.push({ name: 'without a session', request: asIs, as: 'public' })
  if (operation.access === 'crew' || operation.access === 'admin') {
    cases.push({ name: 'as a member', request: asIs, as: 'account' })
  }
  return cases
}
