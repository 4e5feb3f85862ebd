import { memberAddProblemSchema, memberTakenSchema } from '../../../../common/new-member.ts'
import { ApiError } from '../../../lib/api-request.ts'
import { type MemberFormTab, tabOf } from './member-form-values.ts'

const ADD_FAILED = 'Failed to add member.'

/** Why a refused add failed, in the dialog's words, and the fields the server named. */
export interface Refusal {
  message: string
  problems: Array<{ field: string; message: string }>
  /** The tab of the first field named. */
  tab?: MemberFormTab
  /** Which of the two checked fields someone took in the meantime. */
  taken?: 'username' | 'email'
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { message: ADD_FAILED, problems: [] }
  if (error.status === 0) return { message: 'Network error. Please try again.', problems: [] }
  const taken = memberTakenSchema.safeParse(error.body)
  // Taken since it was checked: that field is refused, as a failed check would have refused it.
  if (error.status === 409 && taken.success) {
    const field = taken.data.field === 'username' ? 'username' : 'email'
    return { message: taken.data.message, problems: [], tab: 'personal', taken: field }
  }
  const refused = memberAddProblemSchema.safeParse(error.body)
  const problems = (refused.data?.problems ?? []).filter((problem) => tabOf(problem.field))
  const first = problems[0]
  return { message: refused.data?.message ?? ADD_FAILED, problems, tab: first && tabOf(first.field) }
}
