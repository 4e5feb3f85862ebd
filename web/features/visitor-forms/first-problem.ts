import type { z } from 'zod'

/**
 * The first failing field in the order the form checks them (public-site.md §5: phone before e-mail), with its
 * message, or undefined when the values pass.
 */
export function firstProblem<T extends z.ZodType>(
  schema: T,
  values: unknown,
  order: readonly string[],
): { field: string; message: string } | undefined {
  const result = schema.safeParse(values)
  if (result.success) return undefined
  const issues = result.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }))
  return order.map((field) => issues.find((issue) => issue.field === field)).find(Boolean) ?? issues[0]
}
