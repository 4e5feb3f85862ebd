import type { FastifyRequest } from 'fastify'
import type { MemberRow } from './features/accounts/members-table.ts'

/** Who asks, and when: what every operation is given beside its transaction and its input. */
export interface Caller {
  account: Pick<MemberRow, 'id' | 'userType' | 'username'>
  now: Date
}

/** The options of a plugin whose routes build callers: the clock their `now` is read from. */
export interface CallerClock {
  now: () => Date
}

/** The caller of a call that needs a session; the session check has refused the request without one. */
export function callerOf(request: FastifyRequest, now: () => Date): Caller {
  if (!request.member) throw new Error(`${request.routeOptions.url ?? request.url} has no signed-in member`)
  return { account: request.member, now: now() }
}
