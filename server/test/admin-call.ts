import type { FastifyInstance } from 'fastify'
import type { SignedIn } from './test-bookings.ts'

export type Method = 'GET' | 'PUT' | 'POST'

/** A call as the back office's screens make it: query strings, and form bodies for changes. */
export function adminCall(
  app: FastifyInstance,
  who: SignedIn | undefined,
  method: Method,
  url: string,
  form?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  })
}
