import type { z } from 'zod'
import type { submissionAcceptedSchema } from '../../../common/visitor-forms.ts'

export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>

export type VisitorFormPath = 'add-visitors-details' | 'become-a-member' | 'add-yacht-visitor' | 'add-event-details'

/** A refused or failed submission: the HTTP status (0 when the network failed) and the server's `detail`, if any. */
export class SubmissionError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
  ) {
    super(detail ?? (status ? `Submission failed: ${status}` : 'Network error'))
    this.name = 'SubmissionError'
  }
}

export async function postVisitorForm(path: VisitorFormPath, payload: unknown): Promise<SubmissionAccepted> {
  let response: Response
  try {
    response = await fetch(`${import.meta.env.API_BASE_URL}/visitors/${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch {
    throw new SubmissionError(0)
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const detail =
      typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
        ? body.detail
        : undefined
    throw new SubmissionError(response.status, detail)
  }
  return body as SubmissionAccepted
}
