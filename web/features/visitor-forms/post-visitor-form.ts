import type { z } from 'zod'
import type { submissionAcceptedSchema } from '../../../common/visitor-forms.ts'
import { apiRequest } from '../../lib/api-request.ts'

export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>

export type VisitorFormPath = 'add-visitors-details' | 'become-a-member' | 'add-yacht-visitor' | 'add-event-details'

/** Sends a visitor form; a refusal or a network failure throws an ApiError. */
export async function postVisitorForm(path: VisitorFormPath, payload: unknown): Promise<SubmissionAccepted> {
  return (await apiRequest(`/visitors/${path}`, { method: 'POST', json: payload })) as SubmissionAccepted
}
