import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import { parseDollars } from '../../../../common/billing/dollar-input.ts'
import { z } from '../../../../common/zod.ts'

/**
 * Forms where staff type dollars and the API takes cents: each form's schema reads the typed `amount` into
 * `amount_cents` and hands the request to the shared schema, so the server's rules are the form's. The shared schema's
 * complaints about `amount_cents` belong to the `amount` field people typed into.
 */

export const typedDollars = z
  .string()
  .trim()
  .min(1, 'Please type an amount, such as 85.00.')
  .refine((typed) => parseDollars(typed) !== undefined, 'Please type dollars and cents, such as 85.00 or -10.00.')
  .transform((typed) => parseDollars(typed) ?? 0)

export function dollarFormResolver<Fields extends FieldValues, Request>(
  schema: z.ZodType<Request, Fields>,
): Resolver<Fields, unknown, Request> {
  return (values, _context, options) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { values: parsed.data, errors: {} }
    const flat: Record<string, FieldError> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((part) => (part === 'amount_cents' ? 'amount' : String(part))).join('.')
      flat[path] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: toNestErrors<Fields>(flat, options) }
  }
}
