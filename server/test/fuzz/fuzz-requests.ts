import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { edgeNumbers, edgeText, hostilePathSegments } from './hostile-values.ts'
import type { BodyType, Operation } from './openapi-operations.ts'
import { fuzzedValue, type Hints, mutated, UploadedFile, validish } from './schema-arbitraries.ts'

/** A request as `app.inject` takes it, and how to show it when it fails. */
export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** What the request was made from, when it was generated. */
  generated?: Generated
}

export interface Generated {
  path: Record<string, string>
  query: Array<[string, unknown]>
  idempotencyKey: string | undefined
  body: { type: BodyType; value: unknown } | undefined
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? String(value))

/** A path parameter: a value for its schema, encoded, or a hostile segment sent as it is. */
function pathSegment(operation: Operation, name: string, hints: Hints): fc.Arbitrary<string> {
  const schema = operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema
  return fc.oneof(
    { arbitrary: validish(schema ?? {}, hints, name).map((value) => encodeURIComponent(asText(value))), weight: 6 },
    { arbitrary: fuzzedValue(schema ?? {}, hints, name).map((value) => encodeURIComponent(asText(value))), weight: 1 },
    { arbitrary: fc.constantFrom(...hostilePathSegments), weight: 1 },
  )
}

function bodyArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<Generated['body']> {
  const types = Object.keys(operation.bodies) as BodyType[]
  if (types.length === 0) return fc.constant(undefined)
  return fc.constantFrom(...types).chain((type) => {
    const schema = operation.bodies[type] ?? {}
    return fc
      .oneof({ arbitrary: validish(schema, hints), weight: 3 }, { arbitrary: mutated(schema, hints), weight: 2 })
      .map((value) => ({ type, value }))
  })
}

/** Requests for one operation: its path, query, idempotency key and body, generated from its OpenAPI description. */
export function requestArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!)
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query')
  const generated: fc.Arbitrary<Generated> = fc.record({
    path: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathSegment(operation, name, hints)]))),
    query: fc
      .tuple(
        ...queryParameters.map((parameter) =>
          fc
            .option(fuzzedValue(parameter.schema, hints, parameter.name), {
              freq: parameter.required ? 10 : 2,
              nil: undefined,
            })
            .map((value): [string, unknown] => [parameter.name, value]),
        ),
      )
      .map((pairs) => pairs.filter(([, value]) => value !== undefined)),
    idempotencyKey: fc.option(
      fc.oneof({ arbitrary: fc.noBias(fc.uuid()), weight: 8 }, fc.constantFrom('', 'x'.repeat(300), 'same-key')),
      { nil: undefined },
    ),
    body: bodyArbitrary(operation, hints),
  })
  return generated.map((request) => encoded(operation, request))
}

/**
 * A request the server took (it got past the schemas), with one of its query parameters or body fields at an edge:
 * an impossible date, a time in the DST gap, a year past 9999, a number past any column. Such a value passes a
 * schema that only bounds a string's length, and so reaches the work behind it.
 */
export function edgeArbitrary(operation: Operation, accepted: Generated): fc.Arbitrary<FuzzRequest> {
  const body = accepted.body?.value
  const bodyFields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []
  const queryFields = operation.parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name)
  const places = [
    ...bodyFields.map((name) => ({ in: 'body', name })),
    ...queryFields.map((name) => ({ in: 'query', name })),
  ]
  if (places.length === 0) return fc.constant(encoded(operation, accepted))
  const value = fc.oneof(fc.constantFrom(...edgeText), fc.constantFrom(...edgeNumbers))
  return fc.tuple(fc.constantFrom(...places), value, fc.noBias(fc.uuid())).map(([place, edge, key]) => {
    const changed: Generated = {
      ...accepted,
      idempotencyKey: accepted.idempotencyKey === undefined ? undefined : key,
      query:
        place.in === 'query'
          ? [...accepted.query.filter(([name]) => name !== place.name), [place.name, edge]]
          : accepted.query,
      body:
        place.in === 'body' && accepted.body
          ? { ...accepted.body, value: { ...(accepted.body.value as object), [place.name]: edge } }
          : accepted.body,
    }
    return encoded(operation, changed)
  })
}

function encoded(operation: Operation, request: Generated): FuzzRequest {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => request.path[name] ?? '')
  const query = new URLSearchParams()
  for (const [name, value] of request.query) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item))
  }
  const headers: Record<string, string> = {}
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey
  const search = query.toString()
  const fuzzRequest: FuzzRequest = {
    method: operation.method,
    url: search ? `${url}?${search}` : url,
    headers,
    generated: request,
  }
  if (!request.body) return fuzzRequest
  const body = encodedBody(request.body.type, request.body.value)
  return { ...fuzzRequest, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload }
}

function fieldsOf(value: unknown): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [['value', value]]
  return Object.entries(value).flatMap(([name, field]) =>
    Array.isArray(field) ? field.map((item): [string, unknown] => [name, item]) : [[name, field]],
  )
}

/** A body as a browser (or an attacker) sends it: JSON, a form, or multipart with file parts. */
export function encodedBody(type: BodyType, value: unknown): { contentType: string; payload: string | Buffer } {
  if (type === 'application/json') return { contentType: type, payload: JSON.stringify(value) ?? '' }
  if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(fieldsOf(value).map(([name, field]) => [name, asText(field)]))
    return { contentType: type, payload: form.toString() }
  }
  const boundary = `----fuzz-${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, field] of fieldsOf(value)) {
    const disposition = `Content-Disposition: form-data; name="${name}"`
    const [headers, bytes] =
      field instanceof UploadedFile
        ? [`${disposition}; filename="${field.filename}"\r\nContent-Type: ${field.contentType}`, field.bytes]
        : [disposition, Buffer.from(asText(field))]
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), bytes, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) }
}
