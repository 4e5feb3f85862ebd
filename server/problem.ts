import { problemSchema } from '../common/problem.ts'

/**
 * The statuses a refusal answers with; anything else is the server's own failure. 502 and 503 say a service the club
 * relies on (the weather source) failed or is not set up, never that the request was bad.
 */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503

/** What a refusal answers: always a `detail` a person can read, and for some calls a `rule` or other fields. */
export interface ProblemBody {
  detail: string
  [field: string]: unknown
}

/**
 * A refusal (member-api §0): thrown wherever a request is found wanting, from a route or deep inside an operation's
 * transaction, and answered in one place, the error handler, with its status and body. Thrown inside a transaction it
 * also rolls back everything the transaction wrote.
 */
export class Problem extends Error {
  constructor(
    readonly statusCode: ProblemStatus,
    readonly body: ProblemBody,
  ) {
    super(body.detail)
    this.name = 'Problem'
  }
}

/**
 * The refusals a route declares in the API reference, each the one `Problem` shape:
 * `response: { 200: answerSchema, ...problemAnswers(400, 401, 403) }`.
 */
export function problemAnswers<const Status extends ProblemStatus | 426>(
  ...statuses: Status[]
): Record<Status, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<Status, typeof problemSchema>
}
