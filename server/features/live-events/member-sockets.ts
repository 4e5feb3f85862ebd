import type { WebSocket } from '@fastify/websocket'
import { SESSION_ENDED_CLOSE_CODE } from '../../../common/live-events.ts'

export type MemberSockets = ReturnType<typeof memberSockets>

interface MemberSocketsOptions {
  pingIntervalMs: number
  /** Which of these sessions are still live. */
  whichLive: (sessionDigests: readonly string[]) => Promise<Set<string>>
  onCheckFailed: (error: unknown) => void
}

/**
 * The live-event sockets open on this instance, by member. Every `pingIntervalMs` each socket is pinged, and one that
 * has not answered the previous ping is cut off, so a dead connection goes within two intervals. At the same beat,
 * a socket whose session has ended (logout, password reset, timeout, deactivation, on any instance) is closed with
 * `SESSION_ENDED_CLOSE_CODE`: the backstop, since a session ended by a person is announced and closes its sockets at
 * once (`closeEndedSessionsOf`); timeouts are not.
 */
export function memberSockets({ pingIntervalMs, whichLive, onCheckFailed }: MemberSocketsOptions) {
  const byMember = new Map<number, Set<WebSocket>>()
  /** Administrators' sockets, which also hear the staff events. */
  const staffSockets = new Set<WebSocket>()
  const answered = new WeakSet<WebSocket>()
  const sessionOf = new Map<WebSocket, string>()
  /** Sockets whose session is being checked again after one ended: their messages wait, and go only if it is live. */
  const held = new Map<WebSocket, { checks: number; messages: string[] }>()

  async function closeEndedSessions() {
    if (sessionOf.size === 0) return
    const live = await whichLive([...new Set(sessionOf.values())])
    for (const [socket, digest] of sessionOf) {
      if (!live.has(digest)) socket.close(SESSION_ENDED_CLOSE_CODE, 'Your session has ended')
    }
  }

  const keepAlive = setInterval(() => {
    for (const sockets of byMember.values()) {
      for (const socket of sockets) {
        if (!answered.has(socket)) {
          socket.terminate()
          continue
        }
        answered.delete(socket)
        socket.ping()
      }
    }
    closeEndedSessions().catch(onCheckFailed)
  }, pingIntervalMs)
  keepAlive.unref()

  return {
    add(memberId: number, sessionDigest: string, socket: WebSocket, { staff = false } = {}) {
      const sockets = byMember.get(memberId) ?? new Set()
      byMember.set(memberId, sockets.add(socket))
      if (staff) staffSockets.add(socket)
      sessionOf.set(socket, sessionDigest)
      answered.add(socket)
      socket.on('pong', () => answered.add(socket))
      socket.on('close', () => {
        staffSockets.delete(socket)
        sessionOf.delete(socket)
        sockets.delete(socket)
        if (sockets.size === 0 && byMember.get(memberId) === sockets) byMember.delete(memberId)
      })
    },

    /** Sends a JSON text message to each of the member's sockets on this instance. */
    send(memberId: number, message: string) {
      for (const socket of byMember.get(memberId) ?? []) {
        const hold = held.get(socket)
        if (hold) hold.messages.push(message)
        else if (socket.readyState === socket.OPEN) socket.send(message)
      }
    },

    /** Sends a JSON text message to every administrator's socket on this instance. */
    sendToStaff(message: string) {
      for (const socket of staffSockets) {
        const hold = held.get(socket)
        if (hold) hold.messages.push(message)
        else if (socket.readyState === socket.OPEN) socket.send(message)
      }
    },

    /**
     * Some of the member's sessions ended (on any instance): closes at once those of the member's sockets here whose
     * session has, with `SESSION_ENDED_CLOSE_CODE`. Until the database has answered, what is published for the member
     * waits, so a socket whose session ended receives nothing published after the end.
     */
    async closeEndedSessionsOf(memberId: number) {
      const sockets = [...(byMember.get(memberId) ?? [])]
      if (sockets.length === 0) return
      for (const socket of sockets) {
        const hold = held.get(socket) ?? { checks: 0, messages: [] }
        hold.checks += 1
        held.set(socket, hold)
      }
      let live: Set<string> | undefined
      try {
        live = await whichLive([...new Set(sockets.flatMap((socket) => sessionOf.get(socket) ?? []))])
      } catch (error) {
        onCheckFailed(error)
      }
      for (const socket of sockets) {
        const digest = sessionOf.get(socket)
        // Unsure (the database did not answer): the tab reconnects, and its session is checked at the upgrade.
        if (!live) socket.close(1011, 'Could not check your session')
        else if (digest === undefined || !live.has(digest))
          socket.close(SESSION_ENDED_CLOSE_CODE, 'Your session has ended')
        const hold = held.get(socket)!
        hold.checks -= 1
        if (hold.checks > 0) continue
        held.delete(socket)
        if (socket.readyState === socket.OPEN) for (const message of hold.messages) socket.send(message)
      }
    },

    /** Closes every socket here, such as when events may have been lost, so that each client reconnects. */
    closeAll(code: number, reason: string) {
      for (const sockets of byMember.values()) for (const socket of sockets) socket.close(code, reason)
    },

    stop() {
      clearInterval(keepAlive)
    },
  }
}

const CLOSE_HANDSHAKE_WAIT_MS = 1000

/**
 * `@fastify/websocket`'s preClose: closes every socket as "going away" (1001), so clients know to reconnect, before
 * the server waits for its connections to end; one that does not answer the closing handshake is cut off.
 */
export async function closeAllSockets(sockets: Iterable<WebSocket>): Promise<void> {
  await Promise.all(
    [...sockets].map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve()
          const cutOff = setTimeout(() => socket.terminate(), CLOSE_HANDSHAKE_WAIT_MS)
          socket.once('close', () => {
            clearTimeout(cutOff)
            resolve()
          })
          socket.close(1001, 'The server is shutting down')
        }),
    ),
  )
}
