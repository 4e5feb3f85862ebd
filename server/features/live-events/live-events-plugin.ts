import type { WebsocketPluginOptions } from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/database.ts'
import liveEventsRoutes from './live-events-routes.ts'
import type { MemberEvent } from '../../../common/live-events.ts'
import type { StaffEvent } from '../../../common/dock/dock-api.ts'
import {
  MEMBER_EVENTS_CHANNEL,
  publishMemberEvent,
  publishStaffEvent,
  readMemberNotification,
} from './member-events.ts'
import { closeAllSockets, memberSockets } from './member-sockets.ts'

declare module 'fastify' {
  interface FastifyInstance {
    memberEvents: {
      /**
       * Tells the member's open portal tabs, on every instance, once `db`'s transaction commits (at once outside
       * one); a rolled-back change is never announced.
       */
      publish(db: Db, memberId: number, event: MemberEvent): Promise<void>
      /** Tells every administrator's open tabs, on every instance, as `publish` does. */
      publishToStaff(db: Db, event: StaffEvent): Promise<void>
    }
  }
}

export interface LiveEventsOptions {
  publicUrl: string
  /**
   * How often each socket is pinged and its session checked; one that has not answered the previous ping, or whose
   * session has ended, is closed.
   */
  pingIntervalMs: number
}

/** Service Restart (RFC 6455): the client is to reconnect, as the portal does after any close but a session's end. */
const RESUMED_CLOSE_CODE = 1012

/** What `@fastify/websocket` is registered with: these sockets only carry events to the member. */
export const webSocketOptions: WebsocketPluginOptions = {
  // Clients have nothing to say, so nothing large is ever read from them.
  options: { maxPayload: 1024 },
  preClose(this: FastifyInstance) {
    // As the plugin's own preClose does: no more upgrades while the server waits for its connections to end.
    this.server.removeAllListeners('upgrade')
    return closeAllSockets(this.websocketServer.clients)
  },
  errorHandler(error, socket, request) {
    request.log.warn({ err: error }, 'Closed a live events socket after an error')
    socket.terminate()
  },
}

/**
 * Live member events: any instance publishes through PostgreSQL NOTIFY, and every instance forwards each notification
 * to the sockets of that member connected to it. Registered after the database, so that closing the app stops
 * listening before the database closes.
 */
async function liveEvents(app: FastifyInstance, options: LiveEventsOptions) {
  const { pingIntervalMs } = options
  const sockets = memberSockets({
    pingIntervalMs,
    whichLive: (digests) => app.sessions.whichLive(digests),
    onCheckFailed: (error) => app.log.warn({ err: error }, 'Could not check the sessions of live event sockets'),
  })
  app.addHook('onClose', async () => sockets.stop())

  const unlisten = await app.database.listen(
    MEMBER_EVENTS_CHANNEL,
    (payload) => {
      try {
        const notification = readMemberNotification(payload)
        if (!notification)
          app.log.warn('Ignored a notification on the member events channel that is not a member event')
        else if ('staff' in notification) sockets.sendToStaff(notification.message)
        else if ('sessionsEnded' in notification) void sockets.closeEndedSessionsOf(notification.memberId)
        else sockets.send(notification.memberId, notification.message)
      } catch (error) {
        app.log.error({ err: error }, 'Could not forward a member event')
      }
    },
    // Events published while the database was out of reach are lost: every tab reconnects, and so reads again.
    () => sockets.closeAll(RESUMED_CLOSE_CODE, 'Live events resumed; read again'),
  )
  app.addHook('onClose', async () => unlisten())

  // @fastify/websocket upgrades a request to any GET route and then closes it; an upgrade to an address that takes
  // no WebSocket is answered 404 over HTTP instead, before anything is upgraded.
  const webSocketPaths = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (route.wsHandler) webSocketPaths.add(route.url)
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws || webSocketPaths.has(request.routeOptions.url ?? '')) return
    return reply.code(404).send({ detail: `No WebSocket is at ${request.url.split('?')[0]}.` })
  })

  app.decorate('memberEvents', { publish: publishMemberEvent, publishToStaff: publishStaffEvent })
  await app.register(liveEventsRoutes, { prefix: '/api', sockets, publicUrl: options.publicUrl, pingIntervalMs })
}

export default fp(liveEvents, { name: 'live-events', dependencies: ['database', 'sessions', '@fastify/websocket'] })
