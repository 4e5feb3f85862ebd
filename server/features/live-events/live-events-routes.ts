import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import { SESSION_ENDED_CLOSE_CODE } from '../../../common/live-events.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { isCrossSite } from '../../plugins/same-origin-guard.ts'
import type { SignedInMember } from '../accounts/sessions.ts'
import type { MemberSockets } from './member-sockets.ts'
import { problemAnswers } from '../../problem.ts'

export interface LiveEventsRoutesOptions {
  sockets: MemberSockets
  publicUrl: string
  pingIntervalMs: number
}

/** Whether `id`, a numeric id or a printed member number in any case, names this member. */
function namesMember(id: string, member: SignedInMember): boolean {
  return /^\d+$/.test(id) ? Number(id) === member.id : id.toUpperCase() === member.memberId
}

/** The member's live events (member-api.md §3): one WebSocket per open portal tab. */
const liveEventsRoutes: FastifyPluginAsyncZod<LiveEventsRoutesOptions> = async (
  app,
  { sockets, publicUrl, pingIntervalMs },
) => {
  const publicOrigin = new URL(publicUrl).origin

  app.route({
    method: 'GET',
    url: '/web_socket/ws/:id',
    config: { access: 'signed-in' },
    schema: {
      tags: ['Live events'],
      summary: 'Receive your live events (WebSocket)',
      description:
        'Upgrades to a WebSocket for the signed-in member named by the path (numeric id or member number), from a ' +
        "page of this site only. The server sends JSON text messages when the member's points or bills change, " +
        'whichever instance changed them: `{"event":"booking_success","point_used":n,"current_points":n}`, ' +
        '`{"event":"booking_cancelled","booking_id":"…","refunded_points":n,"current_points":n}`, ' +
        '`{"event":"points_changed","current_points":n}`, `{"event":"billing_changed","invoice_id":n}` and ' +
        '`{"event":"ballot_result","date":"…","won":true,"booking_id":"…"}` (a peak date they entered was drawn); an ' +
        "administrator's socket also hears the staff events of every outing: " +
        '`{"event":"outing_overdue","booking_id":"…","vessel_id":"…","expected_at":"…"}`, `outing_back` and ' +
        '`damage_reported` (`{"event":…,"booking_id":"…","vessel_id":"…"}`). ' +
        `It pings every ${pingIntervalMs / 1000} s and closes a ` +
        `socket that does not answer, and one whose session has ended with ${SESSION_ENDED_CLOSE_CODE} (sign in ` +
        'again rather than reconnect): at once, on every instance, when it ends by logout, a password change or ' +
        'reset, or removal, and nothing published after is sent; at the next ping when it times out. It closes ' +
        'with 1001 when it shuts down, and with 1012 once it hears the database again after losing it (events ' +
        'published meanwhile are lost: reconnect and read again). A refused upgrade is answered over ' +
        'HTTP with a `detail`; a request that does not ask for an upgrade gets 426.',
      params: memberRefParamsSchema,
      response: problemAnswers(400, 401, 403, 426),
    },
    // The refusals run before the handler, which is where the connection is upgraded, so they answer plain HTTP.
    onRequest: async (request, reply) => {
      if (!isCrossSite(request, publicOrigin)) return
      return reply.code(403).send({ detail: 'Live events are only sent to this site’s own pages.' })
    },
    preHandler: async (request, reply) => {
      if (request.member && namesMember(request.params.id, request.member)) return
      return reply.code(403).send({ detail: 'You can only receive your own live events.' })
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ detail: 'This address takes a WebSocket connection.' }),
    wsHandler: (socket, request) => {
      sockets.add(request.member!.id, request.sessionDigest!, socket, { staff: isAdmin(request.member!.userType) })
    },
  })
}

export default liveEventsRoutes
