export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.'

/** A refused or failed call: the HTTP status (0 when the network failed), the server's `detail` and the body read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly body?: unknown,
  ) {
    super(detail ?? (status ? `Request failed: ${status}` : NETWORK_ERROR_MESSAGE))
    this.name = 'ApiError'
  }
}

function detailOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
    ? body.detail
    : undefined
}

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent form-encoded. */
  form?: Record<string, string>
  /** Sent as multipart/form-data, files included. */
  multipart?: FormData
  /** Sent as JSON. */
  json?: unknown
  headers?: Record<string, string>
  /** Aborts the call, as when a newer question makes its answer moot. */
  signal?: AbortSignal
}

/**
 * Calls the API (same origin, with the session cookie) and answers the JSON body of a 2xx answer; anything else throws an
 * ApiError.
 */
export async function apiRequest(
  path: string,
  { method, form, multipart, json, signal, ...extra }: ApiRequest,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra.headers }
  let body: BodyInit | undefined
  if (form) body = new URLSearchParams(form)
  else if (multipart) body = multipart
  else if (json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(json)
  }
  let response: Response
  try {
    response = await fetch(`${import.meta.env.API_BASE_URL}${path}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0)
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw new ApiError(response.status, detailOf(answer), answer)
  return answer
}

/**
 * The message for a failed call: the server's own reason when it refused the input (a 4xx, or one of `statuses`, with
 * a `detail`), otherwise the message the specification names for the failure.
 */
export function problemMessage(error: unknown, fallback: string, statuses?: readonly number[]): string {
  if (!(error instanceof ApiError) || !error.detail) return fallback
  const refused = statuses ? statuses.includes(error.status) : error.status >= 400 && error.status < 500
  return refused ? error.detail : fallback
}
