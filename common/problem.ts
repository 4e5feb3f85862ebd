import { answer } from './text.ts'
import { z } from './zod.ts'

/**
 * What every refusal answers (member-api §0): a `detail` a person reads, for some calls a `rule` naming what refused
 * it, and any further fields a call's refusals carry (`field`, `problems`, `booking_id`…), kept as they are. One
 * component of the API reference, `Problem`.
 */
export const problemSchema = answer(
  z
    .looseObject({
      detail: z.string().describe('What went wrong, in words for a person'),
      rule: z.string().optional().describe('The rule that refused the request, for refusals a rule decides'),
    })
    .meta({ id: 'Problem' }),
)
export type ProblemAnswer = z.infer<typeof problemSchema>
