import { useEffect, useRef } from 'react'
import { type MemberEvent, memberEventSchema, SESSION_ENDED_CLOSE_CODE } from '../../common/live-events.ts'
import { sessionHasEnded } from './query-client.ts'

/** Where this member's live events arrive, on whatever origin the API answers. */
function memberEventsUrl(memberId: number): string {
  const api = new URL(import.meta.env.API_BASE_URL, window.location.href)
  api.protocol = api.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${api.href.replace(/\/$/, '')}/web_socket/ws/${memberId}`
}

const FIRST_RETRY_MS = 1000
const LONGEST_RETRY_MS = 30_000

/**
 * Keeps one WebSocket to the member's live events while the portal is open, reconnecting with back-off when it drops.
 * `onOpen` runs at every (re)connection: events sent while the socket was down are lost, so the caller re-reads then.
 * When the server closes it because the session has ended, the browser is signed out instead.
 */
export function useMemberEvents(
  memberId: number | undefined,
  onEvent: (event: MemberEvent) => void,
  onOpen: () => void,
) {
  useLiveMessages(
    memberId,
    (data) => {
      const event = memberEventSchema.safeParse(data)
      if (event.success) onEvent(event.data)
    },
    onOpen,
  )
}

/**
 * The same socket for any page that reads its own kind of message (the back office hears the staff events on it):
 * every JSON message is handed over unchecked, for the caller to check against its schema.
 */
export function useLiveMessages(memberId: number | undefined, onMessage: (data: unknown) => void, onOpen: () => void) {
  const handlers = useRef({ onMessage, onOpen })
  useEffect(() => {
    handlers.current = { onMessage, onOpen }
  })

  useEffect(() => {
    if (memberId === undefined) return
    let socket: WebSocket | undefined
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let stopped = false

    function connect(id: number) {
      socket = new WebSocket(memberEventsUrl(id))
      socket.addEventListener('open', () => {
        failures = 0
        handlers.current.onOpen()
      })
      socket.addEventListener('message', (message) => {
        let data: unknown
        try {
          data = JSON.parse(String(message.data))
        } catch {
          return
        }
        handlers.current.onMessage(data)
      })
      socket.addEventListener('close', (event) => {
        if (stopped) return
        if (event.code === SESSION_ENDED_CLOSE_CODE) return sessionHasEnded()
        const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures)
        failures += 1
        retryTimer = setTimeout(() => connect(id), delay)
      })
    }

    connect(memberId)
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      socket?.close()
    }
  }, [memberId])
}
