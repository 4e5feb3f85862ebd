import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answer, answerSchemas, multiLineTextCheck, singleLineTextCheck, text } from './text.ts'
import { EMAIL_PATTERN } from './visitor-form-rules.ts'
import { z } from './zod.ts'

function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('text', () => {
  const line = text(20)
  const message = text(20, { multiline: true })

  it('refuses NUL, other control characters and unpaired surrogates, naming the character', () => {
    expect(problems(line, 'a\u0000b')).toEqual(['must not contain the control character U+0000'])
    expect(problems(line, 'bell\u0007')).toEqual(['must not contain the control character U+0007'])
    expect(problems(line, 'del\u007f')).toEqual(['must not contain the control character U+007F'])
    expect(problems(line, 'next\u0085line')).toEqual(['must not contain the control character U+0085'])
    expect(problems(line, 'a\ud800b')).toEqual(['must not contain an unpaired surrogate (U+D800)'])
    expect(problems(line, 'a\udfffb')).toEqual(['must not contain an unpaired surrogate (U+DFFF)'])
  })

  it('allows line breaks and tabs only where text may run over several lines', () => {
    expect(problems(line, 'two\nlines')).toEqual(['must not contain the control character U+000A'])
    expect(problems(line, 'a\tb')).toEqual(['must not contain the control character U+0009'])
    expect(message.parse('two\r\nlines\tand\ra tab')).toBe('two\nlines\tand\na tab')
    expect(problems(message, 'still\u0000not')).toEqual(['must not contain the control character U+0000'])
  })

  it('keeps letters from every script and characters outside the basic plane', () => {
    expect(line.parse('  Zoë 🛥️ 船  ')).toBe('Zoë 🛥️ 船')
  })

  it('trims unless told not to, and bounds the length with its own message when given one', () => {
    expect(text(10, { trim: false }).parse(' secret ')).toBe(' secret ')
    expect(problems(text(3), 'abcd')).toEqual(['must be at most 3 characters'])
    expect(problems(text(3, { tooLong: 'Too long.' }), 'abcd')).toEqual(['Too long.'])
  })

  // Any UTF-16 code unit, so that unpaired surrogates and control characters turn up as often as letters do.
  const anyText = fc.string({
    unit: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    ),
    maxLength: 30,
  })
  const utf8RoundTrip = (value: string) => new TextDecoder().decode(new TextEncoder().encode(value))

  it('accepts only text that PostgreSQL stores and gives back exactly as typed', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, multiline) => {
        const result = text(1000, { multiline, trim: false }).safeParse(value)
        if (!result.success) return
        const withoutAllowed = multiline ? result.data.replace(/[\n\t]/g, '') : result.data
        expect(/\p{Cc}/u.test(withoutAllowed)).toBe(false)
        expect(utf8RoundTrip(result.data)).toBe(result.data)
      }),
    )
  })

  it('accepts, unchanged, any text without control characters or unpaired surrogates', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        fc.pre(!/[\p{Cc}\p{Cs}]/u.test(value))
        expect(text(1000, { trim: false }).parse(value)).toBe(value)
      }),
    )
  })
})

describe('the e-mail pattern', () => {
  it('refuses control, invisible formatting and unpaired surrogate characters', () => {
    expect(EMAIL_PATTERN.test('sailor@example.com')).toBe(true)
    for (const address of ['a\u0000b@example.com', 'ab@exa\u0001mple.com', 'a\u200bb@example.com', 'a\ud800@x.com']) {
      expect(EMAIL_PATTERN.test(address), JSON.stringify(address)).toBe(false)
    }
  })
})

/** Where, inside `schema`, a string is accepted without the text checks. */
function uncheckedStrings(schema: z.ZodType, at: string): string[] {
  if (answerSchemas.has(schema)) return []
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  const inner = (key: string, suffix = '') => uncheckedStrings(def[key] as z.ZodType, `${at}${suffix}`)
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []) as unknown[]
      return checks.includes(singleLineTextCheck) || checks.includes(multiLineTextCheck) ? [] : [at]
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        uncheckedStrings(field, `${at}.${key}`),
      )
    case 'array':
      return inner('element', '[]')
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType')
    case 'pipe':
      return [...inner('in'), ...inner('out')]
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, index) => uncheckedStrings(option, `${at}|${index}`))
    case 'intersection':
      return [...inner('left'), ...inner('right')]
    case 'record':
      return [...inner('keyType', '{key}'), ...inner('valueType', '{value}')]
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => uncheckedStrings(item, `${at}[${index}]`))
    case 'transform':
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
    case 'date':
    case 'null':
    case 'undefined':
      return []
    default:
      return [`${at} (a ${def.type} cannot be checked)`]
  }
}

describe('every schema in common/', () => {
  it('finds a string field that skips the text checks, anywhere in a schema', () => {
    const schema = z.object({
      checked: text(10),
      list: z.array(z.object({ name: z.string() })),
      maybe: z.string().optional(),
      either: z.union([text(5), z.string().trim()]),
      anything: z.unknown(),
    })
    expect(uncheckedStrings(schema, 'sample')).toEqual([
      'sample.list[].name',
      'sample.maybe',
      'sample.either|1',
      'sample.anything (a unknown cannot be checked)',
    ])
    expect(uncheckedStrings(answer(z.object({ detail: z.string() })), 'answer')).toEqual([])
  })

  it('takes text only through the shared text primitive', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true })
    const schemas: Array<[string, z.ZodType]> = []
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (value instanceof z.ZodType) schemas.push([`${file}: ${name}`, value])
      }
    }
    expect(schemas.length).toBeGreaterThan(10)
    expect(schemas.flatMap(([name, schema]) => uncheckedStrings(schema, name))).toEqual([])
  })
})
