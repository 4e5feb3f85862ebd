import type { FastifyInstance } from 'fastify'
import type { SignedIn } from './test-bookings.ts'
import { multipartForm } from './test-profile-forms.ts'

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

/** Remove a Member's calls (`delete`) and its reverse (`reactivate`), sent as the screen sends them: multipart. */
export function setMemberStatus(
  app: FastifyInstance,
  admin: { cookie: string },
  path: 'delete' | 'reactivate',
  username: string,
) {
  const form = multipartForm({ username })
  return app.inject({
    method: 'PUT',
    url: `/api/update/${path}/`,
    headers: { cookie: admin.cookie, ...form.headers },
    payload: form.payload,
  })
}
