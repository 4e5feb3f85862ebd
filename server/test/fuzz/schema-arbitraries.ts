import fc from 'fast-check'
import {
  hostileNumbers,
  hostileStrings,
  impossibleDates,
  impossibleTimes,
  plausibleDates,
  plausibleMonths,
  plausibleTimes,
  wrongKinds,
} from './hostile-values.ts'
import type { JsonSchema } from './openapi-operations.ts'

/**
 * Values of the club's own world (dates around the test clock, the accounts and bookings the test made): most fields
 * are plain bounded strings in the API reference, and without these a generated request would rarely name a real
 * member, booking or day and so never reach the work behind the schema. A field or parameter whose name matches a
 * pattern mostly gets that pattern's values; any text field now and then gets any of them.
 */
export interface Hints {
  named: Array<[RegExp, string[]]>
}

const hintsFor = (hints: Hints, name: string | undefined) =>
  name === undefined ? [] : hints.named.filter(([pattern]) => pattern.test(name)).flatMap(([, values]) => values)

const anyHint = (hints: Hints) => [
  ...new Set([
    ...hints.named.flatMap(([, values]) => values),
    ...plausibleDates,
    ...plausibleTimes,
    ...plausibleMonths,
    ...impossibleDates,
    ...impossibleTimes,
  ]),
]

/** A value of any kind no schema expects: the hostile list, and fast-check's own edge cases. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...wrongKinds),
  fc.constantFrom(...impossibleDates, ...impossibleTimes),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
  fc.bigInt().map(String),
)

/** A file part of a multipart body; in JSON it is only a name. */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}

  toJSON() {
    return this.filename
  }
}

/** The smallest PNG there is: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const uploadedFile: fc.Arbitrary<UploadedFile> = fc
  .tuple(
    fc.constantFrom('photo.png', 'photo.jpg', '../../etc/passwd', '', 'x'.repeat(300), 'a\u0000.png'),
    fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html', 'image/svg+xml'),
    fc.oneof(
      fc.constant(onePixelPng),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.concat([onePixelPng.subarray(0, 20), Buffer.alloc(40, 0xff)])),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ),
  )
  .map(([filename, contentType, bytes]) => new UploadedFile(filename, contentType, bytes))

const patternArbitraries = new Map<string, fc.Arbitrary<string> | undefined>()

function matching(pattern: string): fc.Arbitrary<string> | undefined {
  if (!patternArbitraries.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | undefined
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'))
      fc.sample(arbitrary, 1)
    } catch {
      // fast-check cannot build every class (a negated Unicode property, for one); the other strings still go.
      arbitrary = undefined
    }
    patternArbitraries.set(pattern, arbitrary)
  }
  return patternArbitraries.get(pattern)
}

function stringOf(schema: JsonSchema, hints: Hints, name: string | undefined): fc.Arbitrary<unknown> {
  const pattern = schema.pattern === undefined ? undefined : matching(schema.pattern)
  const named = hintsFor(hints, name)
  const plain = fc.string({
    minLength: Math.min(schema.minLength ?? 0, 40),
    maxLength: Math.max(Math.min(schema.maxLength ?? 40, 40), Math.min(schema.minLength ?? 0, 40)),
  })
  return fc.oneof(
    ...(named.length > 0 ? [{ arbitrary: fc.constantFrom(...named), weight: 8 }] : []),
    { arbitrary: pattern ?? plain, weight: pattern ? 3 : 1 },
    { arbitrary: fc.constantFrom(...anyHint(hints)), weight: 1 },
    { arbitrary: plain, weight: 1 },
  )
}

function numberOf(schema: JsonSchema, integer: boolean, hints: Hints, name: string | undefined): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000
  const whole = fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
  const small = fc.integer({ min: Math.max(Math.ceil(min), 0), max: Math.min(Math.floor(max), Math.max(min, 0) + 100) })
  const named = hintsFor(hints, name).map(Number).filter(Number.isFinite)
  return fc.oneof(
    ...(named.length > 0 ? [{ arbitrary: fc.constantFrom(...named), weight: 6 }] : []),
    { arbitrary: small, weight: 3 },
    { arbitrary: whole, weight: 2 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
    ...(integer ? [] : [{ arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 }]),
  )
}

/** A value the schema describes, or nearly: bounds kept, text mostly from the club's world or the schema's pattern. */
export function validish(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') return uploadedFile
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validish(alternative, hints, name)))
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().filter((type) => type !== 'null')
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...schema, type }, hints, name)))
  switch (types[0]) {
    case 'integer':
      return numberOf(schema, true, hints, name)
    case 'number':
      return numberOf(schema, false, hints, name)
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(validish(schema.items ?? {}, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(Math.min(schema.maxItems ?? 4, 4), schema.minItems ?? 0),
      })
    case 'object':
      return objectOf(schema, hints)
    default:
      return stringOf(schema, hints, name)
  }
}

function objectOf(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validish(value, hints, key)]))
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
}

/** One thing wrong with an object: a field hostile, a required field gone, a field nobody asked for, or no object. */
export function mutated(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {})
  const base = objectOf(schema, hints)
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'member_id', 'user_type', 'role', 'points', 'status'),
    fc.string({ maxLength: 20 }),
  )
  const changes: Array<fc.Arbitrary<(value: Record<string, unknown>) => unknown>> = [
    extraKey.chain((key) => hostileValue.map((extra) => (value) => ({ ...value, [key]: extra }))),
    hostileValue.map((replacement) => () => replacement),
  ]
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys)
    changes.push(
      fc.tuple(key, hostileValue).map(([field, bad]) => (value) => ({ ...value, [field]: bad })),
      key.map((field) => (value) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== field))),
    )
  }
  return fc.tuple(base, fc.oneof(...changes)).map(([value, change]) => change(value))
}

/** Mostly what the schema describes, now and then a hostile value. */
export function fuzzedValue(schema: JsonSchema, hints: Hints, name?: string): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validish(schema, hints, name), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
}
