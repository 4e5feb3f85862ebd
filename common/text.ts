import { z } from './zod.ts'

/**
 * The one way to accept text from a visitor, member or member of staff. PostgreSQL cannot store NUL, control
 * characters hide text from the people who read it later (logs, e-mail, exports), and an unpaired surrogate would be
 * stored as U+FFFD, silently changing what was typed. Every string field of every schema starts here; a test walks
 * `common/` and fails on one that does not.
 */

const LINE_BREAKS_AND_TABS = new Set(['\n', '\t'])

function codePoint(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}

function plainTextCheck(allowed: ReadonlySet<string>) {
  return z.superRefine<string>((value, ctx) => {
    // With the u flag, a well-formed pair matches as one code point, so \p{Cs} finds only unpaired halves.
    const unpaired = /\p{Cs}/u.exec(value)?.[0]
    if (unpaired) {
      ctx.addIssue({ code: 'custom', message: `must not contain an unpaired surrogate (${codePoint(unpaired)})` })
    }
    const control = [...value.matchAll(/\p{Cc}/gu)].find(([character]) => !allowed.has(character))?.[0]
    if (control) {
      ctx.addIssue({ code: 'custom', message: `must not contain the control character ${codePoint(control)}` })
    }
  })
}

/** The checks themselves, shared by every text field, so the schema walker can recognise them. */
export const singleLineTextCheck = plainTextCheck(new Set())
export const multiLineTextCheck = plainTextCheck(LINE_BREAKS_AND_TABS)

export interface TextOptions {
  /** Messages and notes: keeps line breaks (as \n) and tabs. */
  multiline?: boolean
  /** Passwords and tokens are taken exactly as typed; everything else loses surrounding white space. */
  trim?: boolean
  /** The message when the text is longer than `max`. */
  tooLong?: string
}

/** A text field of at most `max` characters; chain `.min()`, `.regex()` and the like for the field's own rules. */
export function text(max: number, { multiline = false, trim = true, tooLong }: TextOptions = {}) {
  let field = z.string()
  if (multiline) field = field.overwrite((value) => value.replace(/\r\n?/g, '\n'))
  if (trim) field = field.trim()
  return field
    .check(multiline ? multiLineTextCheck : singleLineTextCheck)
    .max(max, tooLong ?? `must be at most ${max} characters`)
}

/**
 * Schemas of what the server answers. Their strings come from us, not from a request, so they need no text check;
 * registering a schema here is how a module says so.
 */
export const answerSchemas = z.registry()

export function answer<Schema extends z.ZodType>(schema: Schema): Schema {
  answerSchemas.add(schema, {})
  return schema
}
