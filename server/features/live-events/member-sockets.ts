import type { WebSocket } from '@fastify/websocket'

export type MemberSockets = ReturnType<typeof memberSockets>

/**
 * The live-event sockets open on this instance, by member. Every `pingIntervalMs` each socket is pinged, and one that
 * has not answered the previous ping is cut off, so a dead connection goes within two intervals.
 */
export function memberSockets(pingIntervalMs: number) {
  const byMember = new Map<number, Set<WebSocket>>()
  const answered = new WeakSet<WebSocket>()

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
  }, pingIntervalMs)
  keepAlive.unref()

  return {
    add(memberId: number, socket: WebSocket) {
      const sockets = byMember.get(memberId) ?? new Set()
      byMember.set(memberId, sockets.add(socket))
      answered.add(socket)
      socket.on('pong', () => answered.add(socket))
      socket.on('close', () => {
        sockets.delete(socket)
        if (sockets.size === 0 && byMember.get(memberId) === sockets) byMember.delete(memberId)
      })
    },

    /** Sends a JSON text message to each of the member's sockets on this instance. */
    send(memberId: number, message: string) {
      for (const socket of byMember.get(memberId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(message)
      }
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
